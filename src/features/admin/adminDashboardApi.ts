import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];

export type InhouseRequestRow = Tables['inhouse_requests']['Row'];

/** What the dashboard needs of a booking: its money, status, customer and creation time. */
export type DashboardBooking = Pick<
  Tables['bookings']['Row'],
  | 'id'
  | 'booking_number'
  | 'status'
  | 'net_cents'
  | 'gross_cents'
  | 'created_at'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'company_name'
>;

/** An upcoming scheduled session with its seminar title and city. */
export type DashboardSession = Pick<
  Tables['seminar_sessions']['Row'],
  'id' | 'start_date' | 'capacity' | 'seats_booked' | 'status'
> & {
  seminars: { title: string } | null;
  locations: { city_name: string } | null;
};

const BOOKING_FIELDS =
  'id, booking_number, status, net_cents, gross_cents, created_at, customer_first_name, customer_last_name, company_name';

/** The admin dashboard's figures: bookings, the coming dates and new in-house requests (admins read all, RLS). */
export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDashboardBookings: build.query<DashboardBooking[], void>({
      query: () => (client) =>
        client.from('bookings').select(BOOKING_FIELDS).order('created_at', { ascending: false }).limit(5000),
      providesTags: ['Booking'],
    }),
    adminUpcomingSessions: build.query<DashboardSession[], string>({
      query: (fromDate) => (client) =>
        client
          .from('seminar_sessions')
          .select('id, start_date, capacity, seats_booked, status, seminars(title), locations(city_name)')
          .eq('status', 'scheduled')
          .gte('start_date', fromDate)
          .order('start_date'),
      providesTags: ['Session', 'Booking'],
    }),
    adminNewInhouseRequests: build.query<InhouseRequestRow[], void>({
      query: () => (client) =>
        client.from('inhouse_requests').select('*').eq('status', 'new').order('created_at', { ascending: false }),
      providesTags: ['Inhouse'],
    }),
  }),
});

export const { useAdminDashboardBookingsQuery, useAdminUpcomingSessionsQuery, useAdminNewInhouseRequestsQuery } =
  adminDashboardApi;
