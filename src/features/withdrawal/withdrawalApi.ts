import { api, type SupabaseRequest } from '@/lib/api';

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

/** The guest form's input (§ 356a BGB): name, contract reference (booking number) and the booking's e-mail. */
export interface GuestWithdrawalInput {
  name: string;
  bookingNumber: string;
  email: string;
}

/**
 * withdraw_booking_as_guest answers a failed identification with `{ refused: 'BOOKING_NOT_FOUND' }` instead of an
 * error, so the server keeps the attempt it counts; here it becomes the BOOKING_NOT_FOUND refusal the form shows.
 */
export function guestWithdrawalRequest({ name, bookingNumber, email }: GuestWithdrawalInput): SupabaseRequest {
  return (client) =>
    client
      .rpc('withdraw_booking_as_guest', { _booking_number: bookingNumber, _email: email, _name: name })
      .then((response) => {
        const data = response.data as { refused?: unknown } | null;
        if (response.error || typeof data?.refused !== 'string') return response;
        return {
          data: null,
          error: { code: 'P0001', message: data.refused, details: null },
          status: 400,
        };
      });
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
    withdrawAsGuest: build.mutation<WithdrawalReceipt, GuestWithdrawalInput>({
      query: guestWithdrawalRequest,
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useMyWithdrawalOptionsQuery, useWithdrawMyBookingMutation, useWithdrawAsGuestMutation } = withdrawalApi;
