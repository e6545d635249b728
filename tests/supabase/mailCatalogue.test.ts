import { paths } from '@/config/paths';
import {
  buildAttachments,
  MAIL_TEMPLATE_NAMES,
  renderMail,
  type MailTemplateName,
} from '../../supabase/functions/_shared/mail';
import { bookingData, inhouseData } from './mailFixtures';

const context = { siteUrl: 'https://akademie.example/' };
const itemId = bookingData().booking.items[0]!.id;

/** Data for each template, as the outbox stores it. */
function dataFor(template: MailTemplateName): unknown {
  if (template.startsWith('auth_')) return { confirmation_url: 'https://auth.example/verify?x=1&y=2', token: '123456' };
  if (template.startsWith('inhouse_')) return inhouseData;
  if (template === 'webinar_access') return { ...bookingData(), item_id: itemId, join_url: 'https://meet.example/x' };
  if (['session_cancelled', 'reminder_7_days', 'reminder_1_day'].includes(template)) {
    return { ...bookingData(), item_id: itemId };
  }
  if (template === 'academy_refund_due') return { ...bookingData({ paid: true }), refund_cents: 307_020 };
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

  it('refuses an unknown template', () => {
    expect(() => renderMail('nope', {}, context)).toThrow('Unknown mail template: nope');
  });
});
