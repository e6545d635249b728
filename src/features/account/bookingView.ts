import { berlinWallTime, type CalendarEvent } from '@/lib/calendar';
import { BOOKING_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/bookingStatus';
import { formatDeadline } from '@/lib/format';
import type { BookingItemWithEvent, BookingWithItems, Participant } from './accountApi';

export type BookingStatus = BookingWithItems['status'];

// The one wording of statuses and payment methods (lib/bookingStatus.ts), as the admin's lists use it.
export const BOOKING_STATUS_TEXT: Record<BookingStatus, string> = BOOKING_STATUS_LABELS;

export const PAYMENT_METHOD_TEXT: Record<BookingWithItems['payment_method'], string> = PAYMENT_METHOD_LABELS;

/** A running seat hold: until when, and what makes the booking binding (payment or the e-mail confirmation). */
export function holdNotice(booking: BookingWithItems): string | null {
  if (booking.status !== 'pending' || !booking.hold_expires_at) return null;
  const until = formatDeadline(booking.hold_expires_at);
  return booking.payment_method === 'online'
    ? `Reserviert bis ${until} – bitte schließen Sie bis dahin die Zahlung ab, sonst verfällt die Reservierung.`
    : `Reserviert bis ${until} – bitte bestätigen Sie die Buchung bis dahin über den Link in der E-Mail, sonst verfällt die Reservierung.`;
}

/** The calendar day (Berlin) a booking starts: its earliest item. */
export function firstStartDate(booking: BookingWithItems): string | null {
  const dates = booking.booking_items.map((item) => item.start_date).sort();
  return dates[0] ?? null;
}

/** Upcoming while its last day has not passed (seminars can last several days). */
export function isUpcoming(booking: BookingWithItems, today: string): boolean {
  return booking.booking_items.some((item) => (item.seminar_sessions?.end_date ?? item.start_date) >= today);
}

/** Whole calendar days from `today` to `date` (both `YYYY-MM-DD`). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The same rule the server's cancel_booking applies: free cancellation up to N days before the first day. */
export function canCancel(booking: BookingWithItems, today: string, freeCancellationDays: number): boolean {
  if (booking.status === 'cancelled' || booking.status === 'expired') return false;
  const first = firstStartDate(booking);
  return first !== null && daysUntil(first, today) >= freeCancellationDays;
}

export function participantsOf(item: BookingItemWithEvent): Participant[] {
  return Array.isArray(item.participants) ? (item.participants as unknown as Participant[]) : [];
}

/** One calendar entry per booked seminar or webinar. */
export function calendarEvents(booking: BookingWithItems): CalendarEvent[] {
  return booking.booking_items.map((item) => {
    const start = item.starts_at
      ? new Date(item.starts_at)
      : berlinWallTime(item.start_date, item.start_time ?? '09:00');
    const session = item.seminar_sessions;
    const end = session
      ? berlinWallTime(session.end_date, session.end_time)
      : new Date(start.getTime() + (item.webinars?.duration_minutes ?? 60) * 60_000);
    return {
      uid: `${item.id}@digitalakademie.test`,
      start,
      end,
      summary: item.title,
      location: item.location_name,
      description: `Buchung ${booking.booking_number} · ${item.quantity} ${item.quantity === 1 ? 'Platz' : 'Plätze'}`,
    };
  });
}

/** A date that has not begun yet: participants can still be replaced (the server's change_participant rule). */
export function hasNotStarted(startsAt: string, now: Date = new Date()): boolean {
  return Date.parse(startsAt) > now.getTime();
}
