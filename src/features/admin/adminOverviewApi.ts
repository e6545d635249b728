import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];
type Enums = Database['public']['Enums'];

export type SettingsRow = Tables['settings']['Row'];
export type SettingsUpdate = Omit<Tables['settings']['Update'], 'id' | 'updated_at'>;
export type InhouseRequestRow = Tables['inhouse_requests']['Row'];
export type AppRole = Enums['app_role'];

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

/** A profile with the roles granted to it (`profiles` + `user_roles`, joined in the browser). */
export interface AdminUser {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  roles: AppRole[];
}

const BOOKING_FIELDS =
  'id, booking_number, status, net_cents, gross_cents, created_at, customer_first_name, customer_last_name, company_name';

/** PostgREST answers an update that RLS hides with 0 rows, not an error: the screen must still say "no permission". */
const RLS_HIDDEN = { code: '42501', message: 'permission denied', details: null };

/**
 * The admin overview, users and settings. Row-level security lets admins read and write all of it; the browser only
 * asks, the server decides (roles through `admin_set_user_role`, which refuses to remove the last admin).
 */
export const adminOverviewApi = api.injectEndpoints({
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
    adminUsers: build.query<AdminUser[], void>({
      query: () => async (client) => {
        const [profiles, roles] = await Promise.all([
          client.from('profiles').select('user_id, email, first_name, last_name, created_at'),
          client.from('user_roles').select('user_id, role'),
        ]);
        if (profiles.error) return { data: null, error: profiles.error, status: profiles.status };
        if (roles.error) return { data: null, error: roles.error, status: roles.status };
        const byUser = new Map<string, AppRole[]>();
        for (const row of roles.data) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.role]);
        const users: AdminUser[] = profiles.data.map((profile) => ({
          ...profile,
          roles: byUser.get(profile.user_id) ?? [],
        }));
        return { data: users, error: null, status: 200 };
      },
      providesTags: ['User'],
    }),
    adminSetUserRole: build.mutation<{ user_id: string; roles: AppRole[] }, { userId: string; grant: boolean }>({
      query:
        ({ userId, grant }) =>
        (client) =>
          client.rpc('admin_set_user_role', { _user_id: userId, _role: 'admin', _grant: grant }),
      invalidatesTags: ['User'],
    }),
    adminSettings: build.query<SettingsRow, void>({
      query: () => (client) => client.from('settings').select('*').eq('id', 1).single(),
      providesTags: ['Settings'],
    }),
    adminSaveSettings: build.mutation<SettingsRow, SettingsUpdate>({
      query: (changes) => async (client) => {
        const result = await client.from('settings').update(changes).eq('id', 1).select('*');
        if (result.error) return { data: null, error: result.error, status: result.status };
        const [row] = result.data;
        if (!row) return { data: null, error: RLS_HIDDEN, status: 403 };
        return { data: row, error: null, status: result.status };
      },
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useAdminDashboardBookingsQuery,
  useAdminUpcomingSessionsQuery,
  useAdminNewInhouseRequestsQuery,
  useAdminUsersQuery,
  useAdminSetUserRoleMutation,
  useAdminSettingsQuery,
  useAdminSaveSettingsMutation,
} = adminOverviewApi;
