import { HtmlValidate } from 'html-validate';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { company } from '@/features/legal/company';
import { buildInvoicePdf, buildInvoiceXml } from '@shared/invoice';
import { DEFAULT_SELLER } from '../../supabase/functions/_shared/mail/seller';
import { companyWithLeitwegId, consumer, creditNote } from '../invoice/fixtures';
import {
  buildAttachments,
  MAIL_TEMPLATE_NAMES,
  renderMail,
  type MailTemplateName,
  type ParticipantMailItem,
} from '../../supabase/functions/_shared/mail';
import { mailBookingFacts } from '../../mocks/app/mail/mailData';
import { pdfText } from '../utils/pdfText';
import {
  accessibilityFeedbackData,
  bookingData,
  cancelledDateRefundedData,
  certificateData,
  inhouseData,
  participantRebookedData,
  participantSessionCancelledData,
  rebookingData,
  sessionCancelledData,
  waitlistData,
  withdrawalData,
} from './mailFixtures';

const context = { siteUrl: 'https://akademie.example/' };
const itemId = bookingData().booking.items[0]!.id;
/** Mail limits: what the mails to an unconfirmed address get (no typed name). */
const { name: _typedName, ...unconfirmedWaitlistData } = waitlistData;
const { customer_name: _typedCustomer, ...unnamedWithdrawalData } = withdrawalData;
/** Stripe paid 1 cent of a 3.070,20 € booking. */
const mismatchData = {
  ...bookingData(),
  payment: { amount_cents: 1, currency: 'eur', session_id: 'cs_test_a1', event_id: 'evt_test_1' },
};

/**
 * Mail clients ignore style sheets, so the mails style inline; html-validate's recommended rules otherwise apply
 * (html-validate.org, "no-inline-style").
 */
const htmlValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'no-inline-style': 'off' },
});

/** Issue 31: a two-day seminar and a webinar as `private.participant_mail_item` gives them. */
const seminarFacts: ParticipantMailItem = {
  title: 'SEO-Grundlagen',
  is_webinar: false,
  location_name: 'Digitalakademie Berlin, Berlin',
  start_date: '2027-01-11',
  end_date: '2027-01-12',
  start_time: '09:00:00',
  end_time: '17:00:00',
  starts_at: '2027-01-11T08:00:00Z',
  duration_minutes: null,
  venue: {
    name: 'Hafenkontor Workshop-Etage',
    street: 'Am Sandtorkai 50',
    postal_code: '20457',
    city: 'Hamburg',
    directions: 'Eingang B, 3. Stock',
    public_transport: 'U3 Baumwall, 5 Minuten zu Fuß',
    parking: null,
    step_free_access: true,
    accessibility_notes: 'Aufzug am Eingang B',
  },
  join_url: null,
};
const webinarFacts: ParticipantMailItem = {
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
  join_url: 'https://meet.example/webinar?id=1&pw=2',
};

/** Data for each template, as the outbox stores it. */
function dataFor(template: MailTemplateName): unknown {
  if (template.startsWith('auth_')) return { confirmation_url: 'https://auth.example/verify?x=1&y=2', token: '123456' };
  if (template === 'inhouse_request_received') return { academy: inhouseData.academy };
  if (template.startsWith('inhouse_')) return inhouseData;
  if (template === 'webinar_access') return { ...bookingData(), item_id: itemId, join_url: 'https://meet.example/x' };
  if (template === 'session_cancelled') return sessionCancelledData();
  if (['reminder_7_days', 'reminder_1_day'].includes(template)) {
    return { ...bookingData(), item_id: itemId };
  }
  if (template === 'academy_refund_due') return { ...bookingData({ paid: true }), refund_cents: 307_020 };
  if (template === 'academy_payment_mismatch') return mismatchData;
  if (template === 'waitlist_confirm') return { ...unconfirmedWaitlistData, confirm_token: 'confirm-token' };
  if (template === 'waitlist_already_joined') return unconfirmedWaitlistData;
  if (template === 'waitlist_joined') return { ...waitlistData, position: 3 };
  if (template === 'waitlist_offer') {
    return { ...waitlistData, offer_token: 'offer-token', offer_expires_at: '2027-03-01T09:30:00Z' };
  }
  if (template === 'withdrawal_received' || template === 'academy_withdrawal') return withdrawalData;
  if (template === 'participant_changed') return { academy: bookingData().academy, item: seminarFacts };
  if (template === 'participant_booked') return { academy: bookingData().academy, items: [seminarFacts, webinarFacts] };
  if (template === 'booking_rebooked') return rebookingData();
  if (template === 'participant_rebooked') return participantRebookedData;
  if (template === 'participant_session_cancelled') return participantSessionCancelledData;
  if (template === 'cancelled_date_refunded') return cancelledDateRefundedData();
  if (template === 'certificate_issued') return certificateData;
  if (template === 'accessibility_feedback_academy') return accessibilityFeedbackData;
  return bookingData();
}

describe('the mail catalogue', () => {
  it.each(MAIL_TEMPLATE_NAMES)('%s renders a German subject, plain text and accessible HTML', (template) => {
    const mail = renderMail(template, dataFor(template), context);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).toMatch(/^(Guten Tag|Hallo)/);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(
      `<title>${mail.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`,
    );
    expect(mail.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // Every link of the HTML is also in the plain text, named by its purpose.
    for (const link of mail.links) {
      expect(mail.text).toContain(`${link.label}: ${link.url}`);
      expect(mail.html).toContain(`href="${link.url.replace(/&/g, '&amp;')}"`);
    }
    expect(mail.html).not.toMatch(/<script|<img/);
  });

  it.each(MAIL_TEMPLATE_NAMES)('%s is valid HTML (html-validate, recommended rules)', async (template) => {
    const mail = renderMail(template, dataFor(template), context);
    const report = await htmlValidator.validateString(mail.html);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('escapes what customers typed in the HTML but keeps it readable in the text', () => {
    const mail = renderMail('academy_new_booking', bookingData(), context);
    expect(mail.text).toContain('Erika Müller (Müller & Söhne <GmbH>)');
    expect(mail.html).toContain('Müller &amp; Söhne &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<GmbH>');
  });

  it('booking received names booking, lines, totals and payment; the confirmation link only when given', () => {
    const plain = renderMail('booking_received', bookingData(), context);
    expect(plain.subject).toBe('Ihre Buchung DA-2026-000042 ist eingegangen');
    expect(plain.text).toContain(
      'SEO-Grundlagen – 03.12.2026, 09:00 Uhr, Digitalakademie Berlin, Berlin – 2 × 1.290,00 € = 2.580,00 € netto',
    );
    expect(plain.text).toContain('Gesamtbetrag (brutto): 3.070,20 €');
    expect(plain.text).toContain('Zu meinen Buchungen: https://akademie.example/dashboard');
    expect(plain.text).not.toContain('Buchung bestätigen');

    const withLink = renderMail(
      'booking_received',
      { ...bookingData(), confirmation_token: 'abc', hold_expires_at: '2026-11-24T11:00:00Z' },
      context,
    );
    expect(withLink.text).toContain('Bitte bestätigen Sie Ihre Buchung bis 24.11.2026, 12:00 Uhr');
    expect(withLink.links[0]).toEqual({
      label: 'Buchung bestätigen',
      url: `https://akademie.example${paths.confirmBooking}?token=abc`,
    });

    const paymentHold = renderMail(
      'booking_received',
      { ...bookingData(), confirmation_token: null, hold_expires_at: '2026-11-24T11:00:00Z' },
      context,
    );
    expect(paymentHold.text).toContain('Ihre Plätze sind bis 24.11.2026, 12:00 Uhr für Sie reserviert');
    expect(paymentHold.text).not.toContain('Buchung bestätigen');
  });

  it('the academy learns which paid booking to refund, with the amount and a link to it', () => {
    const mail = renderMail('academy_refund_due', { ...bookingData({ paid: true }), refund_cents: 307_020 }, context);
    expect(mail.subject).toBe('Erstattung nötig: Buchung DA-2026-000042 storniert');
    expect(mail.text).toContain('Zu erstatten: 3.070,20 €');
    expect(mail.links).toEqual([
      { label: 'Zur Buchung', url: 'https://akademie.example/admin/bookings?q=DA-2026-000042' },
    ]);
  });

  it('cancellation names the refund: paid money back, an unpaid invoice void', () => {
    expect(renderMail('cancellation_confirmed', bookingData({ paid: true }), context).text).toContain(
      'Den bereits gezahlten Betrag von 3.070,20 € erstatten wir innerhalb von 14 Tagen',
    );
    expect(renderMail('cancellation_confirmed', bookingData(), context).text).toContain(
      'Eine bereits erhaltene Rechnung ist damit gegenstandslos',
    );
  });

  it('booking confirmed without an issued invoice attaches the calendar only and names no invoice', async () => {
    const data = bookingData();
    const mail = renderMail('booking_confirmed', data, context);
    expect(mail.subject).toBe('Buchungsbestätigung DA-2026-000042');
    expect(mail.text).not.toMatch(/Rechnung/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Termine-DA-2026-000042.ics']);
    const [ics] = await buildAttachments(mail, data);
    const calendar = new TextDecoder().decode(ics!.content);
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('DTSTART:20261203T080000Z');
    expect(calendar).toContain('SUMMARY:SEO-Grundlagen');
  });

  it("booking confirmed attaches THE issued invoice: its snapshot's PDF, and the XRechnung for a business buyer", async () => {
    const data = { ...bookingData(), invoice: companyWithLeitwegId };
    const mail = renderMail('booking_confirmed', data, context);
    expect(mail.subject).toBe('Buchungsbestätigung und Rechnung DA-2026-000042');
    expect(mail.text).toContain(
      `Die Rechnung ${companyWithLeitwegId.number} finden Sie als PDF im Anhang, dazu als XRechnung (XML) für Ihre ` +
        'Buchhaltung, die Termine als Kalenderdatei (.ics).',
    );
    expect(mail.text).toContain(`bis zum 18.01.2027 unter Angabe der Rechnungsnummer ${companyWithLeitwegId.number}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Rechnung-${companyWithLeitwegId.number}.pdf`, 'application/pdf'],
      [`XRechnung-${companyWithLeitwegId.number}.xml`, 'application/xml'],
      ['Termine-DA-2026-000042.ics', 'text/calendar'],
    ]);
    const [pdf, xml] = await buildAttachments(mail, data);
    // The same bytes as the dashboard's download of that record (built from the snapshot alone).
    expect(Buffer.from(pdf!.content).equals(Buffer.from(await buildInvoicePdf(companyWithLeitwegId)))).toBe(true);
    expect(new TextDecoder().decode(xml!.content)).toBe(await buildInvoiceXml(companyWithLeitwegId, 'cii'));

    const consumerMail = renderMail('booking_confirmed', { ...bookingData(), invoice: consumer }, context);
    expect(consumerMail.attachments.map((a) => a.filename)).toEqual([
      `Rechnung-${consumer.number}.pdf`,
      'Termine-DA-2026-000042.ics',
    ]);
    expect(consumerMail.text).not.toContain('XRechnung');
  }, 60_000);

  it('the receipt of a booking binding at once attaches its invoice; otherwise it says when the invoice comes', () => {
    const binding = renderMail('booking_received', { ...bookingData(), invoice: consumer }, context);
    expect(binding.text).toContain(`Die Rechnung ${consumer.number} finden Sie als PDF im Anhang`);
    expect(binding.attachments.map((a) => a.filename)).toEqual([`Rechnung-${consumer.number}.pdf`]);
    const held = renderMail('booking_received', bookingData(), context);
    expect(held.text).toContain('die Rechnung senden wir Ihnen per E-Mail, sobald Ihre Buchung verbindlich ist.');
    expect(held.text).not.toContain('mit der Buchungsbestätigung');
    expect(held.attachments).toEqual([]);
    const online = renderMail('booking_received', bookingData({ payment_method: 'online' }), context);
    expect(online.text).toContain('Die Rechnung senden wir Ihnen nach Zahlungseingang per E-Mail.');
  });

  it('the cancellation and the withdrawal receipt attach the credit note that was issued, and only then name one', async () => {
    const data = { ...bookingData(), credit_note: creditNote };
    const cancelled = renderMail('cancellation_confirmed', data, context);
    expect(cancelled.text).toContain(
      `Die Rechnungskorrektur ${creditNote.number} zur Rechnung ${companyWithLeitwegId.number} finden Sie als PDF ` +
        'im Anhang, dazu als XRechnung (XML).',
    );
    expect(cancelled.attachments.map((a) => a.filename)).toEqual([
      `Rechnungskorrektur-${creditNote.number}.pdf`,
      `XRechnung-${creditNote.number}.xml`,
    ]);
    const [pdf] = await buildAttachments(cancelled, data);
    expect(Buffer.from(pdf!.content).equals(Buffer.from(await buildInvoicePdf(creditNote)))).toBe(true);
    expect(renderMail('cancellation_confirmed', bookingData(), context).attachments).toEqual([]);
    expect(renderMail('cancellation_confirmed', bookingData(), context).text).not.toContain('Rechnungskorrektur');

    const withdrawn = renderMail('withdrawal_received', { ...withdrawalData, credit_note: creditNote }, context);
    expect(withdrawn.attachments.map((a) => a.filename)).toContain(`Rechnungskorrektur-${creditNote.number}.pdf`);
    expect(renderMail('withdrawal_received', withdrawalData, context).attachments).toEqual([]);
  }, 60_000);

  it('every mail ends with the seller: legal form, address, register court and number, managing directors', () => {
    const footer =
      'Digitalakademie Deutschland GmbH · Friedrichstraße 120 · 10117 Berlin\n' +
      'Amtsgericht Berlin-Charlottenburg, HRB 234567 B · Geschäftsführung: Dr. Katharina Lehmann, Jonas Brandt · ' +
      'USt-IdNr. DE123456789';
    for (const template of MAIL_TEMPLATE_NAMES) {
      const mail = renderMail(template, dataFor(template), context);
      expect([template, mail.text.endsWith(`\n\n-- \n${footer}`)]).toEqual([template, true]);
      expect([template, mail.html]).toEqual([template, expect.stringContaining('<footer')]);
      expect(mail.html).toContain('Amtsgericht Berlin-Charlottenburg, HRB 234567 B');
    }
  });

  it('the footer has one source: the auth mails name the seller as the settings defaults and the imprint do', () => {
    expect(DEFAULT_SELLER).toEqual({
      legal_name: company.legalName,
      street: site.address.street,
      postal_code: site.address.postalCode,
      city: site.address.city,
      register_court: company.registerCourt,
      register_number: company.registerNumber,
      managing_directors: [...company.managingDirectors],
      vat_id: company.vatId,
    });
    // The settings row every other mail reads starts from the same values (the schema's defaults).
    const schema = fs.readFileSync(
      path.resolve(__dirname, '../../supabase/migrations/20261122000100_schema.sql'),
      'utf8',
    );
    expect(schema).toContain(`legal_name text not null default '${DEFAULT_SELLER.legal_name}'`);
    expect(schema).toContain(`register_court text not null default '${DEFAULT_SELLER.register_court}'`);
    expect(schema).toContain(`register_number text not null default '${DEFAULT_SELLER.register_number}'`);
    expect(schema).toContain(
      `managing_directors text[] not null default '{${DEFAULT_SELLER.managing_directors.map((n) => `"${n}"`).join(',')}}'`,
    );
  });

  it('a participant learns days, full address, access notes and the join link; no price, no Anreise for a webinar', () => {
    const mail = renderMail('participant_booked', dataFor('participant_booked'), context);
    expect(mail.subject).toBe('Ihre Teilnahme an 2 Veranstaltungen');
    expect(mail.text).toMatch(/^Guten Tag,\n/);
    expect(mail.text).toContain('Termin: 11.01.2027 bis 12.01.2027, jeweils 09:00–17:00 Uhr');
    expect(mail.text).toContain('Ort: Hafenkontor Workshop-Etage, Am Sandtorkai 50, 20457 Hamburg');
    expect(mail.text).toContain('Anreise: Eingang B, 3. Stock');
    expect(mail.text).toContain('Öffentliche Verkehrsmittel: U3 Baumwall, 5 Minuten zu Fuß');
    expect(mail.text).toContain('Barrierefreiheit: stufenlos erreichbar. Aufzug am Eingang B');
    expect(mail.text).toContain('Termin: 20.01.2027, 17:00 Uhr (90 Minuten), online');
    expect(mail.links).toEqual([
      { label: 'Zum Webinar „Newsletter-Marketing kompakt“', url: 'https://meet.example/webinar?id=1&pw=2' },
    ]);
    expect(mail.text).not.toMatch(/€|netto|brutto|Preis/);
    const webinarOnly = renderMail(
      'participant_booked',
      { academy: bookingData().academy, items: [webinarFacts] },
      context,
    );
    expect(webinarOnly.subject).toBe('Ihre Teilnahme: Newsletter-Marketing kompakt');
    expect(webinarOnly.text).not.toMatch(/Anreise|Ort:/);
    // The substitute's mail shows the same facts.
    const substitute = renderMail('participant_changed', dataFor('participant_changed'), context);
    expect(substitute.text).toContain('Ort: Hafenkontor Workshop-Etage, Am Sandtorkai 50, 20457 Hamburg');
    // Queued before issue 31 (title, day, time, place only), it still renders.
    const old = renderMail(
      'participant_changed',
      {
        academy: bookingData().academy,
        item: { title: 'SEO', start_date: '2026-12-03', start_time: '09:00:00', location_name: 'Berlin' },
      },
      context,
    );
    expect(old.text).toContain('Termin: 03.12.2026, ab 09:00 Uhr');
    expect(old.text).toContain('Ort: Berlin');
  });

  it('says 1 Platz and 2 Plätze, never Platz/Plätze', () => {
    const seatsText = (template: 'waitlist_confirm' | 'waitlist_already_joined' | 'waitlist_offer', seats: number) =>
      renderMail(template, { ...(dataFor(template) as object), seats }, context).text;
    for (const template of ['waitlist_confirm', 'waitlist_already_joined'] as const) {
      expect(seatsText(template, 1)).toContain('(1 Platz)');
      expect(seatsText(template, 2)).toContain('(2 Plätze)');
    }
    expect(seatsText('waitlist_offer', 1)).toContain('ist 1 Platz für Sie reserviert');
    expect(seatsText('waitlist_offer', 3)).toContain('sind 3 Plätze für Sie reserviert');
    for (const template of MAIL_TEMPLATE_NAMES) {
      expect([template, renderMail(template, dataFor(template), context).text]).not.toEqual([
        template,
        expect.stringMatching(/Platz\/Plätze|\(e\)|\(n\)/),
      ]);
    }
  });

  it('the waiting list: confirmation and offer links open the app pages with their token; webinars are online', () => {
    const confirm = renderMail('waitlist_confirm', dataFor('waitlist_confirm'), context);
    expect(confirm.subject).toBe('Bitte bestätigen Sie Ihren Eintrag auf der Warteliste');
    expect(confirm.text).toContain(
      'Sie möchten auf die Warteliste für SEO-Grundlagen am 12.03.2027 in Berlin (2 Plätze).',
    );
    expect(confirm.links).toEqual([
      { label: 'Eintrag bestätigen', url: `https://akademie.example${paths.waitlistConfirm}?token=confirm-token` },
    ]);
    const joined = renderMail('waitlist_joined', { ...waitlistData, city: null, position: 3 }, context);
    expect(joined.text).toContain('Sie stehen auf der Warteliste für SEO-Grundlagen am 12.03.2027 (Online): Platz 3.');
    expect(joined.links).toEqual([
      { label: 'Von der Warteliste abmelden', url: `https://akademie.example${paths.waitlistLeave}?token=leave-token` },
    ]);
    const offer = renderMail('waitlist_offer', dataFor('waitlist_offer'), context);
    expect(offer.subject).toBe('Ihr Platz ist frei: SEO-Grundlagen am 12.03.2027 in Berlin');
    // The deadline in Berlin time (10:30 in winter).
    expect(offer.text).toContain('sind 2 Plätze für Sie reserviert – bis 01.03.2027, 10:30 Uhr.');
    expect(offer.links.map((link) => link.label)).toEqual(['Platz jetzt buchen', 'Von der Warteliste abmelden']);
    expect(offer.links[0]!.url).toBe(`https://akademie.example${paths.waitlistOffer}?token=offer-token`);
  });

  it('the withdrawal receipt names the moment to the second in Berlin time; the value deduction only once started', () => {
    const receipt = renderMail('withdrawal_received', withdrawalData, context);
    expect(receipt.subject).toBe('Eingangsbestätigung Ihres Widerrufs – Buchung DA-2026-000042');
    expect(receipt.text).toContain('ist am 23.11.2026 um 14:05:09 Uhr bei uns eingegangen.');
    expect(receipt.text).not.toContain('Wertersatz');
    const started = renderMail('withdrawal_received', { ...withdrawalData, service_started: true }, context);
    expect(started.text).toContain('(Wertersatz)');
    const notice = renderMail('academy_withdrawal', { ...withdrawalData, service_started: true }, context);
    expect(notice.subject).toBe('Widerruf eingegangen: Buchung DA-2026-000042');
    expect(notice.text).toContain('Widerruf zur Buchung DA-2026-000042 von Erika Müller <erika@example.test>');
    expect(notice.text).toContain('Leistung bereits begonnen: ja (Wertersatz prüfen)');
    expect(notice.html).toContain('Erika Müller &lt;erika@example.test&gt;');
  });

  it('the substitute participant learns what, when and where, with no name the booker typed (mail limits)', () => {
    const mail = renderMail('participant_changed', dataFor('participant_changed'), context);
    expect(mail.subject).toBe('Ihre Teilnahme: SEO-Grundlagen');
    expect(mail.text).toMatch(/^Guten Tag,/);
    expect(mail.text).toContain('als Teilnehmerin bzw. Teilnehmer für folgende Veranstaltung angemeldet:');
    // Issue 31: the date as facts (the list of title, day and place became the participants' facts).
    expect(mail.text).toContain('Termin: 11.01.2027 bis 12.01.2027, jeweils 09:00–17:00 Uhr');
    expect(mail.links).toEqual([]);
  });

  it("a guest's receipt, expired payment link and withdrawal receipt greet neutrally and carry no typed text", () => {
    const typed = /Erika|Müller|Söhne|Hauptstraße|München|DE999999999|Max|Muster|max@example/;
    const facts = mailBookingFacts(bookingData());
    const mails = [
      renderMail(
        'booking_received',
        { ...facts, confirmation_token: 'abc', hold_expires_at: '2026-11-24T11:00:00Z' },
        context,
      ),
      renderMail('payment_link_expired', facts, context),
      renderMail('withdrawal_received', unnamedWithdrawalData, context),
    ];
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Guten Tag,\n/);
      expect(mail.text).not.toMatch(typed);
      expect(mail.html).not.toMatch(typed);
      for (const link of mail.links) expect(link.url.startsWith('https://akademie.example/')).toBe(true);
    }
    // The academy's facts stay: number, the date and seats, the amounts, the confirmation link.
    const [receipt] = mails;
    expect(receipt!.subject).toBe('Ihre Buchung DA-2026-000042 ist eingegangen');
    expect(receipt!.text).toContain(
      'SEO-Grundlagen – 03.12.2026, 09:00 Uhr, Digitalakademie Berlin, Berlin – 2 × 1.290,00 € = 2.580,00 € netto',
    );
    expect(receipt!.text).toContain('Gesamtbetrag (brutto): 3.070,20 €');
    expect(receipt!.links[0]).toEqual({
      label: 'Buchung bestätigen',
      url: `https://akademie.example${paths.confirmBooking}?token=abc`,
    });
    // A customer whose confirmed account booked keeps the personal greeting.
    expect(renderMail('booking_received', bookingData(), context).text).toMatch(/^Guten Tag Erika Müller,/);
    expect(renderMail('withdrawal_received', withdrawalData, context).text).toMatch(/^Guten Tag Erika Müller,/);
  });

  it('the academy learns of a payment that is not the booking total: amounts, Stripe session, what to do', () => {
    const mail = renderMail('academy_payment_mismatch', mismatchData, context);
    expect(mail.subject).toBe('Zahlung prüfen: Betrag weicht ab – Buchung DA-2026-000042');
    expect(mail.text).toMatch(/^Hallo Team,/);
    expect(mail.text).toContain('Erwartet (brutto): 3.070,20 €');
    expect(mail.text).toContain('Erhalten: 0,01 €');
    expect(mail.text).toContain('Stripe-Checkout-Session: cs_test_a1');
    expect(mail.text).toContain('Stripe-Ereignis: evt_test_1');
    expect(mail.text).toContain('Was zu tun ist: Prüfen Sie die Zahlung im Stripe-Dashboard');
    expect(mail.links).toEqual([
      { label: 'Zur Buchung', url: 'https://akademie.example/admin/bookings?q=DA-2026-000042' },
    ]);
    const dollars = renderMail(
      'academy_payment_mismatch',
      { ...mismatchData, payment: { ...mismatchData.payment, amount_cents: 307_020, currency: 'usd' } },
      context,
    );
    expect(dollars.text).toContain('Erhalten: 3.070,20 USD');
    const nothing = renderMail(
      'academy_payment_mismatch',
      { ...mismatchData, payment: { amount_cents: null, currency: null, session_id: null, event_id: 'evt_test_2' } },
      context,
    );
    expect(nothing.text).toContain('Erhalten: kein Betrag übermittelt');
    expect(nothing.text).toContain('Stripe-Checkout-Session: nicht übermittelt');
  });

  it("mails to an address nobody confirmed carry none of the visitor's text and link only to the academy (mail limits)", () => {
    const typed = /Jana|Beispiel AG|SEO für das Marketing-Team|Q1 2027|Hamburg|Gerda/;
    for (const template of ['inhouse_request_received', 'waitlist_confirm', 'waitlist_already_joined'] as const) {
      const mail = renderMail(template, dataFor(template), context);
      expect(mail.text).toMatch(/^Guten Tag,/);
      expect(mail.text).not.toMatch(typed);
      for (const link of mail.links) expect(link.url.startsWith('https://akademie.example/')).toBe(true);
    }
    const notice = renderMail('waitlist_already_joined', dataFor('waitlist_already_joined'), context);
    expect(notice.subject).toBe('Sie stehen bereits auf der Warteliste');
    expect(notice.links).toEqual([
      { label: 'Von der Warteliste abmelden', url: `https://akademie.example${paths.waitlistLeave}?token=leave-token` },
    ]);
    // The academy's own copy keeps every field.
    expect(renderMail('inhouse_request_academy', inhouseData, context).text).toContain('SEO für das Marketing-Team');
  });

  it("the certificate mail attaches the Teilnahmebescheinigung as PDF, built by the dashboard's builder", async () => {
    const mail = renderMail('certificate_issued', certificateData, context);
    expect(mail.subject).toBe('Ihre Teilnahmebescheinigung: SEO-Grundlagen');
    expect(mail.text).toContain('(Teilnahmebescheinigung.pdf, 14,5 Zeitstunden) finden Sie im Anhang');
    expect(mail.links).toEqual([
      { label: 'Teilnahmebescheinigung herunterladen', url: `https://akademie.example${paths.dashboard}` },
    ]);
    const [pdf] = await buildAttachments(mail, certificateData);
    expect(pdf).toMatchObject({ filename: 'Teilnahmebescheinigung.pdf', contentType: 'application/pdf' });
    expect(new TextDecoder().decode(pdf!.content.slice(0, 5))).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(pdf!.content);
    expect(document.getTitle()).toBe('Teilnahmebescheinigung Katharina Neumann');
    expect(document.getAuthor()).toBe(certificateData.academy.name);
    // Issue 31: the signatory and the number the academy verifies are printed on it.
    const lines = await pdfText(pdf!.content);
    expect(lines).toContain('Dr. Katharina Lehmann, Geschäftsführung');
    expect(lines).toContain('Bescheinigungsnummer: TB-3F9A-1C2B-7D4E');
  });

  it('a barrier report reaches the academy with every typed text escaped, no markup or link of the visitor live', () => {
    const mail = renderMail('accessibility_feedback_academy', accessibilityFeedbackData, context);
    expect(mail.html).not.toMatch(/<script|<b>|href="https:\/\/evil/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Erika &lt;b&gt;Muster&lt;/b&gt;');
    expect(mail.text).toContain('Seite: /checkout');
  });

  it('refuses an unknown template', () => {
    expect(() => renderMail('nope', {}, context)).toThrow('Unknown mail template: nope');
  });
});
