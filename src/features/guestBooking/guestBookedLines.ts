import { canRebook, canRefundCancelledDate, type BookedLine } from '@/features/rebooking';
import type { GuestBooking, GuestBookingItem } from './guestBookingApi';

/**
 * A seminar line as the rebooking and the refund take it, with what it offers: `Umbuchen` (a binding booking, before
 * the start or from a date the academy cancelled) and, on a cancelled date, `Volle Erstattung`.
 */
export function guestBookedLine(booking: GuestBooking, item: GuestBookingItem): BookedLine {
  return {
    itemId: item.id,
    sessionId: item.session_id ?? '',
    title: item.title,
    seminarSlug: item.seminar_slug,
    start_date: item.start_date,
    start_time: item.start_time,
    location_name: item.location_name,
    quantity: item.quantity,
    bookedSessionIds: booking.items.flatMap((line) => line.session_id ?? []),
    sessionCancelled: item.session_cancelled,
    bookingNumber: booking.booking_number,
    onlyLine: booking.items.length === 1,
    rebookable: canRebook(booking, item),
    refundable: canRefundCancelledDate(booking, item),
  };
}

/** The booking's seminar lines (a mail's link names one of them). */
export function guestBookedLines(booking: GuestBooking): BookedLine[] {
  return booking.items.filter((item) => item.session_id !== null).map((item) => guestBookedLine(booking, item));
}
