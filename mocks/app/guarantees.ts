/**
 * Minimum participants and „Durchführung garantiert“ of `…_minimum_participants.sql` (docs/booking-rules.md "Minimum
 * participants"): a date is guaranteed once its binding seats reach its minimum (its own, its seminar's or the
 * settings' default), and stays so. A booking's seats are weighed when its transaction commits, as the SQL's deferred
 * triggers do: book_cart adds the lines before it starts the hold.
 */
import type { MockDb } from '../db/mockDb';
import { serviceContext } from '../db/rls';
import type { Row, TableTriggers } from '../db/schema';
import { updateRow } from '../db/writes';
import { nowMs } from './rpc/common';
import { berlinDateTime } from './sql';

/** `private.binding_seats`: seats of confirmed and paid bookings, and of pending ones without a hold. */
export function bindingSeats(db: MockDb, sessionId: string): number {
  const binding = new Set(
    db
      .rows('bookings')
      .filter((b) => b.status === 'confirmed' || b.status === 'paid' || (b.status === 'pending' && !b.hold_expires_at))
      .map((b) => b.id),
  );
  return db
    .rows('booking_items')
    .filter((item) => item.session_id === sessionId && binding.has(item.booking_id))
    .reduce((sum, item) => sum + Number(item.quantity), 0);
}

/** `private.min_participants`: the date's own minimum, its seminar's, or the default. */
export function minParticipants(db: MockDb, session: Row): number {
  const seminar = db.rows('seminars').find((row) => row.id === session.seminar_id);
  const settings = db.rows('settings').find((row) => row.id === 1);
  return Number(session.min_participants ?? seminar?.min_participants ?? settings?.min_participants ?? 4);
}

/** `private.settle_guarantees`: marks the scheduled dates that reached their minimum; never unmarks. */
export function settleGuarantees(db: MockDb, sessionIds: Iterable<unknown>): void {
  const ids = new Set(sessionIds);
  for (const session of db.rows('seminar_sessions')) {
    if (!ids.has(session.id) || session.guaranteed === true || session.status !== 'scheduled') continue;
    if (bindingSeats(db, String(session.id)) < minParticipants(db, session)) continue;
    updateRow(db, 'seminar_sessions', session, { guaranteed: true }, serviceContext(db));
  }
}

function settleAtCommit(db: MockDb, sessionIds: unknown[]): void {
  for (const id of sessionIds) {
    if (id) db.deferUntilCommit(`guarantee:${String(id)}`, () => settleGuarantees(db, [id]));
  }
}

function upcomingUnguaranteed(db: MockDb, seminarId?: unknown): unknown[] {
  const today = berlinDateTime(nowMs()).date;
  return db
    .rows('seminar_sessions')
    .filter(
      (s) => !s.guaranteed && String(s.start_date) >= today && (seminarId === undefined || s.seminar_id === seminarId),
    )
    .map((s) => s.id);
}

/** `booking_items_guarantee` (deferred): a line added or moved. */
export function settlingItemGuarantees(triggers: TableTriggers): TableTriggers {
  return {
    ...triggers,
    afterInsert: (row, ctx) => {
      triggers.afterInsert?.(row, ctx);
      settleAtCommit(ctx.db, [row.session_id]);
    },
    afterUpdate: (next, previous, ctx) => {
      triggers.afterUpdate?.(next, previous, ctx);
      if (next.quantity !== previous.quantity || next.session_id !== previous.session_id) {
        settleAtCommit(ctx.db, [next.session_id]);
      }
    },
  };
}

/** `bookings_guarantee` (deferred): a booking paid, confirmed or its hold ended. */
export function settlingBookingGuarantees(triggers: TableTriggers): TableTriggers {
  return {
    ...triggers,
    afterUpdate: (next, previous, ctx) => {
      triggers.afterUpdate?.(next, previous, ctx);
      if (next.status === previous.status && next.hold_expires_at === previous.hold_expires_at) return;
      // Only a booking that binds after the change can make a date guaranteed.
      const binding =
        next.status === 'confirmed' || next.status === 'paid' || (next.status === 'pending' && !next.hold_expires_at);
      if (!binding) return;
      const items = ctx.db.rows('booking_items').filter((item) => item.booking_id === next.id);
      settleAtCommit(
        ctx.db,
        items.map((item) => item.session_id),
      );
    },
  };
}

/** `seminar_sessions_guarantee`, `seminars_guarantee`, `settings_guarantee`: a minimum lowered, a date rescheduled. */
export function settlingMinimumGuarantees(
  table: 'seminar_sessions' | 'seminars' | 'settings',
  triggers: TableTriggers,
): TableTriggers {
  return {
    ...triggers,
    afterUpdate: (next, previous, ctx) => {
      triggers.afterUpdate?.(next, previous, ctx);
      const changed =
        next.min_participants !== previous.min_participants ||
        (table === 'seminar_sessions' && next.status !== previous.status);
      if (!changed) return;
      if (table === 'seminar_sessions') settleGuarantees(ctx.db, [next.id]);
      else settleGuarantees(ctx.db, upcomingUnguaranteed(ctx.db, table === 'seminars' ? next.id : undefined));
    },
  };
}
