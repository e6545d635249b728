/** Makes outcomes of both backends comparable: generated ids, instants and booking numbers become placeholders. */
import { berlinDates } from '../../mocks/seed';

/** Ids the scenarios name: seed rows (a1…–aa…) and scenario fixtures (c0…). Other uuids are generated. */
const FIXED_ID = /^(a[1-9a]|c0)000000-0000-4000-8000-\d{12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)$/;
/** A booking's view token (private.new_view_token): 32 random bytes, base64url. */
const VIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A booking's view token: random, so only its form is compared. */
export const VIEW_TOKEN_VALUE = '<view token>';
/** A new booking number (private.new_booking_number): random, so only its form and year are compared. */
const BOOKING_NUMBER = /^DA-(\d{4})-[A-HJKMNP-Z2-9]{8}$/;

export const GENERATED_UUID = '<uuid>';
export const TIMESTAMPTZ = '<timestamptz>';
/** A new booking number of this (Berlin) year: `DA-YYYY-` and 8 random characters. */
export const BOOKING_NUMBER_OF_THIS_YEAR = 'DA-<this year>-<8 characters>';

export function normalise(value: unknown): unknown {
  if (value instanceof Date) return TIMESTAMPTZ;
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  }
  if (typeof value !== 'string') return value;
  if (UUID.test(value)) return FIXED_ID.test(value) ? value.toLowerCase() : GENERATED_UUID;
  if (TIMESTAMP.test(value)) return TIMESTAMPTZ;
  if (VIEW_TOKEN.test(value)) return VIEW_TOKEN_VALUE;
  const number = BOOKING_NUMBER.exec(value);
  if (number && number[1] === berlinDates(new Date()).year(0)) return BOOKING_NUMBER_OF_THIS_YEAR;
  return value;
}

/**
 * catalog_seats' version counted from the scenario's first answer: the backends start from different counts (the
 * tests' shared PostgreSQL, a fresh mock), and a change of one row raises both by one.
 */
export function relativeCatalogVersion(
  request: { rpc?: string },
  data: unknown,
  refs: Record<string, string>,
): unknown {
  if (request.rpc !== 'catalog_seats' || !data || typeof data !== 'object' || !('version' in data)) return data;
  const version = Number((data as { version: unknown }).version);
  refs.catalogVersion ??= String(version);
  return { ...data, version: version - Number(refs.catalogVersion) };
}

/** `$booking` → the saved booking id; everything else as it is. */
export function resolveRefs<T>(value: T, refs: Record<string, string>): T {
  if (typeof value === 'string' && value.startsWith('$')) {
    const ref = refs[value.slice(1)];
    if (ref === undefined) throw new Error(`Unknown reference ${value}`);
    return ref as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => resolveRefs(v, refs)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, refs)])) as T;
  }
  return value;
}

/**
 * After a successful book_cart, `$booking` names its booking, `$bookingNumber` its number and `$paymentToken` its
 * payment token; after a read of a booking's confirmation token (as the mail sender would), `$token` is that token.
 */
export function rememberRefs(
  request: { rpc?: string; select?: string; columns?: readonly string[] },
  data: unknown,
  refs: Record<string, string>,
): void {
  if (request.rpc === 'book_cart' && data && typeof data === 'object' && 'booking_id' in data) {
    refs.booking = String((data as { booking_id: unknown }).booking_id);
    refs.bookingNumber = String((data as { booking_number?: unknown }).booking_number);
    // The booking's payment token: a guest's key to the booking's invoices (guest_invoices).
    refs.paymentToken = String((data as { payment_token?: unknown }).payment_token);
  }
  const first: unknown = Array.isArray(data) ? data[0] : null;
  // A read of a booking's `id` and `booking_number` (columns in this order): `$picked` and `$pickedNumber` keep them
  // while later bookings take `$booking`.
  if (
    request.select === 'bookings' &&
    request.columns?.join() === 'id,booking_number' &&
    first &&
    typeof first === 'object' &&
    'booking_number' in first
  ) {
    const picked = first as { id?: unknown; booking_number: unknown };
    refs.picked = String(picked.id);
    refs.pickedNumber = String(picked.booking_number);
  }
  if (request.select === 'booking_tokens' && first && typeof first === 'object' && 'confirmation_token' in first) {
    refs.token = String((first as { confirmation_token: unknown }).confirmation_token);
  }
  // A read of a booking's view token (as the mail sender would): `$view` is the secret of its link.
  if (request.select === 'booking_tokens' && first && typeof first === 'object' && 'view_token' in first) {
    refs.view = String((first as { view_token: unknown }).view_token);
  }
  // A read of a booking's line ids (column `id` alone): `$item` is the first line, for rebooking.
  if (request.select === 'booking_items' && request.columns?.join() === 'id' && first && typeof first === 'object') {
    refs.item = String((first as { id: unknown }).id);
  }
  // The entry the last join_waitlist created: `$entry` names it for the admin's calls.
  if (request.rpc === 'join_waitlist' && data && typeof data === 'object' && 'entry_id' in data) {
    refs.entry = String((data as { entry_id: unknown }).entry_id);
  }
  // The signed-in user's first waiting-list entry: `$leave` and (when offered) `$offer` name its tokens.
  if (request.rpc === 'my_waitlist_entries' && Array.isArray(data) && data.length > 0) {
    const entry = data[0] as { leave_token?: unknown; offer_token?: unknown };
    refs.leave = String(entry.leave_token);
    if (entry.offer_token) refs.offer = String(entry.offer_token);
  }
}

/** The row a runner reports for one scenario; the expected table is built from the scenarios the same way. */
export interface ContractRow {
  scenario: string;
  results: unknown[];
}
