/**
 * A date the academy cancelled (issue 34, docs/mail.md "Abgesagter Termin"): the booker's `session_cancelled` with the
 * choice (free rebooking to one of the offered dates or another, or the full refund), each participant's
 * `participant_session_cancelled`, and the booker's `cancelled_date_refunded` once the refund was chosen — rendered
 * from their outbox data after a JSON round trip, with the documents built as the senders build them.
 */
import { HtmlValidate } from 'html-validate';
import { buildInvoicePdf, buildInvoiceXml } from '@shared/invoice';
import type { InvoiceSnapshot } from '@shared/invoice/types';
import {
  buildAttachments,
  MAIL_TEMPLATE_NAMES,
  renderMail,
  type RenderedMail,
} from '../../supabase/functions/_shared/mail';
import { companyWithLeitwegId, consumer, creditNote, line } from '../invoice/fixtures';
import {
  alternativeDates,
  cancelledDateRefundedData,
  participantSessionCancelledData,
  sessionCancelledData,
} from './mailFixtures';

const context = { siteUrl: 'https://akademie.example/' };
const NUMBER = 'DA-2026-000042';
const ITEM = '00000000-0000-4000-8000-0000000000a1';
const VIEW_TOKEN = 'view+token/1';
const GUEST = 'https://akademie.example/meine-buchung?code=view%2Btoken%2F1';
const DASHBOARD = 'https://akademie.example/dashboard';

const htmlValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'no-inline-style': 'off' },
});

/** The outbox stores JSON: render what comes back from it. */
function stored<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T;
}

async function validHtml(mail: RenderedMail): Promise<string[]> {
  const report = await htmlValidator.validateString(mail.html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

/** What the booker typed into the booking (names, company, billing address) and any price. */
const TYPED = /Erika|Müller|Max|Muster|Söhne|Hauptstraße|München|DE999999999|€|netto|brutto|Rechnung/;

describe('the catalogue', () => {
  it('has the cancelled date’s three mails', () => {
    expect(MAIL_TEMPLATE_NAMES).toEqual(
      expect.arrayContaining(['session_cancelled', 'participant_session_cancelled', 'cancelled_date_refunded']),
    );
  });
});

describe('session_cancelled (to the booker): the choice', () => {
  const rebookLabels = [
    'Umbuchen auf 14.01.2027 bis 15.01.2027, jeweils 09:30–16:30 Uhr – Hamburg, Hafenkontor Workshop-Etage',
    'Umbuchen auf 11.02.2027 bis 12.02.2027, jeweils 09:00–17:00 Uhr – Berlin, Digitalakademie Berlin',
    'Umbuchen auf 18.03.2027 bis 19.03.2027, jeweils 09:00–16:00 Uhr – München, Tagungszentrum Isartor',
  ];

  it('an account’s booking: each offered date opens the dashboard with it chosen; another date; the refund', async () => {
    const mail = renderMail('session_cancelled', stored(sessionCancelledData()), context);
    expect(mail.subject).toBe('Termin abgesagt: SEO-Grundlagen');
    expect(mail.text).toMatch(/^Guten Tag Erika Müller,\n/);
    for (const text of [
      `leider müssen wir den folgenden Termin aus Ihrer Buchung ${NUMBER} absagen: SEO-Grundlagen – 03.12.2026, ` +
        '09:00 Uhr, Digitalakademie Berlin, Berlin.',
      'Sie haben die Wahl: Sie buchen kostenfrei auf einen anderen Termin um, oder wir erstatten Ihnen den Termin in ' +
        'voller Höhe.',
      '\n\nKostenfrei umbuchen\n\n',
      'Bei diesen Terminen von „SEO-Grundlagen“ sind noch genug Plätze für Ihre Buchung (2 Plätze) frei. Ein Klick ' +
        'öffnet Ihre Buchung mit dem gewählten Termin; dort sehen Sie den Preis und bestätigen die Umbuchung. Eine ' +
        'Umbuchungsgebühr fällt nicht an.',
      `• ${rebookLabels[0]}: ${DASHBOARD}?umbuchen=${ITEM}&termin=${alternativeDates[0]!.session_id}`,
      'Oder wählen Sie selbst einen anderen Termin, auch eines anderen Seminars:',
      '\n\nVolle Erstattung\n\n',
      'Möchten Sie nicht umbuchen, entfernen wir den abgesagten Termin aus Ihrer Buchung; eine bereits ' +
        'ausgestellte Rechnung korrigieren wir, und einen bereits gezahlten Betrag erstatten wir Ihnen in voller Höhe.',
      'Haben Sie Fragen? Sie erreichen uns unter 030 1234567 oder info@akademie.test.',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).not.toContain('Wir melden uns');
    expect(mail.links).toEqual([
      ...alternativeDates.map((date, index) => ({
        label: rebookLabels[index],
        url: `${DASHBOARD}?umbuchen=${ITEM}&termin=${date.session_id}`,
      })),
      { label: 'Anderen Termin wählen', url: `${DASHBOARD}?umbuchen=${ITEM}` },
      { label: 'Volle Erstattung wählen', url: `${DASHBOARD}?erstattung=${ITEM}` },
      { label: 'Zu meinen Buchungen', url: DASHBOARD },
    ]);
    // The offered dates are a list of links; the two choices are headings of their own.
    expect(mail.html).toContain('<h2 style="font-size:18px;margin:24px 0 8px">Kostenfrei umbuchen</h2>');
    expect(mail.html).toContain('<h2 style="font-size:18px;margin:24px 0 8px">Volle Erstattung</h2>');
    expect(mail.html).toContain(
      `<li style="margin-bottom:8px"><a href="${DASHBOARD}?umbuchen=${ITEM}&amp;termin=${alternativeDates[2]!.session_id}"`,
    );
    expect(mail.text).not.toMatch(/seats_left|noch 6|noch 10/);
    expect(mail.attachments).toEqual([]);
    expect(mail.headers).toEqual({ 'Reply-To': 'info@akademie.test' });
    expect(await validHtml(mail)).toEqual([]);
  });

  it('a guest’s booking: the same choice by the booking’s secret link, never the dashboard or an account', async () => {
    const mail = renderMail('session_cancelled', stored(sessionCancelledData({ view_token: VIEW_TOKEN })), context);
    expect(mail.links).toEqual([
      ...alternativeDates.map((date, index) => ({
        label: rebookLabels[index],
        url: `${GUEST}&umbuchen=${ITEM}&termin=${date.session_id}`,
      })),
      { label: 'Anderen Termin wählen', url: `${GUEST}&umbuchen=${ITEM}` },
      { label: 'Volle Erstattung wählen', url: `${GUEST}&erstattung=${ITEM}` },
      { label: 'Ihre Buchung ansehen', url: GUEST },
    ]);
    expect(mail.text).toContain(`Volle Erstattung wählen: ${GUEST}&erstattung=${ITEM}`);
    expect(mail.html).toContain(`href="${GUEST}&amp;umbuchen=${ITEM}&amp;termin=${alternativeDates[1]!.session_id}"`);
    expect(mail.text).not.toMatch(/dashboard|Zu meinen Buchungen|Konto/);
    expect(mail.html).not.toMatch(/dashboard|Konto/);
    expect(await validHtml(mail)).toEqual([]);
  });

  it('without other dates, and in a row queued before the choice, only „Anderen Termin wählen“ and the refund', async () => {
    const none = renderMail('session_cancelled', stored(sessionCancelledData({ alternatives: [] })), context);
    const legacy = renderMail('session_cancelled', stored(sessionCancelledData({ alternatives: null })), context);
    expect(stored(sessionCancelledData({ alternatives: null }))).not.toHaveProperty('alternatives');
    expect(legacy.text).toBe(none.text);
    expect(legacy.html).toBe(none.html);
    expect(none.text).toContain(
      'Kostenfrei umbuchen\n\nWählen Sie in Ihrer Buchung einen anderen Termin, auch eines anderen Seminars; dort ' +
        'sehen Sie den Preis und bestätigen die Umbuchung. Eine Umbuchungsgebühr fällt nicht an.\n\n' +
        `Anderen Termin wählen: ${DASHBOARD}?umbuchen=${ITEM}`,
    );
    expect(none.text).not.toMatch(/Umbuchen auf|termin=|Oder wählen Sie/);
    expect(none.html).not.toContain('<ul>');
    expect(none.links.map((link) => link.label)).toEqual([
      'Anderen Termin wählen',
      'Volle Erstattung wählen',
      'Zu meinen Buchungen',
    ]);
    expect(await validHtml(none)).toEqual([]);
  });

  it('a date with one day and no venue name is named by day, times and city; ids are encoded', () => {
    const data = sessionCancelledData({
      alternatives: [
        { ...alternativeDates[0]!, session_id: 'a&b', end_date: '2027-01-14', venue_name: null, city: 'Köln' },
        { ...alternativeDates[1]!, end_date: null, end_time: null, venue_name: null, city: null },
      ],
    });
    const mail = renderMail('session_cancelled', stored(data), context);
    expect(mail.links.slice(0, 2)).toEqual([
      { label: 'Umbuchen auf 14.01.2027, 09:30–16:30 Uhr – Köln', url: `${DASHBOARD}?umbuchen=${ITEM}&termin=a%26b` },
      {
        label: 'Umbuchen auf 11.02.2027, ab 09:00 Uhr',
        url: `${DASHBOARD}?umbuchen=${ITEM}&termin=${alternativeDates[1]!.session_id}`,
      },
    ]);
  });
});

describe('participant_session_cancelled (to each participant of the cancelled line)', () => {
  it('names the booking and the date that does not take place; the booker decides; nothing typed, no price', async () => {
    const mail = renderMail('participant_session_cancelled', stored(participantSessionCancelledData), context);
    expect(mail.subject).toBe('Termin abgesagt: SEO-Grundlagen');
    expect(mail.text).toMatch(/^Guten Tag,\n/);
    for (const text of [
      `als Teilnehmerin bzw. Teilnehmer der Buchung ${NUMBER} bei der Digitalakademie Deutschland angemeldet. ` +
        'Leider müssen wir den folgenden Termin absagen; er findet nicht statt:',
      'SEO-Grundlagen – 03.12.2026 bis 04.12.2026, jeweils 09:00–17:00 Uhr – Digitalakademie Berlin, ' +
        'Friedrichstraße 120, 10117 Berlin.',
      'Bitte reisen Sie zu diesem Termin nicht an.',
      `Die Person bzw. das Unternehmen, das Sie angemeldet hat, entscheidet, ob die Buchung ${NUMBER} auf einen ` +
        'anderen Termin umgebucht oder erstattet wird. Wird sie umgebucht, erhalten Sie den neuen Termin mit allen ' +
        'Angaben in einer eigenen E-Mail.',
      'Bei Fragen erreichen Sie uns unter info@akademie.test oder 030 1234567.',
    ]) {
      expect(mail.text).toContain(text);
    }
    // Mail limits: nothing the booker typed, no price, no link into the booking (the booker's choice).
    expect(mail.text).not.toMatch(TYPED);
    expect(mail.html).not.toMatch(TYPED);
    expect(mail.text).not.toMatch(/dashboard|meine-buchung|erstattung=|umbuchen=/);
    expect(mail.links).toEqual([]);
    expect(mail.attachments).toEqual([]);
    expect(mail.headers).toEqual({ 'Reply-To': 'info@akademie.test' });
    expect(await validHtml(mail)).toEqual([]);
  });

  it('a webinar: no arrival note and no join link any more', () => {
    const data = {
      ...participantSessionCancelledData,
      item: {
        title: 'Newsletter-Marketing kompakt',
        is_webinar: true,
        location_name: 'Online',
        start_date: '2027-01-20',
        end_date: '2027-01-20',
        start_time: null,
        end_time: null,
        starts_at: '2027-01-20T16:00:00Z',
        duration_minutes: 90,
        venue: null,
        join_url: 'https://meet.example/webinar?id=1',
      },
    };
    const mail = renderMail('participant_session_cancelled', stored(data), context);
    expect(mail.text).toContain('Newsletter-Marketing kompakt – 20.01.2027, 17:00 Uhr (90 Minuten), online.');
    expect(mail.text).not.toMatch(/anreisen|meet\.example/);
    expect(mail.links).toEqual([]);
  });
});

describe('cancelled_date_refunded (to the booker who chose the refund)', () => {
  /** The booking's new invoice: only the webinar line that stays (390,00 € net, 464,10 € gross). */
  const webinarLine = line(
    'Newsletter-Marketing kompakt – Webinar',
    { start: '2027-01-20', end: '2027-01-20' },
    1,
    39000,
  );
  const remainingTotals = (paid: boolean): InvoiceSnapshot['totals'] => ({
    netCents: 39000,
    vatCents: 7410,
    grossCents: 46410,
    vatBreakdown: [{ ratePercent: 19, netCents: 39000, vatCents: 7410 }],
    paidCents: paid ? 46410 : 0,
    dueCents: paid ? 0 : 46410,
  });
  const companyInvoice: InvoiceSnapshot = {
    ...companyWithLeitwegId,
    number: 'RE-2026-00061',
    issueDate: '2026-12-01',
    bookingNumber: NUMBER,
    lines: [webinarLine],
    totals: remainingTotals(false),
    payment: {
      method: 'invoice',
      dueDate: '2026-12-15',
      terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug bis 15.12.2026 unter Angabe der Rechnungsnummer RE-2026-00061.',
    },
  };
  /** The credit note of the booking's old invoice RE-2026-00042 (business buyer: with its XRechnung). */
  const companyCredit: InvoiceSnapshot = {
    ...creditNote,
    number: 'GS-2026-00011',
    issueDate: '2026-12-01',
    bookingNumber: NUMBER,
    precedingInvoice: { number: 'RE-2026-00042', issueDate: '2026-11-23' },
  };
  const consumerInvoice: InvoiceSnapshot = {
    ...consumer,
    number: 'RE-2026-00062',
    bookingNumber: NUMBER,
    lines: [webinarLine],
    totals: remainingTotals(true),
    payment: { method: 'online', dueDate: null, terms: 'Der Rechnungsbetrag wurde bereits online bezahlt.' },
  };
  const consumerCredit: InvoiceSnapshot = {
    ...consumer,
    typeCode: 381,
    number: 'GS-2026-00012',
    bookingNumber: NUMBER,
    precedingInvoice: { number: 'RE-2026-00043', issueDate: '2026-11-23' },
  };
  const consumerBooking = { customer_type: 'private' as const, company_name: null, vat_id: null };

  it('a company’s unpaid invoice booking keeps its other date: the credit, the new total due by the new invoice', async () => {
    const data = stored(cancelledDateRefundedData({ invoice: companyInvoice, credit_note: companyCredit }));
    const mail = renderMail('cancelled_date_refunded', data, context);
    expect(mail.subject).toBe(`Erstattung für abgesagten Termin – Buchung ${NUMBER}`);
    expect(mail.text).toMatch(/^Guten Tag Erika Müller,\n/);
    for (const text of [
      `wie gewünscht haben wir den abgesagten Termin aus Ihrer Buchung ${NUMBER} entfernt und Ihnen in voller Höhe ` +
        'gutgeschrieben:',
      'Abgesagter Termin: SEO-Grundlagen – 03.12.2026 bis 04.12.2026, jeweils 09:00–17:00 Uhr – Digitalakademie ' +
        'Berlin, Friedrichstraße 120, 10117 Berlin\nPlätze: 2 Plätze',
      'Ihre Buchung umfasst weiterhin:\n\n• Newsletter-Marketing kompakt – 20.01.2027, 17:00 Uhr, Online – 1 × ' +
        '390,00 € = 390,00 € netto',
      'Bisheriger Gesamtbetrag (brutto): 3.534,30 €\nGutschrift für den abgesagten Termin (brutto): 3.070,20 €\n' +
        'Neuer Gesamtbetrag (brutto): 464,10 €',
      'Bitte überweisen Sie 464,10 € bis zum 15.12.2026 unter Angabe der Rechnungsnummer RE-2026-00061 an Testbank ' +
        'Berlin, IBAN DE02120300000000202051, BIC BYLADEM1001.',
      'Die neue Rechnung RE-2026-00061 finden Sie als PDF im Anhang, dazu als XRechnung (XML) für Ihre Buchhaltung. ' +
        'Die Rechnungskorrektur GS-2026-00011 zur Rechnung RE-2026-00042 finden Sie als PDF im Anhang, dazu als ' +
        'XRechnung (XML). Die bisherige Rechnung RE-2026-00042 ist damit aufgehoben; es gilt die neue Rechnung ' +
        'RE-2026-00061.',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).not.toMatch(/erstatten wir|Erstattungsbetrag|storniert|noch offenen/);
    expect(mail.links).toEqual([{ label: 'Zu meinen Buchungen', url: DASHBOARD }]);
    expect(mail.headers).toEqual({ 'Reply-To': 'info@akademie.test' });
    expect(await validHtml(mail)).toEqual([]);

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Rechnung-RE-2026-00061.pdf', 'application/pdf'],
      ['XRechnung-RE-2026-00061.xml', 'application/xml'],
      ['Rechnungskorrektur-GS-2026-00011.pdf', 'application/pdf'],
      ['XRechnung-GS-2026-00011.xml', 'application/xml'],
    ]);
    // The issued records' own documents: the dashboard's bytes.
    const files = await buildAttachments(mail, data);
    expect(Buffer.from(files[0]!.content).equals(Buffer.from(await buildInvoicePdf(companyInvoice)))).toBe(true);
    expect(new TextDecoder().decode(files[1]!.content)).toBe(await buildInvoiceXml(companyInvoice, 'cii'));
    expect(Buffer.from(files[2]!.content).equals(Buffer.from(await buildInvoicePdf(companyCredit)))).toBe(true);
    expect(new TextDecoder().decode(files[3]!.content)).toBe(await buildInvoiceXml(companyCredit, 'cii'));
  }, 60_000);

  it('a consumer’s paid booking keeps its other date: the date’s amount is refunded, nothing to pay, no XRechnung', async () => {
    const data = stored(
      cancelledDateRefundedData({
        paid: true,
        booking: { ...consumerBooking, payment_method: 'online' },
        invoice: consumerInvoice,
        credit_note: consumerCredit,
      }),
    );
    expect(data.refunded).toMatchObject({ refund_cents: 307020, gross_cents_before: 353430, gross_cents: 46410 });
    const mail = renderMail('cancelled_date_refunded', data, context);
    expect(mail.text).toContain('Erstattungsbetrag: 3.070,20 €');
    expect(mail.text).toContain(
      'Wir erstatten Ihnen 3.070,20 € innerhalb von 14 Tagen über das ursprüngliche Zahlungsmittel.',
    );
    expect(mail.text).not.toMatch(/überweisen|XRechnung|storniert/);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'Rechnung-RE-2026-00062.pdf',
      'Rechnungskorrektur-GS-2026-00012.pdf',
    ]);
    expect(await validHtml(mail)).toEqual([]);
  });

  it('the booking’s only date, paid: the booking is cancelled, all of it refunded, the credit note only', async () => {
    const data = stored(cancelledDateRefundedData({ only_line: true, paid: true, credit_note: companyCredit }));
    const mail = renderMail('cancelled_date_refunded', data, context);
    expect(mail.text).toContain(`Es war der einzige Termin Ihrer Buchung ${NUMBER}; die Buchung ist damit storniert.`);
    expect(mail.text).toContain(
      'Bisheriger Gesamtbetrag (brutto): 3.070,20 €\nGutschrift für den abgesagten Termin (brutto): 3.070,20 €\n' +
        'Erstattungsbetrag: 3.070,20 €',
    );
    expect(mail.text).toContain('Wir erstatten Ihnen 3.070,20 € innerhalb von 14 Tagen');
    expect(mail.text).toContain(
      'Die Rechnungskorrektur GS-2026-00011 zur Rechnung RE-2026-00042 finden Sie als PDF im Anhang, dazu als ' +
        'XRechnung (XML). Die Rechnung RE-2026-00042 ist damit aufgehoben.',
    );
    // Its items still list the cancelled date: not as a date that stays.
    expect(mail.text).not.toMatch(/weiterhin|Neuer Gesamtbetrag|überweisen|neue Rechnung/);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'Rechnungskorrektur-GS-2026-00011.pdf',
      'XRechnung-GS-2026-00011.xml',
    ]);
    expect(await validHtml(mail)).toEqual([]);
  });

  it('the booking’s only date, not paid yet: nothing to pay, the invoice is void', () => {
    const mail = renderMail(
      'cancelled_date_refunded',
      stored(cancelledDateRefundedData({ only_line: true, credit_note: companyCredit })),
      context,
    );
    expect(mail.text).toContain(
      'Sie müssen nichts bezahlen.\n\nDie Rechnungskorrektur GS-2026-00011 zur Rechnung RE-2026-00042',
    );
    expect(mail.text).toContain('Die Rechnung RE-2026-00042 ist damit aufgehoben.');
    expect(mail.text).not.toMatch(/erstatten wir|Erstattungsbetrag/);
  });

  it('a guest’s booking links „Ihre Buchung ansehen“ with its secret, never the dashboard', async () => {
    const data = stored(
      cancelledDateRefundedData({
        booking: consumerBooking,
        invoice: companyInvoice,
        credit_note: consumerCredit,
        view_token: VIEW_TOKEN,
      }),
    );
    const mail = renderMail('cancelled_date_refunded', data, context);
    expect(mail.links).toEqual([{ label: 'Ihre Buchung ansehen', url: GUEST }]);
    expect(mail.text).not.toMatch(/dashboard|Zu meinen Buchungen|Konto/);
    expect(mail.html).not.toContain('/dashboard');
    expect(await validHtml(mail)).toEqual([]);
  });

  it('without an issued invoice or credit note it names none and attaches nothing', () => {
    const mail = renderMail('cancelled_date_refunded', stored(cancelledDateRefundedData()), context);
    expect(mail.text).not.toMatch(/Rechnung/);
    expect(mail.text).toContain(
      `Bitte überweisen Sie 464,10 € innerhalb von 14 Tagen unter Angabe der Buchungsnummer ${NUMBER}`,
    );
    expect(mail.attachments).toEqual([]);
  });
});
