/**
 * Umbuchen: the booker's `booking_rebooked` and each participant's `participant_rebooked`, rendered from their outbox
 * data as `rebook_booking_item` writes it (tests/supabase/mailFixtures.ts), with the documents and both calendar
 * files built as the senders build them (buildAttachments) and read back with ical.js (docs/mail.md, docs/calendar.md).
 */
import { HtmlValidate } from 'html-validate';
import ICAL from 'ical.js';
import { buildInvoicePdf, buildInvoiceXml } from '@shared/invoice';
import type { InvoiceSnapshot } from '@shared/invoice/types';
import {
  buildAttachments,
  MAIL_TEMPLATE_NAMES,
  renderMail,
  type BookingRebookedData,
  type RenderedMail,
} from '../../supabase/functions/_shared/mail';
import { companyWithLeitwegId, consumer, creditNote } from '../invoice/fixtures';
import { bookingData, NEW_SESSION_ID, OLD_SESSION_ID, participantRebookedData, rebookingData } from './mailFixtures';

const context = { siteUrl: 'https://akademie.example/' };
const BOOKING_ID = bookingData().booking.id;
const NUMBER = 'DA-2026-000042';
const UID_DOMAIN = 'buchungen.digitalakademie.test';

const htmlValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'no-inline-style': 'off' },
});

/** The new invoice of a business buyer who paid the old one: the rest is due by its terms. */
const companyInvoice: InvoiceSnapshot = {
  ...companyWithLeitwegId,
  number: 'RE-2026-00051',
  issueDate: '2026-12-01',
  bookingNumber: NUMBER,
  payment: {
    method: 'invoice',
    dueDate: '2026-12-15',
    terms: 'Den Restbetrag zahlen Sie bitte innerhalb von 14 Tagen bis 15.12.2026 unter Angabe der Rechnungsnummer.',
  },
};
/** The credit note of the booking's old invoice RE-2026-00042 (business buyer: with its XRechnung). */
const companyCredit: InvoiceSnapshot = {
  ...creditNote,
  number: 'GS-2026-00009',
  issueDate: '2026-12-01',
  bookingNumber: NUMBER,
  precedingInvoice: { number: 'RE-2026-00042', issueDate: '2026-11-23' },
};
const consumerInvoice: InvoiceSnapshot = { ...consumer, number: 'RE-2026-00052', bookingNumber: NUMBER };
const consumerCredit: InvoiceSnapshot = {
  ...consumerInvoice,
  typeCode: 381,
  number: 'GS-2026-00010',
  precedingInvoice: { number: 'RE-2026-00043', issueDate: '2026-11-23' },
};
const consumerBooking = { customer_type: 'private' as const, company_name: null, vat_id: null };

/** The outbox stores JSON: render what comes back from it. */
function stored<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T;
}

async function validHtml(mail: RenderedMail): Promise<string[]> {
  const report = await htmlValidator.validateString(mail.html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

/** The calendar files only (the invoice documents are tested once, they take a while to build). */
async function calendarFiles(mail: RenderedMail, data: unknown): Promise<Record<string, string>> {
  const specs = mail.attachments.filter((spec) => spec.contentType === 'text/calendar');
  const files = await buildAttachments({ ...mail, attachments: specs }, data);
  return Object.fromEntries(files.map((file) => [file.filename, new TextDecoder().decode(file.content)]));
}

/** Berlin wall-clock `YYYY-MM-DD HH:MM` of an ical.js UTC time. */
function berlin(time: ICAL.Time): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(time.toJSDate());
}

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: berlin(event.startDate),
        end: berlin(event.endDate),
        summary: event.summary,
        location: event.location,
        url: String(component.getFirstPropertyValue('url')),
        status: String(component.getFirstPropertyValue('status')),
        sequence: Number(component.getFirstPropertyValue('sequence')),
      };
    }),
  };
}

const uid = (sessionId: string, day: string) => `${BOOKING_ID}-${sessionId}-${day}@${UID_DOMAIN}`;

describe('booking_rebooked (to the booker)', () => {
  it('is in the catalogue with the participants’ mail', () => {
    expect(MAIL_TEMPLATE_NAMES).toEqual(expect.arrayContaining(['booking_rebooked', 'participant_rebooked']));
  });

  it('a company’s invoice booking with a fee: old and new date, fee, totals, the rest due by the new invoice', async () => {
    const data = stored(rebookingData({ invoice: companyInvoice, credit_note: companyCredit }));
    const mail = renderMail('booking_rebooked', data, context);
    expect(mail.subject).toBe(`Umbuchung bestätigt – Buchung ${NUMBER}`);
    expect(mail.text).toMatch(/^Guten Tag Erika Müller,\n/);
    for (const line of [
      `wir bestätigen die Umbuchung in Ihrer Buchung ${NUMBER}.`,
      'Bisheriger Termin: SEO-Grundlagen – 03.12.2026 bis 04.12.2026, jeweils 09:00–17:00 Uhr – Digitalakademie ' +
        'Berlin, Friedrichstraße 120, 10117 Berlin',
      'Neuer Termin: SEO-Grundlagen – 14.01.2027 bis 15.01.2027, jeweils 09:30–16:30 Uhr – Hafenkontor ' +
        'Workshop-Etage, Am Sandtorkai 50, 20457 Hamburg',
      'Plätze: 2 Plätze',
      'Die Teilnehmenden bleiben dieselben: Erika Müller, Max Muster.',
      'Für die Umbuchung berechnen wir eine Gebühr von 59,50 € (50,00 € netto zzgl. MwSt.); sie ist im neuen ' +
        'Gesamtbetrag enthalten.',
      'Bisheriger Gesamtbetrag (brutto): 3.070,20 €\nUmbuchungsgebühr (brutto): 59,50 €\n' +
        'Neuer Gesamtbetrag (brutto): 3.367,70 €\nMehrbetrag: 297,50 €',
      'Bitte überweisen Sie den noch offenen Betrag von 297,50 € bis zum 15.12.2026 unter Angabe der ' +
        'Rechnungsnummer RE-2026-00051 an Testbank Berlin, IBAN DE02120300000000202051, BIC BYLADEM1001.',
      'Die neue Rechnung RE-2026-00051 finden Sie als PDF im Anhang, dazu als XRechnung (XML) für Ihre Buchhaltung. ' +
        'Die Rechnungskorrektur GS-2026-00009 zur Rechnung RE-2026-00042 finden Sie als PDF im Anhang, dazu als ' +
        'XRechnung (XML). Die bisherige Rechnung RE-2026-00042 ist damit aufgehoben; es gilt die neue Rechnung ' +
        'RE-2026-00051.',
      `Ihre Termine finden Sie als Kalenderdatei im Anhang (Termine-${NUMBER}.ics), dazu die Absage des bisherigen ` +
        `Termins (Abgesagt-${NUMBER}.ics).`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toMatch(/kostenfrei|erstatten|Minderbetrag/);
    expect(mail.links).toEqual([{ label: 'Zu meinen Buchungen', url: 'https://akademie.example/dashboard' }]);
    expect(mail.html).toContain('<dt><strong>Neuer Gesamtbetrag (brutto)</strong></dt><dd>3.367,70 €</dd>');
    expect(mail.html).toContain('href="https://akademie.example/dashboard"');
    expect(mail.headers).toEqual({ 'Reply-To': 'info@akademie.test' });
    expect(await validHtml(mail)).toEqual([]);

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Rechnung-RE-2026-00051.pdf', 'application/pdf'],
      ['XRechnung-RE-2026-00051.xml', 'application/xml'],
      ['Rechnungskorrektur-GS-2026-00009.pdf', 'application/pdf'],
      ['XRechnung-GS-2026-00009.xml', 'application/xml'],
      [`Termine-${NUMBER}.ics`, 'text/calendar'],
      [`Abgesagt-${NUMBER}.ics`, 'text/calendar'],
    ]);
    // Built as the senders build them: the issued records' own documents (the dashboard's bytes), then the calendars.
    const files = await buildAttachments(mail, data);
    expect(Buffer.from(files[0]!.content).equals(Buffer.from(await buildInvoicePdf(companyInvoice)))).toBe(true);
    expect(new TextDecoder().decode(files[1]!.content)).toBe(await buildInvoiceXml(companyInvoice, 'cii'));
    expect(Buffer.from(files[2]!.content).equals(Buffer.from(await buildInvoicePdf(companyCredit)))).toBe(true);
    expect(new TextDecoder().decode(files[3]!.content)).toBe(await buildInvoiceXml(companyCredit, 'cii'));
    expect(read(new TextDecoder().decode(files[4]!.content)).method).toBe('PUBLISH');
    expect(read(new TextDecoder().decode(files[5]!.content)).method).toBe('CANCEL');
  }, 60_000);

  it('a consumer’s paid booking moved to a cheaper date: free of charge, the difference refunded, no XRechnung', async () => {
    const data = stored(
      rebookingData({
        unit_net_cents: 119000,
        fee_net_cents: 0,
        paid: true,
        booking: { ...consumerBooking, payment_method: 'online' },
        invoice: consumerInvoice,
        credit_note: consumerCredit,
      }),
    );
    expect(data.rebooking).toMatchObject({ difference_cents: -23800, refund_cents: 23800, due_cents: 0 });
    const mail = renderMail('booking_rebooked', data, context);
    expect(mail.text).toContain('Die Umbuchung ist kostenfrei.');
    expect(mail.text).not.toContain('verzichtet');
    expect(mail.text).toContain(
      'Bisheriger Gesamtbetrag (brutto): 3.070,20 €\nNeuer Gesamtbetrag (brutto): 2.832,20 €\nMinderbetrag: 238,00 €',
    );
    expect(mail.text).toContain(
      'Den zu viel gezahlten Betrag von 238,00 € erstatten wir innerhalb von 14 Tagen über das ursprüngliche ' +
        'Zahlungsmittel.',
    );
    expect(mail.text).not.toMatch(/überweisen|Umbuchungsgebühr|Mehrbetrag|XRechnung/);
    expect(mail.text).toContain(
      'Die neue Rechnung RE-2026-00052 finden Sie als PDF im Anhang. Die Rechnungskorrektur GS-2026-00010 zur ' +
        'Rechnung RE-2026-00043 finden Sie als PDF im Anhang.',
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'Rechnung-RE-2026-00052.pdf',
      'Rechnungskorrektur-GS-2026-00010.pdf',
      `Termine-${NUMBER}.ics`,
      `Abgesagt-${NUMBER}.ics`,
    ]);
    expect(await validHtml(mail)).toEqual([]);
  });

  it('a guest’s booking links „Ihre Buchung ansehen“ with its secret, never the dashboard; unpaid: the whole new total', async () => {
    const data = stored(
      rebookingData({
        paid: false,
        booking: consumerBooking,
        invoice: consumerInvoice,
        credit_note: consumerCredit,
        view_token: 'view+token/1',
      }),
    );
    const mail = renderMail('booking_rebooked', data, context);
    expect(mail.links).toEqual([
      { label: 'Ihre Buchung ansehen', url: 'https://akademie.example/meine-buchung?code=view%2Btoken%2F1' },
    ]);
    expect(mail.text).toContain('Ihre Buchung ansehen: https://akademie.example/meine-buchung?code=view%2Btoken%2F1');
    expect(mail.text).not.toMatch(/dashboard|Zu meinen Buchungen|Konto/);
    expect(mail.html).not.toContain('/dashboard');
    // Nothing was paid: the new invoice's whole amount, by its terms (consumer fixture: due 18.01.2027).
    expect(mail.text).toContain(
      'Bitte überweisen Sie 3.367,70 € bis zum 18.01.2027 unter Angabe der Rechnungsnummer RE-2026-00052',
    );
    expect(mail.text).not.toContain('noch offenen');
    expect(await validHtml(mail)).toEqual([]);
  });

  it('a fee an admin waived: kostenfrei, no fee row; the same total already paid means nothing to pay', async () => {
    const data = stored(
      rebookingData({
        unit_net_cents: 129000,
        fee_net_cents: 0,
        fee_waived: true,
        paid: true,
        invoice: companyInvoice,
        credit_note: companyCredit,
      }),
    );
    expect(data.rebooking).toMatchObject({ difference_cents: 0, refund_cents: 0, due_cents: 0, fee_waived: true });
    const mail = renderMail('booking_rebooked', data, context);
    expect(mail.text).toContain('Die Umbuchung ist kostenfrei. Auf die Umbuchungsgebühr haben wir verzichtet.');
    expect(mail.text).toContain(
      'Der neue Gesamtbetrag ist durch Ihre Zahlung bereits beglichen; Sie müssen nichts nachzahlen.',
    );
    expect(mail.text).not.toMatch(/Umbuchungsgebühr \(brutto\)|Mehrbetrag|Minderbetrag|überweisen|erstatten/);
    expect(mail.text).toContain('Neuer Gesamtbetrag (brutto): 3.070,20 €');
    expect(await validHtml(mail)).toEqual([]);
  });

  it('without an issued invoice or credit note it names none and attaches the two calendar files only', () => {
    const mail = renderMail('booking_rebooked', stored(rebookingData({ paid: false })), context);
    expect(mail.text).not.toMatch(/Rechnung/);
    expect(mail.text).toContain(`innerhalb von 14 Tagen unter Angabe der Buchungsnummer ${NUMBER}`);
    expect(mail.attachments.map((a) => a.kind)).toEqual(['calendar_ics', 'rebooking_cancel_ics']);
  });

  it('calendar files (ical.js): the old date is cancelled under its old UIDs, one per day; the new date has its own', async () => {
    const data = stored(rebookingData({ invoice: companyInvoice, credit_note: companyCredit }));
    const files = await calendarFiles(renderMail('booking_rebooked', data, context), data);
    expect(Object.keys(files)).toEqual([`Termine-${NUMBER}.ics`, `Abgesagt-${NUMBER}.ics`]);

    const cancelled = read(files[`Abgesagt-${NUMBER}.ics`]!);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events).toEqual([
      expect.objectContaining({
        uid: uid(OLD_SESSION_ID, '20261203'),
        start: '2026-12-03 09:00',
        end: '2026-12-03 17:00',
        summary: 'SEO-Grundlagen (Tag 1 von 2)',
        status: 'CANCELLED',
        sequence: 1,
      }),
      expect.objectContaining({
        uid: uid(OLD_SESSION_ID, '20261204'),
        start: '2026-12-04 09:00',
        end: '2026-12-04 17:00',
        summary: 'SEO-Grundlagen (Tag 2 von 2)',
        status: 'CANCELLED',
        sequence: 1,
      }),
    ]);
    // Exactly the UIDs the old date had: the confirmation of the booking before the move attached them.
    const before = bookingData();
    const confirmation = await calendarFiles(renderMail('booking_confirmed', before, context), before);
    const beforeUids = read(files[`Abgesagt-${NUMBER}.ics`]!).events.map((event) => event.uid);
    expect(read(confirmation[`Termine-${NUMBER}.ics`]!).events.map((event) => event.uid)).toEqual(beforeUids);
    // Stable: the booking's instant is its DTSTAMP, so every build of the row is the same file.
    expect(files[`Abgesagt-${NUMBER}.ics`]).toContain('DTSTAMP:20261123T091500Z');
    expect((await calendarFiles(renderMail('booking_rebooked', data, context), data))[`Abgesagt-${NUMBER}.ics`]).toBe(
      files[`Abgesagt-${NUMBER}.ics`],
    );

    const published = read(files[`Termine-${NUMBER}.ics`]!);
    expect(published.method).toBe('PUBLISH');
    expect(
      published.events.map(({ uid: id, start, end, status, sequence }) => [id, start, end, status, sequence]),
    ).toEqual([
      [uid(NEW_SESSION_ID, '20270114'), '2027-01-14 09:30', '2027-01-14 16:30', 'CONFIRMED', 0],
      [uid(NEW_SESSION_ID, '20270115'), '2027-01-15 09:30', '2027-01-15 16:30', 'CONFIRMED', 0],
    ]);
    for (const event of published.events) {
      expect(event.location).toBe('Hafenkontor Workshop-Etage, Am Sandtorkai 50, 20457 Hamburg');
      expect(event.url).toBe('https://www.digitalakademie.test/hamburg/seo-grundlagen');
    }
    for (const event of cancelled.events) {
      expect(event.location).toBe('Digitalakademie Berlin, Friedrichstraße 120, 10117 Berlin');
      expect(event.url).toBe('https://www.digitalakademie.test/berlin/seo-grundlagen');
    }
    // The new file is the booking's file as the confirmation would attach it now (one builder, docs/calendar.md).
    const now = await calendarFiles(renderMail('booking_confirmed', data, context), data);
    expect(files[`Termine-${NUMBER}.ics`]).toBe(now[`Termine-${NUMBER}.ics`]);
  });

  it('the booking’s other dates stay in the new file under their UIDs and are not cancelled', async () => {
    const base = rebookingData();
    const webinar = {
      ...bookingData().booking.items[0]!,
      id: '00000000-0000-4000-8000-0000000000a2',
      title: 'Newsletter-Marketing kompakt',
      location_name: 'Online',
      is_webinar: true,
      start_date: '2027-01-20',
      start_time: null,
      end_date: null,
      end_time: null,
      starts_at: '2027-01-20T16:00:00Z',
      duration_minutes: 90,
      venue: null,
      target_id: '00000000-0000-4000-8000-0000000000d1',
      page_path: '/webinar/newsletter-marketing-kompakt',
      quantity: 1,
    };
    const data: BookingRebookedData = stored({
      ...base,
      booking: { ...base.booking, items: [...base.booking.items, webinar] },
    });
    const files = await calendarFiles(renderMail('booking_rebooked', data, context), data);
    expect(read(files[`Termine-${NUMBER}.ics`]!).events.map((event) => event.uid)).toEqual([
      uid(NEW_SESSION_ID, '20270114'),
      uid(NEW_SESSION_ID, '20270115'),
      uid(webinar.target_id, '20270120'),
    ]);
    expect(read(files[`Abgesagt-${NUMBER}.ics`]!).events.map((event) => event.uid)).toEqual([
      uid(OLD_SESSION_ID, '20261203'),
      uid(OLD_SESSION_ID, '20261204'),
    ]);
  });
});

describe('participant_rebooked (to each participant of the moved line)', () => {
  it('names the booking, the old date that is dropped and the new one with address and arrival; nothing typed', async () => {
    const mail = renderMail('participant_rebooked', stored(participantRebookedData), context);
    expect(mail.subject).toBe('Neuer Termin für Ihre Teilnahme: SEO-Grundlagen');
    expect(mail.text).toMatch(/^Guten Tag,\n/);
    for (const line of [
      `als Teilnehmerin bzw. Teilnehmer der Buchung ${NUMBER} bei der Digitalakademie Deutschland angemeldet. Die ` +
        'Buchung wurde auf einen anderen Termin umgebucht.',
      'Der bisherige Termin entfällt für Sie: SEO-Grundlagen – 03.12.2026 bis 04.12.2026, jeweils 09:00–17:00 Uhr – ' +
        'Digitalakademie Berlin, Friedrichstraße 120, 10117 Berlin.',
      'Seminar: SEO-Grundlagen\nTermin: 14.01.2027 bis 15.01.2027, jeweils 09:30–16:30 Uhr\n' +
        'Ort: Hafenkontor Workshop-Etage, Am Sandtorkai 50, 20457 Hamburg\nAnreise: Eingang B, 3. Stock\n' +
        'Öffentliche Verkehrsmittel: U3 Baumwall, 5 Minuten zu Fuß\nParken: Parkhaus Sandtorkai, 200 m\n' +
        'Barrierefreiheit: stufenlos erreichbar. Aufzug am Eingang B',
      'erreichen Sie uns unter info@akademie.test oder 030 1234567.',
    ]) {
      expect(mail.text).toContain(line);
    }
    // Mail limits: nothing the booker typed (names, company, address), no prices.
    const typed = /Erika|Müller|Max|Muster|Söhne|Hauptstraße|München|€|netto|brutto|Gebühr|Rechnung/;
    expect(mail.text).not.toMatch(typed);
    expect(mail.html).not.toMatch(typed);
    expect(mail.links).toEqual([]);
    expect(mail.attachments).toEqual([]);
    expect(mail.headers).toEqual({ 'Reply-To': 'info@akademie.test' });
    expect(await validHtml(mail)).toEqual([]);
  });
});
