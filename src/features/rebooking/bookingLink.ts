/**
 * The links of a cancelled date's mail (`session_cancelled`; docs/booking-rules.md "A cancelled date: the booker's
 * choice"): `umbuchen=<line>` opens the rebooking of that line, with `termin=<date>` that date chosen;
 * `erstattung=<line>` opens its full refund. On `/dashboard`, and for a guest on `/meine-buchung?code=<secret>&…`.
 */
export const BOOKING_LINK_PARAMS = ['umbuchen', 'termin', 'erstattung'] as const;

/** What a link asks for, once read off the address. */
export type BookingLinkRequest =
  { action: 'rebook'; itemId: string; sessionId: string | null } | { action: 'refund'; itemId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * The request of the address's query, or null. Only ids of the right form count (anything else names no line); a
 * malformed `termin` leaves the date to choose.
 */
export function bookingLinkOf(params: URLSearchParams): BookingLinkRequest | null {
  const rebook = uuidParam(params, 'umbuchen');
  if (rebook) return { action: 'rebook', itemId: rebook, sessionId: uuidParam(params, 'termin') };
  const refund = uuidParam(params, 'erstattung');
  return refund ? { action: 'refund', itemId: refund } : null;
}

/** Whether the query carries any of the link's parameters (also a malformed one, which is removed all the same). */
export function hasBookingLink(params: URLSearchParams): boolean {
  return BOOKING_LINK_PARAMS.some((name) => params.has(name));
}

/** `?umbuchen=…&termin=…`: only the link's parameters of the query (what /meine-buchung keeps of its address). */
export function bookingLinkSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of BOOKING_LINK_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}

/** The query without the link's parameters (once the link has been followed). */
export function searchWithoutBookingLink(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of BOOKING_LINK_PARAMS) rest.delete(name);
  const search = rest.toString();
  return search ? `?${search}` : '';
}
