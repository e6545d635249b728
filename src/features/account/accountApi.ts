import { api } from '@/lib/api';
import type { Profile } from '@/features/auth';
import { INVOICE_COLUMNS, type InvoiceRecord } from '@/features/invoices';
import type { Database } from '@/lib/supabase';
import type { Certificate } from './certificatePdf';

type Tables = Database['public']['Tables'];
export type BookingRow = Tables['bookings']['Row'];
export type BookingItemRow = Tables['booking_items']['Row'];
export type ProfileRow = Profile;

/** A booking item with what the calendar file needs from its session or webinar (docs/calendar.md). */
export interface BookingItemWithEvent extends BookingItemRow {
  seminar_sessions:
    | (Pick<Tables['seminar_sessions']['Row'], 'end_date' | 'end_time' | 'status'> & {
        locations: Pick<
          Tables['locations']['Row'],
          'venue_name' | 'street' | 'postal_code' | 'city' | 'city_slug'
        > | null;
        seminars: Pick<Tables['seminars']['Row'], 'slug'> | null;
      })
    | null;
  webinars: Pick<Tables['webinars']['Row'], 'duration_minutes' | 'slug'> | null;
}

/**
 * The bookings with what the calendar file needs, and whether the academy cancelled a line's date (its `status`: the
 * line then offers the booker's choice); exported so tests read exactly what the dashboard reads.
 */
export const MY_BOOKINGS_SELECT =
  '*, booking_items(*, seminar_sessions(end_date, end_time, status, ' +
  'locations(venue_name, street, postal_code, city, city_slug), seminars(slug)), webinars(duration_minutes, slug))';

export interface BookingWithItems extends BookingRow {
  booking_items: BookingItemWithEvent[];
}

export interface Participant {
  first_name: string;
  last_name: string;
  email: string;
}

export type ProfileUpdate = Partial<
  Pick<
    ProfileRow,
    | 'first_name'
    | 'last_name'
    | 'company'
    | 'phone'
    | 'street'
    | 'postal_code'
    | 'city'
    | 'country'
    | 'vat_id'
    | 'newsletter'
    | 'booking_reminders'
  >
>;

/** The customer's own data. Row-level security limits every query to the signed-in user on the server as well. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    myBookings: build.query<BookingWithItems[], string>({
      query: (userId) => (client) =>
        client
          .from('bookings')
          .select(MY_BOOKINGS_SELECT)
          .eq('user_id', userId)
          .order('created_at', { ascending: false }),
      providesTags: ['Booking'],
    }),
    freeCancellationDays: build.query<number, void>({
      query: () => (client) => client.from('settings').select('free_cancellation_days').eq('id', 1).single(),
      transformResponse: (row: { free_cancellation_days: number }) => row.free_cancellation_days,
      providesTags: ['Settings'],
    }),
    cancelMyBooking: build.mutation<unknown, string>({
      query: (bookingId) => (client) => client.rpc('cancel_booking', { _booking_id: bookingId }),
      invalidatesTags: ['Booking'],
    }),
    changeParticipant: build.mutation<
      unknown,
      { itemId: string; index: number; firstName: string; lastName: string; email: string }
    >({
      query:
        ({ itemId, index, firstName, lastName, email }) =>
        (client) =>
          client.rpc('change_participant', {
            _booking_item_id: itemId,
            _participant_index: index,
            _first_name: firstName,
            _last_name: lastName,
            _email: email,
          }),
      invalidatesTags: ['Booking'],
    }),
    /** The join links the server releases to this customer (RLS: confirmed bookers, from 1 hour before the start). */
    myJoinLinks: build.query<Array<{ webinar_id: string; join_url: string }>, readonly string[]>({
      query: (webinarIds) => (client) =>
        client
          .from('webinar_access')
          .select('webinar_id, join_url')
          .in('webinar_id', [...webinarIds]),
      providesTags: ['Booking', 'Webinar'],
    }),
    /** Attended seats of finished dates, for their booker or participant (my_certificates decides). */
    myCertificates: build.query<Certificate[], void>({
      query: () => (client) => client.rpc('my_certificates'),
      providesTags: ['Booking'],
    }),
    /**
     * Every invoice and credit note of the customer's own bookings, newest first. RLS lets the booker (and admins)
     * read; the inner join on the booking keeps an admin's own dashboard to their own bookings as well.
     */
    myInvoices: build.query<InvoiceRecord[], string>({
      query: (userId) => (client) =>
        client
          .from('invoices')
          .select(`${INVOICE_COLUMNS}, bookings!inner(user_id)`)
          .eq('bookings.user_id', userId)
          .order('issue_date', { ascending: false })
          .order('created_at', { ascending: false })
          .then(({ data, error, status }) => ({
            data: error
              ? null
              : (data ?? []).map(({ bookings: _booking, ...record }) => record as unknown as InvoiceRecord),
            error,
            status,
          })),
      // Issued when a booking becomes binding, credited when it is cancelled: both change the booking.
      providesTags: ['Booking'],
    }),
    myProfile: build.query<ProfileRow | null, string>({
      query: (userId) => (client) => client.from('profiles').select('*').eq('user_id', userId).maybeSingle(),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ProfileRow, { userId: string; changes: ProfileUpdate }>({
      query:
        ({ userId, changes }) =>
        (client) =>
          client.from('profiles').update(changes).eq('user_id', userId).select('*').single(),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useMyBookingsQuery,
  useFreeCancellationDaysQuery,
  useCancelMyBookingMutation,
  useChangeParticipantMutation,
  useMyJoinLinksQuery,
  useMyCertificatesQuery,
  useMyInvoicesQuery,
  useMyProfileQuery,
  useUpdateProfileMutation,
} = accountApi;
