import { downloadFile } from '@/lib/download';
import { bookingCalendar } from '../calendarFile';
import type { CompletedBooking } from '../checkoutTypes';

/**
 * The booked dates as a calendar file. The invoice is not drawn from the booking here: it is an issued record once
 * the booking is binding (docs/invoices.md), offered by `BookingInvoices`.
 */
export function useBookingDownloads(booking: CompletedBooking) {
  const downloadCalendar = () =>
    downloadFile(
      `Buchung-${booking.result.booking_number}.ics`,
      bookingCalendar(booking),
      'text/calendar;charset=utf-8',
    );

  return { downloadCalendar };
}
