/**
 * The booking confirmation the live system sends from an edge function after `book_cart`; in the demo it lands in
 * the Demo-Postfach. Kept out of the booking rule itself (the SQL sends no mail): register.ts wraps book_cart with it.
 */
import { siteUrl } from '../auth/settings';
import type { MockDb } from '../db/mockDb';
import { sendMail } from '../mailbox/mailbox';
import { holdMailPart } from './holdMail';
import { paths } from '../../src/config/paths';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const money = (cents: unknown) => euro.format(Number(cents) / 100);
const germanDate = (iso: unknown) => String(iso).split('-').reverse().join('.');

const PAYMENT_TEXT: Record<string, string> = {
  invoice: 'Kauf auf Rechnung – die Rechnung erhalten Sie separat per E-Mail.',
  online: 'Online-Zahlung – bitte schließen Sie die Zahlung ab, falls noch nicht geschehen.',
};

export function sendBookingConfirmation(db: MockDb, bookingId: string): void {
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  if (!booking) return;
  const items = db.rows('booking_items').filter((item) => item.booking_id === bookingId);
  const lines = items.map(
    (item) =>
      `• ${String(item.title)} – ${germanDate(item.start_date)}, ${String(item.location_name)} – ` +
      `${String(item.quantity)} × ${money(item.unit_net_cents)} = ${money(item.line_net_cents)} netto`,
  );
  const rate = booking.vat_rate === null ? '' : ` ${String(booking.vat_rate).replace('.', ',')} %`;
  const totals = [
    `Zwischensumme (netto): ${money(booking.net_cents)}`,
    `zzgl.${rate} MwSt.: ${money(booking.vat_cents)}`,
    `Gesamtbetrag (brutto): ${money(booking.gross_cents)}`,
  ];
  const accountUrl = `${siteUrl()}${paths.dashboard}`;
  const name = `${String(booking.customer_first_name)} ${String(booking.customer_last_name)}`;
  const hold = holdMailPart(db, bookingId);
  const text = [
    `Guten Tag ${name},`,
    '',
    `vielen Dank für Ihre Buchung bei der Digitalakademie Deutschland. Ihre Buchungsnummer lautet ${String(booking.booking_number)}.`,
    '',
    ...lines,
    '',
    ...totals,
    '',
    `Zahlungsart: ${PAYMENT_TEXT[String(booking.payment_method)] ?? String(booking.payment_method)}`,
    '',
    ...(hold.lines.length ? [...hold.lines, ''] : []),
    `Ihre Buchungen finden Sie jederzeit in Ihrem Konto: ${accountUrl}`,
    '',
    'Ihre Digitalakademie Deutschland',
  ].join('\n');
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html =
    `<p>Guten Tag ${escape(name)},</p><p>vielen Dank für Ihre Buchung. Ihre Buchungsnummer lautet ` +
    `<strong>${escape(String(booking.booking_number))}</strong>.</p><ul>${lines.map((l) => `<li>${escape(l.slice(2))}</li>`).join('')}</ul>` +
    `<p>${totals.map(escape).join('<br>')}</p><p>Zahlungsart: ${escape(PAYMENT_TEXT[String(booking.payment_method)] ?? '')}</p>` +
    hold.lines.map((l) => `<p>${escape(l)}</p>`).join('') +
    hold.links.map((l) => `<p><a href="${escape(l.url)}">${escape(l.label)}</a></p>`).join('') +
    `<p><a href="${accountUrl}">Zu meinen Buchungen</a></p><p>Ihre Digitalakademie Deutschland</p>`;
  sendMail(db, {
    to: String(booking.customer_email),
    subject: `Ihre Buchung ${String(booking.booking_number)}`,
    text,
    html,
    links: [...hold.links, { label: 'Zu meinen Buchungen', url: accountUrl }],
  });
}
