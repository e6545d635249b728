import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';
import type { CompletedBooking } from './checkoutTypes';
import { completedBookingOf, type BookingWithItems } from './completedBooking';

export type AcademySettings = Database['public']['Tables']['settings']['Row'];
/** How long an order holds its seats before it must be paid (online) or its address confirmed (guest's invoice). */
export type HoldTerms = Pick<AcademySettings, 'online_hold_minutes' | 'invoice_confirmation_hours'>;

/** What the success page reads (the customer's own booking, RLS: owners only) and the hold times before ordering. */
export const checkoutQueries = api.injectEndpoints({
  endpoints: (build) => ({
    /** A signed-in customer's booking read back, for a success page opened without the tab's memory of it. */
    ownBooking: build.query<CompletedBooking | null, string>({
      queryFn: async (bookingId, _api, _extra, baseQuery) => {
        const result = await baseQuery((client) =>
          client.from('bookings').select('*, booking_items(*)').eq('id', bookingId).maybeSingle(),
        );
        if (result.error) return { error: result.error };
        return { data: result.data ? completedBookingOf(result.data as BookingWithItems) : null };
      },
      providesTags: (_result, _error, bookingId) => [{ type: 'Booking', id: bookingId }],
    }),
    /** The hold times the database applies to the order (private.start_hold), for the text before ordering. */
    holdTerms: build.query<HoldTerms, void>({
      query: () => (client) =>
        client.from('settings').select('online_hold_minutes, invoice_confirmation_hours').eq('id', 1).single(),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useOwnBookingQuery, useHoldTermsQuery } = checkoutQueries;
