/**
 * The checkout function's calls of `…_functions_payments.sql`: `public.begin_checkout_session` (a pending online
 * booking whose hold still runs and that has no open session gets its hold extended to the session's expiry) and
 * `public.attach_checkout_session` (the provider's session is stored with it). Same rules and codes.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { updateRow } from '../../db/writes';
import { pgTimestamp } from '../sql';
import { jsonTimestamp, nowMs, raiseError, uuidArg } from './common';

const DAY_MS = 86_400_000;

const instant = (value: unknown): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : Date.parse(String(value));

function tokensOf(db: MockDb, bookingId: string): Row | undefined {
  return db.rows('booking_tokens').find((t) => t.booking_id === bookingId);
}

/** The open session's expiry (ms) of a booking, or null when it has none. */
export function openCheckoutExpiry(db: MockDb, bookingId: string, at = nowMs()): number | null {
  const expires = instant(tokensOf(db, bookingId)?.checkout_expires_at);
  return expires !== null && expires > at ? expires : null;
}

export function beginCheckoutSession(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const bookingId = uuidArg(args._booking_id);
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  if (!booking) raiseError('BOOKING_NOT_FOUND', { booking_id: bookingId });
  if (booking.payment_method !== 'online' || booking.status !== 'pending') {
    raiseError('NOT_PAYABLE', { booking_id: bookingId });
  }
  const at = nowMs();
  const hold = instant(booking.hold_expires_at);
  if (hold === null || hold <= at) raiseError('BOOKING_EXPIRED', { booking_id: bookingId });
  const open = openCheckoutExpiry(db, String(bookingId), at);
  if (open !== null) raiseError('CHECKOUT_SESSION_OPEN', { booking_id: bookingId, expires_at: jsonTimestamp(open) });
  const expires = instant(args._expires_at);
  if (expires === null || Number.isNaN(expires) || expires <= at || expires > at + DAY_MS) {
    raiseError('INVALID_INPUT', { field: 'expires_at', reason: 'out_of_range' });
  }
  const service = serviceContext(db);
  const newHold = Math.max(hold, expires);
  updateRow(db, 'bookings', booking, { hold_expires_at: pgTimestamp(newHold) }, service);
  const tokens = tokensOf(db, String(bookingId));
  if (tokens) {
    updateRow(
      db,
      'booking_tokens',
      tokens,
      { checkout_session_id: null, checkout_session_url: null, checkout_expires_at: pgTimestamp(expires) },
      service,
    );
  }
  return {
    booking_id: bookingId,
    hold_expires_at: jsonTimestamp(newHold),
    checkout_expires_at: jsonTimestamp(expires),
  };
}

export function attachCheckoutSession(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const bookingId = uuidArg(args._booking_id);
  const tokens = bookingId === null ? undefined : tokensOf(db, bookingId);
  if (!tokens || openCheckoutExpiry(db, String(bookingId)) === null) {
    raiseError('BOOKING_NOT_FOUND', { booking_id: bookingId });
  }
  updateRow(
    db,
    'booking_tokens',
    tokens,
    {
      checkout_session_id: typeof args._session_id === 'string' ? args._session_id : null,
      checkout_session_url: typeof args._url === 'string' ? args._url : null,
    },
    serviceContext(db),
  );
  return { booking_id: bookingId, session_id: args._session_id ?? null };
}
