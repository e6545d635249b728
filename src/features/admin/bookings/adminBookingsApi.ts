import { api } from '@/lib/api';
import type { AppSupabaseClient, Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];
export type AdminBookingRow = Tables['bookings']['Row'];
export type AdminBookingItemRow = Tables['booking_items']['Row'];
export type BookingStatus = Database['public']['Enums']['booking_status'];

export interface AdminBooking extends AdminBookingRow {
  booking_items: AdminBookingItemRow[];
}

/** The list's filters, as they stand in the URL. Dates are Berlin calendar days (`YYYY-MM-DD`) on `created_at`. */
export interface BookingFilters {
  q: string;
  status: BookingStatus | '';
  /** A seminar or webinar title (the snapshot on booking_items). */
  seminar: string;
  /** A city name (the end of the snapshot `location_name`, `Venue, City`) or `Online`. */
  city: string;
  from: string;
  to: string;
  /** Only bookings flagged `needs_follow_up` (their session was cancelled). */
  followUp: boolean;
}

export interface BookingsPage {
  rows: AdminBooking[];
  total: number;
}

export const BOOKINGS_PAGE_SIZE = 20;
const EXPORT_BLOCK_SIZE = 1000;

/** Characters with a meaning in PostgREST's `or=(…)` and LIKE patterns; a search never needs them. */
function searchTerms(q: string): string[] {
  return q
    .replace(/[,()"\\*%:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Midnight of a Berlin calendar day as a UTC instant (summer and winter time alike). */
export function berlinMidnight(isoDate: string): string {
  const noon = new Date(`${isoDate}T12:00:00Z`);
  const berlinNoon = new Date(noon.toLocaleString('en-US', { timeZone: 'Europe/Berlin' }));
  const utcNoon = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offsetMs = berlinNoon.getTime() - utcNoon.getTime();
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - offsetMs).toISOString();
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The filtered bookings query. Seminar and city filter through a second, `!inner` embedding of the items (alias
 * `match`), so a booking qualifies when one of its items matches while `booking_items` still lists all its items.
 */
function filteredBookings(client: AppSupabaseClient, filters: BookingFilters, count: boolean) {
  const needsItemFilter = Boolean(filters.seminar || filters.city);
  const select = needsItemFilter ? '*, booking_items(*), match:booking_items!inner(id)' : '*, booking_items(*)';
  let query = client.from('bookings').select(select, count ? { count: 'exact' } : undefined);
  for (const term of searchTerms(filters.q)) {
    const like = `*${term}*`;
    query = query.or(
      [
        `booking_number.ilike.${like}`,
        `customer_first_name.ilike.${like}`,
        `customer_last_name.ilike.${like}`,
        `customer_email.ilike.${like}`,
        `company_name.ilike.${like}`,
      ].join(','),
    );
  }
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.followUp) query = query.eq('needs_follow_up', true);
  if (filters.seminar) query = query.eq('match.title', filters.seminar);
  if (filters.city) {
    query =
      filters.city === 'Online'
        ? query.eq('match.location_name', 'Online')
        : query.ilike('match.location_name', `%, ${filters.city}`);
  }
  if (filters.from) query = query.gte('created_at', berlinMidnight(filters.from));
  if (filters.to) query = query.lt('created_at', berlinMidnight(nextDay(filters.to)));
  return query.order('created_at', { ascending: false }).order('booking_number', { ascending: false });
}

/** Strips the helper embedding `match` from a row. */
function withoutMatch(row: AdminBooking & { match?: unknown }): AdminBooking {
  const { match: _match, ...booking } = row;
  return booking;
}

/** Admin access to every booking (RLS: `has_role(auth.uid(), 'admin')`). */
export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBookings: build.query<BookingsPage, { filters: BookingFilters; page: number }>({
      query:
        ({ filters, page }) =>
        (client) => {
          const from = (page - 1) * BOOKINGS_PAGE_SIZE;
          return filteredBookings(client, filters, true)
            .range(from, from + BOOKINGS_PAGE_SIZE - 1)
            .then(({ data, error, status, count }) => ({
              data: error
                ? null
                : {
                    rows: ((data ?? []) as unknown as AdminBooking[]).map(withoutMatch),
                    total: count ?? 0,
                  },
              error,
              status,
            }));
        },
      providesTags: ['Booking'],
    }),
    /**
     * Every booking of the filter (all pages) for the CSV export, fetched in blocks of 1,000 rows: Supabase answers at
     * most `max-rows` (1,000 by default) per request, whatever the query asks for.
     */
    adminBookingsExport: build.query<AdminBooking[], BookingFilters>({
      query: (filters) => async (client) => {
        const rows: AdminBooking[] = [];
        for (let from = 0; ; from += EXPORT_BLOCK_SIZE) {
          const { data, error, status } = await filteredBookings(client, filters, false).range(
            from,
            from + EXPORT_BLOCK_SIZE - 1,
          );
          if (error) return { data: null, error, status };
          const block = (data ?? []) as unknown as AdminBooking[];
          rows.push(...block.map(withoutMatch));
          if (block.length < EXPORT_BLOCK_SIZE) return { data: rows, error: null, status };
        }
      },
      // Always the server's current state: an export is a snapshot, never an old cache entry.
      keepUnusedDataFor: 0,
      providesTags: ['Booking'],
    }),
    /** The choices of the seminar and city filters. */
    adminBookingFilterOptions: build.query<{ seminars: string[]; cities: string[] }, void>({
      query: () => (client) =>
        Promise.all([
          client.from('seminars').select('title').order('title'),
          client.from('webinars').select('title').order('title'),
          client.from('locations').select('city_name').order('city_name'),
        ]).then(([seminars, webinars, locations]) => {
          const error = seminars.error ?? webinars.error ?? locations.error;
          const status = seminars.error ? seminars.status : webinars.error ? webinars.status : locations.status;
          if (error) return { data: null, error, status };
          const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'de-DE'));
          return {
            data: {
              seminars: unique([...(seminars.data ?? []), ...(webinars.data ?? [])].map((row) => row.title)),
              cities: [...unique((locations.data ?? []).map((row) => row.city_name)), 'Online'],
            },
            error: null,
            status,
          };
        }),
      providesTags: ['Seminar', 'Webinar', 'Location'],
    }),
    adminSetBookingStatus: build.mutation<
      { booking_id: string; status: BookingStatus; paid_at: string | null; cancelled_at: string | null },
      { bookingId: string; status: BookingStatus }
    >({
      query:
        ({ bookingId, status }) =>
        (client) =>
          client.rpc('admin_set_booking_status', { _booking_id: bookingId, _status: status }),
      invalidatesTags: ['Booking', 'Session'],
    }),
  }),
});

export const {
  useAdminBookingsQuery,
  useLazyAdminBookingsExportQuery,
  useAdminBookingFilterOptionsQuery,
  useAdminSetBookingStatusMutation,
} = adminBookingsApi;
