import { berlinWallTime, buildIcs, type CalendarEvent } from '@/lib/calendar';
import type { CompletedBooking } from './checkoutTypes';

const HOUR = 3_600_000;

/**
 * The booked dates as calendar events. The cart knows the start only: seminar days end at 17:00 (the academy's
 * standard day), webinars are entered with two hours; the confirmation e-mail has the exact times.
 */
export function bookingCalendar(booking: CompletedBooking): string {
  const events: CalendarEvent[] = booking.items.map((item) => {
    const start = berlinWallTime(item.sessionDate, item.startTime);
    const end = item.webinarId ? new Date(start.getTime() + 2 * HOUR) : berlinWallTime(item.sessionDate, '17:00');
    return {
      uid: `${booking.result.booking_id}-${item.id}@akademie.test`,
      start,
      end: end > start ? end : new Date(start.getTime() + 2 * HOUR),
      summary: item.title,
      location: item.webinarId ? 'Online' : item.locationName,
      description: `Buchung ${booking.result.booking_number}`,
    };
  });
  return buildIcs(events);
}
