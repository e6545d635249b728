import { paths } from '@/config/paths';
import {
  buildAttachments,
  MAIL_TEMPLATE_NAMES,
  renderMail,
  type MailTemplateName,
} from '../../supabase/functions/_shared/mail';
import { mailBookingFacts } from '../../mocks/app/mail/mailData';
import { bookingData, certificateData, inhouseData, waitlistData, withdrawalData } from './mailFixtures';

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

/** Data for each template, as the outbox stores it. */
function dataFor(template: MailTemplateName): unknown {
  if (template.startsWith('auth_')) return { confirmation_url: 'https://auth.example/verify?x=1&y=2', token: '123456' };
  if (template === 'inhouse_request_received') return { academy: inhouseData.academy };
  if (template.startsWith('inhouse_')) return inhouseData;
  if (template === 'webinar_access') return { ...bookingData(), item_id: itemId, join_url: 'https://meet.example/x' };
  if (['session_cancelled', 'reminder_7_days', 'reminder_1_day'].includes(template)) {
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
  if (template === 'participant_changed') {
    const { academy, booking } = bookingData();
    return { academy, item: booking.items[0] };
  }
  if (template === 'certificate_issued') return certificateData;
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

  it('booking confirmed attaches the invoice PDF and the calendar file', async () => {
    const data = bookingData();
    const mail = renderMail('booking_confirmed', data, context);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'Rechnung-DA-2026-000042.pdf',
      'Termine-DA-2026-000042.ics',
    ]);
    const [pdf, ics] = await buildAttachments(mail, data);
    expect(new TextDecoder().decode(pdf!.content.slice(0, 5))).toBe('%PDF-');
    const calendar = new TextDecoder().decode(ics!.content);
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('DTSTART:20261203T080000Z');
    expect(calendar).toContain('SUMMARY:SEO-Grundlagen');
  });

  it('the waiting list: confirmation and offer links open the app pages with their token; webinars are online', () => {
    const confirm = renderMail('waitlist_confirm', dataFor('waitlist_confirm'), context);
    expect(confirm.subject).toBe('Bitte bestätigen Sie Ihren Eintrag auf der Warteliste');
    expect(confirm.text).toContain(
      'Sie möchten auf die Warteliste für SEO-Grundlagen am 12.03.2027 in Berlin (2 Platz/Plätze).',
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
    expect(offer.text).toContain('sind 2 Platz/Plätze für Sie reserviert – bis 01.03.2027, 10:30 Uhr.');
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
    expect(mail.text).toContain('• 03.12.2026, 09:00 Uhr');
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
  });

  it('refuses an unknown template', () => {
    expect(() => renderMail('nope', {}, context)).toThrow('Unknown mail template: nope');
  });
});
