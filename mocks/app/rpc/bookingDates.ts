/**
 * `private.booking_first_start` and `private.booking_last_end`: when the first booked date of a booking begins and
 * the last one ends (sessions in Berlin wall-clock time, webinars from their start and duration).
 */
import type { MockDb } from '../../db/mockDb';
import { berlinInstant } from '../sql';

interface Span {
  start: number;
  end: number;
}

function itemSpans(db: MockDb, bookingId: string): Span[] {
  return db
    .rows('booking_items')
    .filter((item) => item.booking_id === bookingId)
    .map((item) => {
      const session = db.rows('seminar_sessions').find((s) => s.id === item.session_id);
      if (session) {
        return {
          start: berlinInstant(String(session.start_date), String(session.start_time)),
          end: berlinInstant(String(session.end_date), String(session.end_time)),
        };
      }
      const webinar = db.rows('webinars').find((w) => w.id === item.webinar_id);
      if (webinar) {
        const start = Date.parse(String(webinar.starts_at));
        return { start, end: start + Number(webinar.duration_minutes) * 60_000 };
      }
      const start = Date.parse(String(item.starts_at));
      return { start, end: start };
    });
}

export function bookingFirstStart(db: MockDb, bookingId: string): number | null {
  const spans = itemSpans(db, bookingId);
  return spans.length ? Math.min(...spans.map((s) => s.start)) : null;
}

export function bookingLastEnd(db: MockDb, bookingId: string): number | null {
  const spans = itemSpans(db, bookingId);
  return spans.length ? Math.max(...spans.map((s) => s.end)) : null;
}
