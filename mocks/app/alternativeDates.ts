/**
 * `private.alternative_dates(session, seats)` of `…_cancelled_date_choice.sql`: up to three other dates of a
 * cancelled date's seminar that are ahead and have room for the line (waiting-list offers hold their seats), the
 * nearest to the cancelled date first, the earlier of two as near.
 */
import type { MockDb } from '../db/mockDb';
import { nowMs } from './rpc/common';
import { waitlistHeldSeats } from './rpc/waitlistOffers';
import { berlinInstant } from './sql';

const DAY_MS = 86_400_000;
const dayNumber = (date: unknown) => Date.parse(`${String(date)}T00:00:00Z`) / DAY_MS;
const time = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 8));

export function alternativeDates(db: MockDb, sessionId: string, seats: number) {
  const cancelled = db.rows('seminar_sessions').find((s) => s.id === sessionId);
  if (!cancelled) return [];
  const published = db.rows('seminars').find((m) => m.id === cancelled.seminar_id)?.published === true;
  if (!published) return [];
  const at = nowMs();
  return db
    .rows('seminar_sessions')
    .filter((s) => s.seminar_id === cancelled.seminar_id && s.id !== cancelled.id && s.status === 'scheduled')
    .filter((s) => berlinInstant(String(s.start_date), String(s.start_time)) > at)
    .map((s) => ({
      session: s,
      seatsLeft:
        Number(s.capacity) -
        Number(s.seats_booked) -
        waitlistHeldSeats(db, { sessionId: String(s.id), webinarId: null }, null),
    }))
    .filter(({ seatsLeft }) => seatsLeft >= seats)
    .sort(
      (a, b) =>
        Math.abs(dayNumber(a.session.start_date) - dayNumber(cancelled.start_date)) -
          Math.abs(dayNumber(b.session.start_date) - dayNumber(cancelled.start_date)) ||
        String(a.session.start_date).localeCompare(String(b.session.start_date)) ||
        String(time(a.session.start_time)).localeCompare(String(time(b.session.start_time))) ||
        (String(a.session.id) < String(b.session.id) ? -1 : 1),
    )
    .slice(0, 3)
    .map(({ session, seatsLeft }) => {
      const location = db.rows('locations').find((l) => l.id === session.location_id);
      return {
        session_id: session.id,
        start_date: session.start_date,
        end_date: session.end_date,
        start_time: time(session.start_time),
        end_time: time(session.end_time),
        city: location?.city_name ?? null,
        venue_name: location?.venue_name ?? null,
        seats_left: seatsLeft,
      };
    });
}
