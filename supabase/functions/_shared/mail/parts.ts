/** Pieces several booking mails share: greeting, the booked dates, totals, the academy's signature. */
import type { InvoiceSnapshot } from '../invoice/types';
import { instantDay, instantTime, longDay, money, percent, shortDay } from './format';
import type { MailAcademy, MailBooking, MailLegalData, MailBookingFacts, MailBookingItem, MailContext } from './types';

/** By name where the booking carries one; a mail to an unverified address has none (mail limits). */
export function greetingOf(booking: MailBookingFacts): string {
  return booking.customer_first_name && booking.customer_last_name
    ? `Guten Tag ${booking.customer_first_name} ${booking.customer_last_name},`
    : 'Guten Tag,';
}

export function signatureOf(academy: MailAcademy): string {
  return (
    `Mit freundlichen Grüßen\nIhr Team der ${academy.name}\n` +
    `${academy.street}, ${academy.postal_code} ${academy.city} · ${academy.phone} · ${academy.email}`
  );
}

/** The seller's legal data (§ 35a GmbHG, § 5 DDG) under every mail, from the same settings as the invoice seller. */
export function legalFooterOf(academy: MailLegalData): string {
  const directors = academy.managing_directors.join(', ');
  return (
    `${academy.legal_name} · ${academy.street} · ${academy.postal_code} ${academy.city}\n` +
    `${academy.register_court}, ${academy.register_number} · ` +
    `Geschäftsführung: ${directors} · USt-IdNr. ${academy.vat_id}`
  );
}

/** Issue 30: names the attached credit note and the invoice it cancels. */
export function creditNoteSentence(credit: InvoiceSnapshot): string {
  const original = credit.precedingInvoice ? ` zur Rechnung ${credit.precedingInvoice.number}` : '';
  const xml = credit.buyerIsBusiness ? ', dazu als XRechnung (XML)' : '';
  return `Die Rechnungskorrektur ${credit.number}${original} finden Sie als PDF im Anhang${xml}.`;
}

/** `SEO-Grundlagen – 03.12.2026, 09:00 Uhr, Berlin` (webinars: `… 17:00 Uhr, Online`). */
export function itemWhen(item: Omit<MailBookingItem, 'participants'>): string {
  if (item.is_webinar) return `${instantDay(item.starts_at)}, ${instantTime(item.starts_at)}, Online`;
  const time = item.start_time ? `, ${item.start_time.slice(0, 5)} Uhr` : '';
  return `${shortDay(item.start_date)}${time}, ${item.location_name}`;
}

export function itemLine(item: Omit<MailBookingItem, 'participants'>): string {
  return (
    `${item.title} – ${itemWhen(item)} – ${item.quantity} × ${money(item.unit_net_cents)} = ` +
    `${money(item.line_net_cents)} netto`
  );
}

export function itemLines(booking: MailBookingFacts): string[] {
  return booking.items.map(itemLine);
}

/**
 * The booking's VAT per rate, rates ascending: each rate's net sum and its VAT, rounded on that sum (book_cart gives
 * every line its share of its rate's VAT, so the shares add up to it; docs/pricing.md).
 */
export function vatByRate(booking: MailBookingFacts): Array<{ rate: number; net: number; vat: number }> {
  const rates = [...new Set(booking.items.map((item) => Number(item.vat_rate)))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const items = booking.items.filter((item) => Number(item.vat_rate) === rate);
    return {
      rate,
      net: items.reduce((sum, item) => sum + item.line_net_cents, 0),
      vat: items.reduce((sum, item) => sum + item.line_vat_cents, 0),
    };
  });
}

/** Net, the VAT (one row per rate when there are several), gross. */
export function totalsRows(booking: MailBookingFacts): Array<[string, string]> {
  const rates = vatByRate(booking);
  const vatRows: Array<[string, string]> =
    rates.length > 1
      ? rates.map(({ rate, net, vat }) => [`zzgl. ${percent(rate)} MwSt. auf ${money(net)}`, money(vat)])
      : [[`zzgl.${rates.length === 1 ? ` ${percent(rates[0]!.rate)}` : ''} MwSt.`, money(booking.vat_cents)]];
  return [
    ['Zwischensumme (netto)', money(booking.net_cents)],
    ...vatRows,
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

/** A guest's booking by its secret (`paths.guestBooking`, docs/booking-rules.md „Ihre Buchung ansehen“). */
export function guestBookingUrl(context: MailContext, viewToken: string): string {
  return siteLink(context, `/meine-buchung?code=${encodeURIComponent(viewToken)}`);
}

/**
 * The booker's way back to the booking: a guest (no account) gets „Ihre Buchung ansehen“ with the booking's secret
 * link, a customer with an account „Zu meinen Buchungen“ (the dashboard).
 */
export function bookingLink(
  data: { view_token?: string },
  context: MailContext,
): { kind: 'action'; label: string; url: string } {
  return data.view_token
    ? { kind: 'action', label: 'Ihre Buchung ansehen', url: guestBookingUrl(context, data.view_token) }
    : { kind: 'action', label: 'Zu meinen Buchungen', url: accountUrl(context) };
}

/**
 * The booking with a step already chosen (a cancelled date: `umbuchen=<item>` with or without `termin=<session>`, or
 * `erstattung=<item>`): the guest's secret link or the dashboard, as `bookingLink` decides.
 */
export function bookingActionUrl(
  data: { view_token?: string },
  context: MailContext,
  params: ReadonlyArray<readonly [string, string]>,
): string {
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return data.view_token ? `${guestBookingUrl(context, data.view_token)}&${query}` : `${accountUrl(context)}?${query}`;
}

/** The `Buchung bestätigen` link: the app's confirmation page (`paths.confirmBooking`) with the booking's token. */
export function confirmBookingUrl(context: MailContext, token: string): string {
  return siteLink(context, `/buchung-bestaetigen?token=${encodeURIComponent(token)}`);
}

export function siteLink(context: MailContext, path: string): string {
  return `${context.siteUrl.replace(/\/+$/, '')}${path}`;
}

export { longDay };
