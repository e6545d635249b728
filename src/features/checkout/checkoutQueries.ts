import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';
import type { CompletedBooking } from './checkoutTypes';
import { completedBookingOf, type BookingWithItems } from './completedBooking';

export type AcademySettings = Database['public']['Tables']['settings']['Row'];

/** What the success page reads: the customer's own booking (RLS: owners only) and the seller data for the invoice. */
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
    /** The academy's row of `settings` (readable by everyone). */
    academySettings: build.query<AcademySettings, void>({
      query: () => (client) => client.from('settings').select('*').eq('id', 1).single(),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useOwnBookingQuery, useLazyAcademySettingsQuery } = checkoutQueries;
