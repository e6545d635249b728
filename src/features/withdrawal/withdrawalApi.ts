import { api } from '@/lib/api';

/** One of the signed-in customer's bookings and whether it can be withdrawn now (`refusal` null: yes). */
export interface WithdrawalOption {
  booking_id: string;
  booking_number: string;
  refusal: string | null;
  /** End of the withdrawal period (midnight Berlin after the 14th day from the contract). */
  deadline: string;
}

/** What the server recorded: the statement's time of receipt and where the confirmation went. */
export interface WithdrawalReceipt {
  booking_id: string;
  booking_number: string;
  status: 'cancelled';
  received_at: string;
  service_started: boolean;
  confirmation_email: string;
}

/** The withdrawal button: the server decides eligibility (withdraw_booking / withdraw_booking_as_guest). */
export const withdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    myWithdrawalOptions: build.query<WithdrawalOption[], void>({
      query: () => (client) => client.rpc('my_withdrawal_options'),
      providesTags: ['Booking'],
    }),
    withdrawMyBooking: build.mutation<WithdrawalReceipt, string>({
      query: (bookingId) => (client) => client.rpc('withdraw_booking', { _booking_id: bookingId }),
      invalidatesTags: ['Booking'],
    }),
    withdrawAsGuest: build.mutation<WithdrawalReceipt, { bookingNumber: string; email: string }>({
      query:
        ({ bookingNumber, email }) =>
        (client) =>
          client.rpc('withdraw_booking_as_guest', { _booking_number: bookingNumber, _email: email }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useMyWithdrawalOptionsQuery, useWithdrawMyBookingMutation, useWithdrawAsGuestMutation } = withdrawalApi;
