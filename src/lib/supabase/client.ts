import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from './database.types';
import { gatedFetch } from './requestGate';

export type AppSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<AppSupabaseClient> | null = null;

/**
 * The one Supabase client. supabase-js is loaded with a dynamic import so the shell paints before its 56 KB arrive
 * (DESIGN.md §6); sagas and RTK Query endpoints await this promise.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= import(/* webpackChunkName: "supabase" */ '@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storage: globalThis.localStorage,
      },
      global: { fetch: gatedFetch },
      // The retry policy of SPEC.md §9 lives in one place, RTK Query (lib/api); postgrest-js's own retries would
      // multiply it (4 × 4 requests) and would also retry reads the sagas make.
      db: { retry: false },
    }),
  );
  return clientPromise;
}

/**
 * Tests and Storybook start every case with a fresh client (no session carried over). The old client's token
 * refresh timer is stopped, or it would keep running (and keep Jest from exiting).
 */
export function resetSupabaseClientForTests(): void {
  const previous = clientPromise;
  clientPromise = null;
  void previous?.then((client) => client.auth.stopAutoRefresh()).catch(() => undefined);
}
