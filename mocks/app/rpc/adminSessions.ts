/** `admin_cancel_session` and `admin_update_session_capacity` (each refuses non-admins with FORBIDDEN). */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { updateRow } from '../../db/writes';
import { enqueueSessionCancelledMails } from '../mail/enqueue';
import { berlinInstant } from '../sql';
import { nowMs, raiseError, requireAdmin, uuidArg } from './common';
import { holdsSeats } from './seats';

/**
 * Sets the session cancelled and flags its open bookings for follow-up; their seats stay counted. A date whose first
 * day has started is refused (SESSION_ALREADY_HELD, docs/errors.md) and nothing changes.
 */
export function adminCancelSession(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const sessionId = uuidArg(args._session_id);
  requireAdmin(ctx);
  const service = serviceContext(db);
  const session = db.rows('seminar_sessions').find((s) => s.id === sessionId);
  if (!session) raiseError('SESSION_NOT_FOUND', { session_id: sessionId });
  if (berlinInstant(String(session.start_date), String(session.start_time)) <= nowMs()) {
    raiseError('SESSION_ALREADY_HELD', { session_id: sessionId });
  }
  updateRow(db, 'seminar_sessions', session, { status: 'cancelled' }, service);
  const bookingIds = new Set(
    db
      .rows('booking_items')
      .filter((item) => item.session_id === sessionId)
      .map((item) => item.booking_id),
  );
  const open = db.rows('bookings').filter((b) => holdsSeats(b) && bookingIds.has(b.id));
  for (const booking of open) updateRow(db, 'bookings', booking, { needs_follow_up: true }, service);
  enqueueSessionCancelledMails(db, String(sessionId)); // Mail outbox (i14): the bookers are told
  return { session_id: sessionId, status: 'cancelled', flagged_bookings: open.length };
}

/**
 * Capacity below seats_booked is refused by the table's trigger with CAPACITY_BELOW_BOOKED; a raised capacity is
 * offered to the waiting list by the table's after-update trigger (schedule.ts).
 */
export function adminUpdateSessionCapacity(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const sessionId = uuidArg(args._session_id);
  const capacity = coerceValue('integer', args._capacity) as number | null;
  requireAdmin(ctx);
  if (capacity === null || capacity < 0) raiseError('INVALID_INPUT', { field: 'capacity', reason: 'invalid' });
  const session = db.rows('seminar_sessions').find((s) => s.id === sessionId);
  if (!session) raiseError('SESSION_NOT_FOUND', { session_id: sessionId });
  const updated = updateRow(db, 'seminar_sessions', session, { capacity }, serviceContext(db));
  return { session_id: updated.id, capacity: updated.capacity, seats_booked: updated.seats_booked };
}
