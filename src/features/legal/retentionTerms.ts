import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type AcademySettings = Database['public']['Tables']['settings']['Row'];

/** The retention periods of the settings row (docs/data-model.md "Retention"), which the daily purge applies. */
export type RetentionTerms = Pick<
  AcademySettings,
  'outbox_retention_days' | 'waitlist_retention_days' | 'lapsed_hold_retention_days' | 'invoice_retention_years'
>;

/** The schema's defaults, shown until the settings row has arrived (the row is authoritative). */
export const RETENTION_DEFAULTS: RetentionTerms = {
  outbox_retention_days: 90,
  waitlist_retention_days: 30,
  lapsed_hold_retention_days: 30,
  invoice_retention_years: 10,
};

export const retentionApi = api.injectEndpoints({
  endpoints: (build) => ({
    retentionTerms: build.query<RetentionTerms, void>({
      query: () => (client) =>
        client
          .from('settings')
          .select('outbox_retention_days, waitlist_retention_days, lapsed_hold_retention_days, invoice_retention_years')
          .eq('id', 1)
          .single(),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useRetentionTermsQuery } = retentionApi;
