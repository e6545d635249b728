/**
 * The booked dates as calendar events: seminar days end at 17:00 (the academy's standard day), webinars are entered
 * with two hours.
 */
import { berlinWallTime, buildIcs, type CalendarEvent } from './calendar';
import type { MailBooking } from './types';

const HOUR = 3_600_000;

export function bookingIcs(booking: MailBooking, now: Date = new Date()): string {
  const events: CalendarEvent[] = booking.items.map((item) => {
    const start = item.is_webinar
      ? new Date(item.starts_at)
      : berlinWallTime(item.start_date, item.start_time ?? '09:00');
    const end = item.is_webinar ? new Date(start.getTime() + 2 * HOUR) : berlinWallTime(item.start_date, '17:00');
    return {
      uid: `${booking.id}-${item.id}@akademie.test`,
      start,
      end: end > start ? end : new Date(start.getTime() + 2 * HOUR),
      summary: item.title,
      location: item.is_webinar ? 'Online' : item.location_name,
      description: `Buchung ${booking.booking_number}`,
    };
  });
  return buildIcs(events, now);
}
