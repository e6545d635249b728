/**
 * The waiting list's seat rules, mirroring the SQL helpers: `private.waitlist_held_seats`, `waitlist_position`,
 * `offer_freed_seats` (THE entry point after seats were freed), `offer_freed_seats_of_booking`,
 * `lapse_expired_waitlist_offers` and `redeem_waitlist_offer`.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { Row } from '../../db/schema';
import { updateRow } from '../../db/writes';
import { berlinInstant, pgTimestamp } from '../sql';
import { jsonTimestamp, nowMs } from './common';

const HOUR_MS = 3_600_000;
const OPEN = new Set(['waiting', 'offered']);

export interface Target {
  sessionId: string | null;
  webinarId: string | null;
}

export function targetOf(row: Row): Target {
  return { sessionId: (row.session_id as string | null) ?? null, webinarId: (row.webinar_id as string | null) ?? null };
}

const sameTarget = (row: Row, target: Target) =>
  ((row.session_id as string | null) ?? null) === target.sessionId &&
  ((row.webinar_id as string | null) ?? null) === target.webinarId;

const entriesOf = (db: MockDb, target: Target) => db.rows('waitlist_entries').filter((e) => sameTarget(e, target));

/** book_cart: seats held for offers count as taken, unless the line presents that offer's token. */
export function withWaitlistHolds(
  db: MockDb,
  source: Row,
  line: { isSession: boolean; id: string; offerToken: string | null },
): Row {
  const target = { sessionId: line.isSession ? line.id : null, webinarId: line.isSession ? null : line.id };
  return { ...source, seats_booked: Number(source.seats_booked) + waitlistHeldSeats(db, target, line.offerToken) };
}

/** Seats held by running offers of a date, except the offer whose token is given. */
export function waitlistHeldSeats(db: MockDb, target: Target, exceptOfferToken: string | null): number {
  const at = nowMs();
  return entriesOf(db, target)
    .filter(
      (e) =>
        e.status === 'offered' &&
        Date.parse(String(e.offer_expires_at)) > at &&
        (exceptOfferToken === null || e.offer_token !== exceptOfferToken),
    )
    .reduce((sum, e) => sum + Number(e.seats), 0);
}

/** 1 + the open entries queued before this one; null unless the entry is waiting or offered. */
export function waitlistPosition(db: MockDb, entry: Row): number | null {
  if (!OPEN.has(String(entry.status))) return null;
  return entriesOf(db, targetOf(entry)).filter(
    (o) => OPEN.has(String(o.status)) && Number(o.queue_number) <= Number(entry.queue_number),
  ).length;
}

export function entryJson(db: MockDb, entry: Row): Record<string, unknown> {
  return {
    entry_id: entry.id,
    session_id: entry.session_id ?? null,
    webinar_id: entry.webinar_id ?? null,
    seats: entry.seats,
    status: entry.status,
    position: waitlistPosition(db, entry),
    offer_expires_at: jsonTimestamp(entry.offer_expires_at),
  };
}

/** The seat source of a date with its start instant, or null if it does not exist. */
export function seatSource(db: MockDb, target: Target): { row: Row; startsAt: number } | null {
  if (target.sessionId !== null) {
    const row = db.rows('seminar_sessions').find((s) => s.id === target.sessionId);
    return row ? { row, startsAt: berlinInstant(String(row.start_date), String(row.start_time)) } : null;
  }
  const row = db.rows('webinars').find((w) => w.id === target.webinarId);
  return row ? { row, startsAt: Date.parse(String(row.starts_at)) } : null;
}

/** Squatting: an entry without an account holds its offer settings.guest_waitlist_offer_hours only. */
export function offerHours(db: MockDb, entry: Row): number {
  const settings = db.rows('settings').find((s) => s.id === 1);
  if (entry.user_id === null || entry.user_id === undefined) return Number(settings?.guest_waitlist_offer_hours ?? 2);
  return Number(settings?.waitlist_offer_hours ?? 24);
}

/** Marks an entry offered: a fresh token, held for offerHours. */
export function makeOffer(db: MockDb, entry: Row, extra: Row = {}): Row {
  const at = nowMs();
  return updateRow(
    db,
    'waitlist_entries',
    entry,
    {
      status: 'offered',
      offer_token: crypto.randomUUID(),
      offered_at: pgTimestamp(at),
      offer_expires_at: pgTimestamp(at + offerHours(db, entry) * HOUR_MS),
      ...extra,
    },
    serviceContext(db),
  );
}

/** `private.offer_freed_seats`: lets expired offers lapse, then offers free seats in queue order where they fit. */
export function offerFreedSeats(db: MockDb, sessionId: string | null, webinarId: string | null): number {
  const target = { sessionId, webinarId };
  const source = seatSource(db, target);
  if (!source) return 0;
  const at = nowMs();
  const service = serviceContext(db);
  for (const e of entriesOf(db, target)) {
    if (e.status === 'offered' && Date.parse(String(e.offer_expires_at)) <= at) {
      updateRow(db, 'waitlist_entries', e, { status: 'lapsed' }, service);
    }
  }
  if (source.row.status === 'cancelled' || source.startsAt <= at) return 0;
  let free = Number(source.row.capacity) - Number(source.row.seats_booked) - waitlistHeldSeats(db, target, null);
  let offers = 0;
  const waiting = entriesOf(db, target)
    .filter((e) => e.status === 'waiting')
    .sort((a, b) => Number(a.queue_number) - Number(b.queue_number));
  for (const entry of waiting) {
    if (free <= 0) break;
    if (Number(entry.seats) <= free) {
      makeOffer(db, entry);
      free -= Number(entry.seats);
      offers += 1;
    }
  }
  return offers;
}

/** Every date of a booking gets its freed seats offered. */
export function offerFreedSeatsOfBooking(db: MockDb, bookingId: string): void {
  const seen = new Set<string>();
  for (const item of db.rows('booking_items').filter((i) => i.booking_id === bookingId)) {
    const key = `${String(item.session_id)}|${String(item.webinar_id)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    offerFreedSeats(db, (item.session_id as string | null) ?? null, (item.webinar_id as string | null) ?? null);
  }
}

/** Lets every expired offer lapse and offers its seats to the next entries; returns the number of dates. */
export function lapseExpiredWaitlistOffers(db: MockDb): number {
  const at = nowMs();
  const dates = new Map<string, Target>();
  for (const e of db.rows('waitlist_entries')) {
    if (e.status === 'offered' && Date.parse(String(e.offer_expires_at)) <= at) {
      const target = targetOf(e);
      dates.set(`${String(target.sessionId)}|${String(target.webinarId)}`, target);
    }
  }
  for (const target of dates.values()) offerFreedSeats(db, target.sessionId, target.webinarId);
  return dates.size;
}

/** book_cart: a line presenting a running offer's token books it; seats not taken go to the next entries. */
export function redeemWaitlistOffer(
  db: MockDb,
  target: Target,
  offerToken: string | null,
  quantity: number,
  bookingId: string,
): void {
  if (offerToken === null) return;
  const at = nowMs();
  const entry = entriesOf(db, target).find(
    (e) => e.offer_token === offerToken && e.status === 'offered' && Date.parse(String(e.offer_expires_at)) > at,
  );
  if (!entry) return;
  updateRow(db, 'waitlist_entries', entry, { status: 'booked', booking_id: bookingId }, serviceContext(db));
  if (quantity < Number(entry.seats)) offerFreedSeats(db, target.sessionId, target.webinarId);
}
