/**
 * The academy's notice that a paid booking was cancelled and money must go back. In the demo it lands in the
 * Demo-Postfach of the academy's address (settings.email); one builder, so the mail catalogue can take it over.
 */
import { siteUrl } from '../auth/settings';
import type { MockDb } from '../db/mockDb';
import { sendMail } from '../mailbox/mailbox';
import { paths } from '../../src/config/paths';
import { formatCents } from '../../src/lib/format';

export function sendRefundNotice(db: MockDb, bookingId: string): void {
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  const academy = db.rows('settings').find((s) => s.id === 1);
  if (!booking || !academy || booking.refund_cents === null || booking.refund_cents === undefined) return;
  const url = `${siteUrl()}${paths.adminBookings}?q=${encodeURIComponent(String(booking.booking_number))}`;
  const amount = formatCents(Number(booking.refund_cents));
  sendMail(db, {
    to: String(academy.email),
    subject: `Erstattung nötig: Buchung ${String(booking.booking_number)} storniert`,
    text: [
      `Die bezahlte Buchung ${String(booking.booking_number)} von ${String(booking.customer_first_name)} ${String(booking.customer_last_name)} (${String(booking.customer_email)}) wurde storniert.`,
      `Zu erstatten: ${amount}.`,
      `Die Buchung ist zur Nachbearbeitung markiert: ${url}`,
    ].join('\n'),
    html: `<p>Die bezahlte Buchung <strong>${String(booking.booking_number)}</strong> wurde storniert.</p><p>Zu erstatten: ${amount}.</p><p><a href="${url}">Zur Buchung</a></p>`,
    links: [{ label: 'Zur Buchung', url }],
  });
}
