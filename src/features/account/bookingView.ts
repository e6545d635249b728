import { bookingCalendarFile, type CalendarBooking } from '@/lib/calendar';
import { webinarPath } from '@/config/paths';
import { site } from '@/config/site';
import { BOOKING_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/bookingStatus';
import { canRebook, canRefundCancelledDate, type BookedLine } from '@/features/rebooking';
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

/** The booking as the one calendar builder reads it (docs/calendar.md): every day of a date, the venue, the page. */
export function calendarBooking(booking: BookingWithItems): CalendarBooking {
  return {
    id: booking.id,
    booking_number: booking.booking_number,
    booked_at: booking.created_at,
    items: booking.booking_items.map((item) => {
      const session = item.seminar_sessions;
      const location = session?.locations ?? null;
      const webinar = item.webinars;
      return {
        target_id: item.session_id ?? item.webinar_id ?? item.id,
        title: item.title,
        page_path: webinar
          ? webinarPath(webinar.slug)
          : location && session?.seminars
            ? `/${location.city_slug}/${session.seminars.slug}`
            : null,
        date: item.webinar_id
          ? { kind: 'webinar', starts_at: item.starts_at, duration_minutes: webinar?.duration_minutes ?? 60 }
          : {
              kind: 'seminar',
              start_date: item.start_date,
              end_date: session?.end_date ?? item.start_date,
              start_time: item.start_time ?? '09:00',
              end_time: session?.end_time ?? '17:00',
              venue: location
                ? {
                    name: location.venue_name,
                    street: location.street,
                    postal_code: location.postal_code,
                    city: location.city,
                  }
                : null,
            },
      };
    }),
  };
}

/** The dashboard's download: the same file as the booking mail's attachment. */
export function bookingCalendarDownload(booking: BookingWithItems): string {
  return bookingCalendarFile(calendarBooking(booking), { origin: site.origin });
}

/** A date that has not begun yet: participants can still be replaced (the server's change_participant rule). */
export function hasNotStarted(startsAt: string, now: Date = new Date()): boolean {
  return Date.parse(startsAt) > now.getTime();
}

/** The academy cancelled the line's date (docs/booking-rules.md "A cancelled date: the booker's choice"). */
export function isDateCancelled(item: BookingItemWithEvent): boolean {
  return item.seminar_sessions?.status === 'cancelled';
}

/** A line as the rebooking and the refund take it, with what it offers (`Umbuchen`, `Volle Erstattung`). */
export function bookedLineOf(booking: BookingWithItems, item: BookingItemWithEvent): BookedLine {
  const state = { ...item, session_cancelled: isDateCancelled(item) };
  return {
    itemId: item.id,
    sessionId: item.session_id ?? '',
    title: item.title,
    seminarSlug: item.seminar_sessions?.seminars?.slug ?? null,
    start_date: item.start_date,
    start_time: item.start_time,
    location_name: item.location_name,
    quantity: item.quantity,
    bookedSessionIds: booking.booking_items.flatMap((line) => line.session_id ?? []),
    sessionCancelled: state.session_cancelled,
    bookingNumber: booking.booking_number,
    onlyLine: booking.booking_items.length === 1,
    rebookable: canRebook(booking, state),
    refundable: canRefundCancelledDate(booking, state),
  };
}
