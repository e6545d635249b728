import { api } from '@/lib/api';
import type { AppSupabaseClient, Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];
export type AdminBookingRow = Tables['bookings']['Row'];
export type AdminBookingItemRow = Tables['booking_items']['Row'];
export type BookingStatus = Database['public']['Enums']['booking_status'];

/**
 * A line with its date's status and its seminar's slug (a seminar line's; `Umbuchen` offers that seminar's other dates
 * first, and leaving a date the academy cancelled is free at any time).
 */
export interface AdminBookingItem extends AdminBookingItemRow {
  seminar_sessions?: {
    status: Tables['seminar_sessions']['Row']['status'];
    seminars: { slug: string } | null;
  } | null;
}

export interface AdminBooking extends AdminBookingRow {
  booking_items: AdminBookingItem[];
}

/** A booking with its lines, as the list and the details read it. */
export const ADMIN_BOOKING_SELECT = '*, booking_items(*, seminar_sessions(status, seminars(slug)))';

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
/**
 * Bookings the CSV export reads per request: their ids travel in the URL of the row request (`id=in.(…)`), and 100
 * ids (about 3.7 KB) stay well inside what proxies accept.
 */
const EXPORT_BLOCK_SIZE = 100;

/** The search's arguments: empty filters are left out (null), dates are Berlin calendar days. */
function searchArgs(filters: BookingFilters, limit: number, offset: number) {
  return {
    _query: filters.q.trim() || undefined,
    _status: filters.status || undefined,
    _follow_up: filters.followUp,
    _seminar: filters.seminar || undefined,
    _city: filters.city || undefined,
    _from: filters.from || undefined,
    _to: filters.to || undefined,
    _limit: limit,
    _offset: offset,
  };
}

/**
 * One block of the filtered list: `admin_search_bookings` finds the ids (through the database's search index, docs/
 * data-model.md) and the count, then the rows with their items are read by id, in the search's order.
 */
async function bookingsBlock(client: AppSupabaseClient, filters: BookingFilters, limit: number, offset: number) {
  const search = await client.rpc('admin_search_bookings', searchArgs(filters, limit, offset));
  if (search.error) return { data: null, error: search.error, status: search.status };
  const { ids, total } = search.data as unknown as { ids: string[]; total: number };
  if (ids.length === 0) return { data: { rows: [] as AdminBooking[], total }, error: null, status: search.status };
  const read = await client.from('bookings').select(ADMIN_BOOKING_SELECT).in('id', ids);
  if (read.error) return { data: null, error: read.error, status: read.status };
  const byId = new Map((read.data as unknown as AdminBooking[]).map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is AdminBooking => row !== undefined);
  return { data: { rows, total }, error: null, status: read.status };
}

/** Admin access to every booking (admins only: the search function and RLS `has_role(auth.uid(), 'admin')`). */
export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBookings: build.query<BookingsPage, { filters: BookingFilters; page: number }>({
      query:
        ({ filters, page }) =>
        (client) =>
          bookingsBlock(client, filters, BOOKINGS_PAGE_SIZE, (page - 1) * BOOKINGS_PAGE_SIZE),
      providesTags: ['Booking'],
    }),
    /** Every booking of the filter (all pages) for the CSV export, read block by block. */
    adminBookingsExport: build.query<AdminBooking[], BookingFilters>({
      query: (filters) => async (client) => {
        const rows: AdminBooking[] = [];
        for (let offset = 0; ; offset += EXPORT_BLOCK_SIZE) {
          const block = await bookingsBlock(client, filters, EXPORT_BLOCK_SIZE, offset);
          if (!block.data) return { data: null, error: block.error, status: block.status };
          rows.push(...block.data.rows);
          if (offset + EXPORT_BLOCK_SIZE >= block.data.total) return { data: rows, error: null, status: block.status };
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
