import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];

export type SettingsRow = Tables['settings']['Row'];
export type SettingsUpdate = Omit<Tables['settings']['Update'], 'id' | 'updated_at'>;
/** The DATEV numbers of the export: admins only, so not in the public `settings` row (docs/invoices.md, "Export"). */
export type AccountingSettingsRow = Tables['accounting_settings']['Row'];
export type AccountingSettingsUpdate = Omit<Tables['accounting_settings']['Update'], 'id' | 'updated_at'>;

/** What the settings form shows: the public settings row and the admin-only accounting row. */
export interface AdminSettings {
  settings: SettingsRow;
  accounting: AccountingSettingsRow;
}

export interface AdminSettingsChanges {
  settings: SettingsUpdate;
  accounting: AccountingSettingsUpdate;
}

/** PostgREST answers an update that RLS hides with 0 rows, not an error: the screen must still say "no permission". */
const RLS_HIDDEN = { code: '42501', message: 'permission denied', details: null };

/** The academy's settings (one row each), read and saved by admins. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSettings: build.query<AdminSettings, void>({
      query: () => async (client) => {
        const [settings, accounting] = await Promise.all([
          client.from('settings').select('*').eq('id', 1).single(),
          client.from('accounting_settings').select('*').eq('id', 1).single(),
        ]);
        const failed = settings.error ? settings : accounting.error ? accounting : null;
        if (failed) return { data: null, error: failed.error, status: failed.status };
        return { data: { settings: settings.data!, accounting: accounting.data! }, error: null, status: 200 };
      },
      providesTags: ['Settings'],
    }),
    adminSaveSettings: build.mutation<AdminSettings, AdminSettingsChanges>({
      query: (changes) => async (client) => {
        const settings = await client.from('settings').update(changes.settings).eq('id', 1).select('*');
        if (settings.error) return { data: null, error: settings.error, status: settings.status };
        const [settingsRow] = settings.data;
        if (!settingsRow) return { data: null, error: RLS_HIDDEN, status: 403 };
        const accounting = await client.from('accounting_settings').update(changes.accounting).eq('id', 1).select('*');
        if (accounting.error) return { data: null, error: accounting.error, status: accounting.status };
        const [accountingRow] = accounting.data;
        if (!accountingRow) return { data: null, error: RLS_HIDDEN, status: 403 };
        return { data: { settings: settingsRow, accounting: accountingRow }, error: null, status: settings.status };
      },
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useAdminSettingsQuery, useAdminSaveSettingsMutation } = adminSettingsApi;
