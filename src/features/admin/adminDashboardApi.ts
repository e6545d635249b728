import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];

export type InhouseRequestRow = Tables['inhouse_requests']['Row'];

/** One ISO week of the chart: its Monday (`YYYY-MM-DD`) and the bookings made from then to its Sunday. */
export interface DashboardWeek {
  start: string;
  count: number;
}

/**
 * `admin_dashboard_figures()`: revenue (net cents, refunds' net share taken off) and bookings this Berlin month and
 * year, all bookings, and the last 12 weeks, over every booking that holds seats (docs/data-model.md).
 */
export interface DashboardFigures {
  revenue_month_cents: number;
  revenue_year_cents: number;
  bookings_month: number;
  bookings_year: number;
  bookings_total: number;
  weeks: DashboardWeek[];
}

/** What the "latest bookings" table shows of a booking: its number, customer, creation time, status and net. */
export type DashboardBooking = Pick<
  Tables['bookings']['Row'],
  | 'id'
  | 'booking_number'
  | 'status'
  | 'net_cents'
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

/**
 * `admin_dates_below_minimum()`: a date not guaranteed whose decision day is near or past, with its binding seats,
 * its seats on hold and its minimum participants (docs/booking-rules.md, "Minimum participants").
 */
export interface DateBelowMinimum {
  session_id: string;
  seminar_title: string;
  city_name: string;
  start_date: string;
  decision_date: string;
  binding_seats: number;
  held_seats: number;
  min_participants: number;
}

const BOOKING_FIELDS =
  'id, booking_number, status, net_cents, created_at, customer_first_name, customer_last_name, company_name';

export const LATEST_BOOKINGS = 5;

/**
 * The admin dashboard's data: the figures (counted by the database over every booking, whatever their number), the
 * newest bookings, the coming dates and new in-house requests (admins read all, RLS).
 */
export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDashboardFigures: build.query<DashboardFigures, void>({
      query: () => (client) => client.rpc('admin_dashboard_figures'),
      providesTags: ['Booking'],
    }),
    adminLatestBookings: build.query<DashboardBooking[], void>({
      query: () => (client) =>
        client.from('bookings').select(BOOKING_FIELDS).order('created_at', { ascending: false }).limit(LATEST_BOOKINGS),
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
    adminDatesBelowMinimum: build.query<DateBelowMinimum[], void>({
      query: () => (client) => client.rpc('admin_dates_below_minimum'),
      providesTags: ['Session', 'Booking', 'Settings'],
    }),
    adminNewInhouseRequests: build.query<InhouseRequestRow[], void>({
      query: () => (client) =>
        client.from('inhouse_requests').select('*').eq('status', 'new').order('created_at', { ascending: false }),
      providesTags: ['Inhouse'],
    }),
  }),
});

export const {
  useAdminDashboardFiguresQuery,
  useAdminLatestBookingsQuery,
  useAdminUpcomingSessionsQuery,
  useAdminDatesBelowMinimumQuery,
  useAdminNewInhouseRequestsQuery,
} = adminDashboardApi;
