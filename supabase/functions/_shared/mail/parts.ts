/** Pieces several booking mails share: greeting, the booked dates, totals, the academy's signature. */
import { instantDay, instantTime, longDay, money, percent, shortDay } from './format';
import type { MailAcademy, MailBooking, MailBookingItem, MailContext } from './types';

export function greetingOf(booking: MailBooking): string {
  return `Guten Tag ${booking.customer_first_name} ${booking.customer_last_name},`;
}

export function signatureOf(academy: MailAcademy): string {
  return (
    `Mit freundlichen Grüßen\nIhr Team der ${academy.name}\n` +
    `${academy.street}, ${academy.postal_code} ${academy.city} · ${academy.phone} · ${academy.email}`
  );
}

/** `SEO-Grundlagen – 03.12.2026, 09:00 Uhr, Berlin` (webinars: `… 17:00 Uhr, Online`). */
export function itemWhen(item: MailBookingItem): string {
  if (item.is_webinar) return `${instantDay(item.starts_at)}, ${instantTime(item.starts_at)}, Online`;
  const time = item.start_time ? `, ${item.start_time.slice(0, 5)} Uhr` : '';
  return `${shortDay(item.start_date)}${time}, ${item.location_name}`;
}

export function itemLine(item: MailBookingItem): string {
  return (
    `${item.title} – ${itemWhen(item)} – ${item.quantity} × ${money(item.unit_net_cents)} = ` +
    `${money(item.line_net_cents)} netto`
  );
}

export function itemLines(booking: MailBooking): string[] {
  return booking.items.map(itemLine);
}

export function totalsRows(booking: MailBooking): Array<[string, string]> {
  const rates = [...new Set(booking.items.map((item) => item.vat_rate))];
  const rate = rates.length === 1 ? ` ${percent(rates[0]!)}` : '';
  return [
    ['Zwischensumme (netto)', money(booking.net_cents)],
    [`zzgl.${rate} MwSt.`, money(booking.vat_cents)],
    ['Gesamtbetrag (brutto)', money(booking.gross_cents)],
  ];
}

export function itemOf(booking: MailBooking, itemId: string): MailBookingItem {
  const item = booking.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new Error(`Booking ${booking.booking_number} has no item ${itemId}`);
  return item;
}

export function accountUrl(context: MailContext): string {
  return `${context.siteUrl.replace(/\/+$/, '')}/dashboard`;
}

/** The `Buchung bestätigen` link: the app's confirmation page (`paths.confirmBooking`) with the booking's token. */
export function confirmBookingUrl(context: MailContext, token: string): string {
  return siteLink(context, `/buchung-bestaetigen?token=${encodeURIComponent(token)}`);
}

export function siteLink(context: MailContext, path: string): string {
  return `${context.siteUrl.replace(/\/+$/, '')}${path}`;
}

export { longDay };
