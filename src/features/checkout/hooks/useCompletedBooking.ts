import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectAuthStatus } from '@/features/auth';
import { useOwnBookingQuery } from '../checkoutQueries';
import { checkoutBookingConfirmed } from '../checkoutSlice';
import { loadCompletedBooking } from '../checkoutStorage';
import type { CompletedBooking } from '../checkoutTypes';
import { useInjectedCheckout } from './useInjectedCheckout';

/**
 * The booking the success page shows: the tab's memory of it, or — for a signed-in customer without it — the own
 * booking read back (guests may not read bookings, RLS). The provider sends a paid online booking here: that
 * confirms it, and the checkout saga empties the booked cart (an invoice booking was confirmed when it was booked).
 */
export function useCompletedBooking(bookingId: string): CompletedBooking | null {
  useInjectedCheckout();
  const dispatch = useDispatch();
  const kept = useMemo(() => (bookingId ? loadCompletedBooking(bookingId) : null), [bookingId]);
  const signedIn = useSelector(selectAuthStatus) === 'signedIn';
  const readBack = useOwnBookingQuery(bookingId, { skip: Boolean(kept) || !signedIn || !bookingId }).data ?? null;

  const paidOnline = kept?.paymentMethod === 'online';
  useEffect(() => {
    if (paidOnline) dispatch(checkoutBookingConfirmed({ bookingId }));
  }, [paidOnline, bookingId, dispatch]);

  return kept ?? readBack;
}
