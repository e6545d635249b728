import { api } from '@/lib/api';
import { NETWORK_ERROR_TEXT } from '@/lib/api';
import { deleteDemoMails, fetchDemoMails, type DemoMail } from '@/lib/demoBackend';

/** The Demo-Postfach through RTK Query, so the page gets loading, error and refetch like every other screen. */
export const demoApi = api.enhanceEndpoints({ addTagTypes: ['DemoMail'] }).injectEndpoints({
  endpoints: (build) => ({
    demoMails: build.query<DemoMail[], string | undefined>({
      queryFn: async (to) => {
        try {
          return { data: await fetchDemoMails(to) };
        } catch {
          return { error: { status: 'FETCH_ERROR' as const, message: NETWORK_ERROR_TEXT } };
        }
      },
      providesTags: ['DemoMail'],
      // New mails arrive from other tabs and actions: always ask again when the page opens.
      keepUnusedDataFor: 0,
    }),
    clearDemoMails: build.mutation<null, { to?: string }>({
      queryFn: async (filter) => {
        try {
          await deleteDemoMails(filter);
          return { data: null };
        } catch {
          return { error: { status: 'FETCH_ERROR' as const, message: NETWORK_ERROR_TEXT } };
        }
      },
      invalidatesTags: ['DemoMail'],
    }),
  }),
});

export const { useDemoMailsQuery, useClearDemoMailsMutation } = demoApi;
