/**
 * `public.admin_dates_below_minimum()` of `…_minimum_participants.sql`: the scheduled dates from today on that are
 * not guaranteed and whose decision day is at most 30 days away or past, with their binding and held seats and their
 * minimum. Admins only (FORBIDDEN).
 */
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext } from '../../db/schema';
import { addDays } from '../../seed/dates';
import { bindingSeats, minParticipants } from '../guarantees';
import { berlinDateTime } from '../sql';
import { nowMs, requireAdmin } from './common';

export function adminDatesBelowMinimum(ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const today = berlinDateTime(nowMs()).date;
  const days = Number(db.rows('settings').find((row) => row.id === 1)?.guarantee_decision_days ?? 14);
  const seminars = new Map(db.rows('seminars').map((row) => [row.id, row]));
  const locations = new Map(db.rows('locations').map((row) => [row.id, row]));
  return db
    .rows('seminar_sessions')
    .filter((s) => s.status === 'scheduled' && s.guaranteed !== true)
    .map((s) => ({ session: s, start: String(s.start_date), decision: addDays(String(s.start_date), -days) }))
    .filter(({ start, decision }) => start >= today && decision <= addDays(today, 30))
    .map(({ session, start, decision }) => {
      const binding = bindingSeats(db, String(session.id));
      return {
        session_id: session.id,
        seminar_title: String(seminars.get(session.seminar_id)?.title),
        city_name: String(locations.get(session.location_id)?.city_name),
        start_date: start,
        decision_date: decision,
        binding_seats: binding,
        held_seats: Number(session.seats_booked) - binding,
        min_participants: minParticipants(db, session),
      };
    })
    .sort(
      (a, b) =>
        a.start_date.localeCompare(b.start_date) ||
        a.seminar_title.localeCompare(b.seminar_title) ||
        String(a.session_id).localeCompare(String(b.session_id)),
    );
}
