import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { useAdminSetBookingStatusMutation, type AdminBooking, type BookingStatus } from './adminBookingsApi';

const STATUS_SUCCESS: Record<BookingStatus, string> = {
  pending: 'Buchung auf ausstehend gesetzt',
  confirmed: 'Buchung bestätigt',
  paid: 'Buchung als bezahlt markiert',
  cancelled: 'Buchung storniert',
  expired: 'Buchung abgelaufen',
};

/** A status change from the booking's details: a toast when done, the server's German refusal otherwise. */
export function useBookingStatusChange() {
  const dispatch = useDispatch();
  const [setStatus, state] = useAdminSetBookingStatusMutation();
  const [error, setError] = useState<string | null>(null);

  async function change(booking: AdminBooking, status: BookingStatus) {
    setError(null);
    try {
      await setStatus({ bookingId: booking.id, status }).unwrap();
      dispatch(toastShown({ title: STATUS_SUCCESS[status], description: booking.booking_number, variant: 'success' }));
    } catch (failure) {
      setError(errorText(failure, 'Ein unerwarteter Fehler ist aufgetreten.'));
    }
  }

  return { change, pending: state.isLoading, error, clearError: () => setError(null) };
}
