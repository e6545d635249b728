import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

export type OutboxRow = Database['public']['Tables']['email_outbox']['Row'];

const OUTBOX_FIELDS =
  'id, template, recipient, data, idempotency_key, booking_id, attempts, next_attempt_at, send_after, sent_at, ' +
  'last_error, created_at';

/** The e-mail outbox (admins read it under RLS) and the resend of a message that has not gone out. */
export const adminEmailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminEmails: build.query<OutboxRow[], void>({
      query: () => (client) =>
        client.from('email_outbox').select(OUTBOX_FIELDS).order('created_at', { ascending: false }).limit(500),
      providesTags: ['Email'],
    }),
    adminResendEmail: build.mutation<{ email_id: string; attempts: number }, string>({
      query: (emailId) => (client) => client.rpc('admin_resend_email', { _email_id: emailId }),
      invalidatesTags: ['Email'],
    }),
  }),
});

export const { useAdminEmailsQuery, useAdminResendEmailMutation } = adminEmailsApi;
