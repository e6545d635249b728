import { api, type ApiError } from '@/lib/api';
import { browserNavigation } from '@/lib/browserNavigation';
import { UNEXPECTED_ERROR_TEXT, getSupabase, userFacingAuthError } from '@/lib/supabase';
import { paths } from '@/config/paths';
import { requestEmailChange, signInWithPassword, updatePassword } from '@/features/auth';

/** A German ApiError from an auth refusal (docs/errors.md mapping) or an exception. */
function authFailure(error: unknown): { error: ApiError } {
  return { error: { status: 400, message: userFacingAuthError(error) } };
}

/**
 * Account changes that go through the auth server rather than a table. Writes: never retried (they run as
 * `queryFn`, outside the retrying base query).
 */
export const accountAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation<null, string>({
      queryFn: async (email) => {
        try {
          const client = await getSupabase();
          const { error } = await requestEmailChange(client, email, browserNavigation.origin(), paths.settings);
          return error ? authFailure(error) : { data: null };
        } catch {
          return { error: { status: 'FETCH_ERROR', message: UNEXPECTED_ERROR_TEXT } };
        }
      },
    }),
    changePassword: build.mutation<null, { email: string; currentPassword: string; newPassword: string }>({
      queryFn: async ({ email, currentPassword, newPassword }) => {
        try {
          const client = await getSupabase();
          // The auth server does not ask for the current password; asking here keeps a forgotten open laptop from
          // becoming a hijacked account.
          const check = await signInWithPassword(client, email, currentPassword);
          if (check.error) {
            return { error: { status: 400, message: 'Das aktuelle Passwort ist nicht richtig.' } };
          }
          const { error } = await updatePassword(client, newPassword);
          return error ? authFailure(error) : { data: null };
        } catch {
          return { error: { status: 'FETCH_ERROR', message: UNEXPECTED_ERROR_TEXT } };
        }
      },
    }),
    deleteAccount: build.mutation<null, void>({
      query: () => (client) => client.rpc('delete_my_account'),
    }),
  }),
});

export const { useRequestEmailChangeMutation, useChangePasswordMutation, useDeleteAccountMutation } =
  accountAuthApi;
