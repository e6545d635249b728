import { useDispatch } from 'react-redux';
import { toastShown } from '@/features/toasts';
import { downloadFile } from '@/lib/download';
import { getSupabase } from '@/lib/supabase';
import { bookingCalendar, loadCalendarDetails } from '../calendarFile';
import type { CompletedBooking } from '../checkoutTypes';

/**
 * The booked dates as a calendar file. The invoice is not drawn from the booking here: it is an issued record once
 * the booking is binding (docs/invoices.md), offered by `BookingInvoices`.
 */
export function useBookingDownloads(booking: CompletedBooking) {
  const dispatch = useDispatch();

  // Every day, the venue's address and the webinar's length come from the catalogue (docs/calendar.md).
  const downloadCalendar = async () => {
    try {
      const details = await loadCalendarDetails(await getSupabase(), booking);
      downloadFile(
        `Buchung-${booking.result.booking_number}.ics`,
        bookingCalendar(booking, details),
        'text/calendar;charset=utf-8',
      );
    } catch {
      dispatch(
        toastShown({
          title: 'Kalenderdatei nicht verfügbar',
          description:
            'Die Termine konnten gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut – die Kalenderdatei hängt auch an Ihrer Buchungsbestätigung per E-Mail.',
          variant: 'error',
        }),
      );
    }
  };

  return { downloadCalendar };
}
