import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];

export type SettingsRow = Tables['settings']['Row'];
export type SettingsUpdate = Omit<Tables['settings']['Update'], 'id' | 'updated_at'>;

/** PostgREST answers an update that RLS hides with 0 rows, not an error: the screen must still say "no permission". */
const RLS_HIDDEN = { code: '42501', message: 'permission denied', details: null };

/** The academy's settings (one row), read and saved by admins. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAdminSettingsQuery, useAdminSaveSettingsMutation } = adminSettingsApi;
