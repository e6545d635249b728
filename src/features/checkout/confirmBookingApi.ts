import { api } from '@/lib/api';

/** What `confirm_booking_email` answers: the booking is binding (`pending`, no hold) or its hold ran out (`expired`). */
export interface ConfirmedBooking {
  booking_number: string;
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  email_confirmed_at: string | null;
  hold_expires_at: string | null;
}

/** The `Buchung bestätigen` link of the confirmation mail: the token proves the guest reads that address. */
export const confirmBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmBookingEmail: build.mutation<ConfirmedBooking, string>({
      query: (token) => (client) => client.rpc('confirm_booking_email', { _token: token }),
    }),
  }),
});

export const { useConfirmBookingEmailMutation } = confirmBookingApi;
