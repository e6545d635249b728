import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';
import { dateTimeFormat } from '@/lib/intl';

type Tables = Database['public']['Tables'];
export type WaitlistStatus = Database['public']['Enums']['waitlist_status'];
export type WaitlistEntryRow = Tables['waitlist_entries']['Row'];

/** What the waiting-list functions answer for one entry (supabase/README.md, "Waiting list"). */
export interface WaitlistEntryResult {
  entry_id: string;
  session_id: string | null;
  webinar_id: string | null;
  seats: number;
  status: WaitlistStatus;
  position: number | null;
  offer_expires_at: string | null;
}

export interface MyWaitlistEntry extends WaitlistEntryResult {
  leave_token: string;
  offer_token: string | null;
  created_at: string;
}

export interface WaitlistOffer extends WaitlistEntryResult {
  name: string;
  email: string;
}

/** A date that can be waited for: a seminar session or a webinar. */
export type WaitlistTarget =
  { sessionId: string; webinarId?: undefined } | { webinarId: string; sessionId?: undefined };

export interface JoinWaitlistArgs {
  target: WaitlistTarget;
  name: string;
  email: string;
  seats: number;
}

/** The date an offer or entry is for, with what the cart and the dashboard show. */
export interface WaitlistDate {
  seminarId: string;
  sessionId?: string;
  webinarId?: string;
  title: string;
  startDate: string;
  startTime: string;
  locationName: string;
  city?: string;
  priceNet: number;
  vatRate: number;
}

interface SessionDateRow {
  id: string;
  seminar_id: string;
  start_date: string;
  start_time: string;
  seminars: { title: string; price_net_cents: number; vat_rate: number } | null;
  locations: { venue_name: string; city_name: string } | null;
}

// Zoned formatters load time-zone data: made on first use (src/lib/intl.ts), not while the module loads.
const berlinDate = () => dateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' });
const berlinTime = () => dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

/** Joining, confirming, leaving and the offers of the waiting list; admins also see and manage each list. */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<WaitlistEntryResult, JoinWaitlistArgs>({
      query:
        ({ target, name, email, seats }) =>
        (client) =>
          client.rpc('join_waitlist', {
            _session_id: target.sessionId ?? null,
            _webinar_id: target.webinarId ?? null,
            _name: name,
            _email: email,
            _seats: seats,
          } as never),
      invalidatesTags: ['Waitlist'],
    }),
    confirmWaitlist: build.mutation<WaitlistEntryResult, string>({
      query: (token) => (client) => client.rpc('confirm_waitlist', { _token: token }),
      invalidatesTags: ['Waitlist'],
    }),
    leaveWaitlist: build.mutation<WaitlistEntryResult, string>({
      query: (token) => (client) => client.rpc('leave_waitlist', { _token: token }),
      invalidatesTags: ['Waitlist'],
    }),
    waitlistOffer: build.query<WaitlistOffer, string>({
      query: (token) => (client) => client.rpc('get_waitlist_offer', { _token: token }),
      providesTags: ['Waitlist'],
    }),
    myWaitlistEntries: build.query<MyWaitlistEntry[], void>({
      query: () => (client) => client.rpc('my_waitlist_entries'),
      providesTags: ['Waitlist'],
    }),
    /** The dates of entries or an offer, read from the public catalogue. */
    waitlistDates: build.query<WaitlistDate[], { sessionIds: string[]; webinarIds: string[] }>({
      queryFn: async ({ sessionIds, webinarIds }, _api, _extra, baseQuery) => {
        const dates: WaitlistDate[] = [];
        if (sessionIds.length > 0) {
          const result = await baseQuery((client) =>
            client
              .from('seminar_sessions')
              .select(
                'id, seminar_id, start_date, start_time, seminars(title, price_net_cents, vat_rate), locations(venue_name, city_name)',
              )
              .in('id', sessionIds),
          );
          if (result.error) return { error: result.error };
          for (const row of result.data as SessionDateRow[]) {
            dates.push({
              seminarId: row.seminar_id,
              sessionId: row.id,
              title: row.seminars?.title ?? '',
              startDate: row.start_date,
              startTime: row.start_time.slice(0, 5),
              locationName: row.locations?.venue_name ?? '',
              city: row.locations?.city_name,
              priceNet: row.seminars?.price_net_cents ?? 0,
              vatRate: Number(row.seminars?.vat_rate ?? 19),
            });
          }
        }
        if (webinarIds.length > 0) {
          const result = await baseQuery((client) =>
            client.from('webinars').select('id, title, starts_at, price_net_cents, vat_rate').in('id', webinarIds),
          );
          if (result.error) return { error: result.error };
          for (const row of result.data as Array<Tables['webinars']['Row']>) {
            const startsAt = new Date(row.starts_at);
            dates.push({
              seminarId: row.id,
              webinarId: row.id,
              title: row.title,
              startDate: berlinDate().format(startsAt),
              startTime: berlinTime().format(startsAt),
              locationName: 'Online',
              priceNet: row.price_net_cents,
              vatRate: Number(row.vat_rate),
            });
          }
        }
        return { data: dates };
      },
      providesTags: ['Session', 'Webinar'],
    }),
    adminWaitlist: build.query<WaitlistEntryRow[], WaitlistTarget>({
      query: (target) => (client) => {
        const query = client.from('waitlist_entries').select('*');
        const filtered = target.sessionId
          ? query.eq('session_id', target.sessionId)
          : query.eq('webinar_id', target.webinarId ?? '');
        return filtered.order('queue_number', { ascending: true, nullsFirst: false }).order('created_at');
      },
      providesTags: ['Waitlist'],
    }),
    /** Open entries of every list (the admin dashboard's counts). */
    adminWaitlistCounts: build.query<Array<Pick<WaitlistEntryRow, 'status' | 'seats'>>, void>({
      query: () => (client) =>
        client
          .from('waitlist_entries')
          .select('status, seats')
          .in('status', ['pending_confirmation', 'waiting', 'offered']),
      providesTags: ['Waitlist'],
    }),
    adminOfferWaitlistSeats: build.mutation<WaitlistEntryResult, string>({
      query: (entryId) => (client) => client.rpc('admin_offer_waitlist_seats', { _entry_id: entryId }),
      invalidatesTags: ['Waitlist'],
    }),
    adminRemoveWaitlistEntry: build.mutation<WaitlistEntryResult, string>({
      query: (entryId) => (client) => client.rpc('admin_remove_waitlist_entry', { _entry_id: entryId }),
      invalidatesTags: ['Waitlist'],
    }),
  }),
});

export const {
  useJoinWaitlistMutation,
  useConfirmWaitlistMutation,
  useLeaveWaitlistMutation,
  useWaitlistOfferQuery,
  useMyWaitlistEntriesQuery,
  useWaitlistDatesQuery,
  useAdminWaitlistQuery,
  useAdminWaitlistCountsQuery,
  useAdminOfferWaitlistSeatsMutation,
  useAdminRemoveWaitlistEntryMutation,
} = waitlistApi;
