import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];
export type AdminSeminar = Tables['seminars']['Row'];
export type AdminSeminarInsert = Tables['seminars']['Insert'];
export type AdminSession = Tables['seminar_sessions']['Row'];
export type AdminSessionInsert = Tables['seminar_sessions']['Insert'];
export type AdminLocation = Tables['locations']['Row'];
export type AdminLocationInsert = Tables['locations']['Insert'];
export type AdminTrainer = Tables['trainers']['Row'];
export type AdminTrainerInsert = Tables['trainers']['Insert'];

/** A session as the seminar's detail panel lists it: with its venue and trainer. */
export interface AdminSessionWithDetails extends AdminSession {
  locations: Pick<AdminLocation, 'id' | 'city_name' | 'venue_name'> | null;
  trainers: Pick<AdminTrainer, 'id' | 'name'> | null;
}

export interface CancelSessionResult {
  session_id: string;
  status: 'cancelled';
  flagged_bookings: number;
}

/**
 * The admin catalog: seminars (published and drafts — admins read all rows by RLS), their sessions,
 * locations and trainers. The tags are the public catalogue's, so every write refreshes its cached lists too.
 */
export const adminCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSeminars: build.query<AdminSeminar[], void>({
      query: () => (client) => client.from('seminars').select('*').order('title'),
      providesTags: ['Seminar'],
    }),
    adminSaveSeminar: build.mutation<AdminSeminar, { id?: string; values: AdminSeminarInsert }>({
      query:
        ({ id, values }) =>
        (client) =>
          id
            ? client.from('seminars').update(values).eq('id', id).select('*').single()
            : client.from('seminars').insert(values).select('*').single(),
      invalidatesTags: ['Seminar', 'Session'],
    }),
    adminSessions: build.query<AdminSessionWithDetails[], string>({
      query: (seminarId) => (client) =>
        client
          .from('seminar_sessions')
          .select('*, locations(id, city_name, venue_name), trainers(id, name)')
          .eq('seminar_id', seminarId)
          .order('start_date')
          .order('start_time'),
      providesTags: ['Session'],
    }),
    adminSaveSession: build.mutation<AdminSession, { id?: string; values: AdminSessionInsert }>({
      query:
        ({ id, values }) =>
        (client) =>
          id
            ? client.from('seminar_sessions').update(values).eq('id', id).select('*').single()
            : client.from('seminar_sessions').insert(values).select('*').single(),
      invalidatesTags: ['Session', 'Seminar'],
    }),
    adminCancelSession: build.mutation<CancelSessionResult, string>({
      query: (sessionId) => (client) => client.rpc('admin_cancel_session', { _session_id: sessionId }),
      transformResponse: (result: unknown) => result as CancelSessionResult,
      invalidatesTags: ['Session', 'Seminar', 'Booking'],
    }),
    adminLocations: build.query<AdminLocation[], void>({
      query: () => (client) => client.from('locations').select('*').order('city_name').order('venue_name'),
      providesTags: ['Location'],
    }),
    adminSaveLocation: build.mutation<AdminLocation, { id?: string; values: AdminLocationInsert }>({
      query:
        ({ id, values }) =>
        (client) =>
          id
            ? client.from('locations').update(values).eq('id', id).select('*').single()
            : client.from('locations').insert(values).select('*').single(),
      invalidatesTags: ['Location', 'Session'],
    }),
    adminDeleteLocation: build.mutation<null, string>({
      query: (id) => (client) => client.from('locations').delete().eq('id', id),
      invalidatesTags: ['Location', 'Session'],
    }),
    adminTrainers: build.query<AdminTrainer[], void>({
      query: () => (client) => client.from('trainers').select('*').order('name'),
      providesTags: ['Trainer'],
    }),
    adminSaveTrainer: build.mutation<AdminTrainer, { id?: string; values: AdminTrainerInsert }>({
      query:
        ({ id, values }) =>
        (client) =>
          id
            ? client.from('trainers').update(values).eq('id', id).select('*').single()
            : client.from('trainers').insert(values).select('*').single(),
      invalidatesTags: ['Trainer', 'Session'],
    }),
    /**
     * The schema sets `trainer_id` to null when a trainer is deleted (`on delete set null`), so the database would not
     * refuse; the admin screen refuses like for locations while sessions or webinars still name the trainer.
     */
    adminDeleteTrainer: build.mutation<null, string>({
      query: (id) => async (client) => {
        const [sessions, webinars] = await Promise.all([
          client.from('seminar_sessions').select('id', { count: 'exact', head: true }).eq('trainer_id', id),
          client.from('webinars').select('id', { count: 'exact', head: true }).eq('trainer_id', id),
        ]);
        const failed = sessions.error ? sessions : webinars.error ? webinars : null;
        if (failed) return { data: null, error: failed.error, status: failed.status };
        if ((sessions.count ?? 0) + (webinars.count ?? 0) > 0) {
          return {
            data: null,
            error: { code: '23503', message: 'trainer is still referenced', details: null },
            status: 409,
          };
        }
        return client.from('trainers').delete().eq('id', id);
      },
      invalidatesTags: ['Trainer', 'Session'],
    }),
  }),
});

export const {
  useAdminSeminarsQuery,
  useAdminSaveSeminarMutation,
  useAdminSessionsQuery,
  useAdminSaveSessionMutation,
  useAdminCancelSessionMutation,
  useAdminLocationsQuery,
  useAdminSaveLocationMutation,
  useAdminDeleteLocationMutation,
  useAdminTrainersQuery,
  useAdminSaveTrainerMutation,
  useAdminDeleteTrainerMutation,
} = adminCatalogApi;
