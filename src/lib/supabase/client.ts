import type { GoTrueClient } from '@supabase/auth-js';
import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { DEMO_SUPABASE_ANON_KEY } from '@/config/demoAnonKey';
import { env } from '@/config/env';
import type { Database } from './database.types';
import { yieldToMain } from '@/lib/yieldToMain';
import { gatedFetch } from './requestGate';

type Rest = PostgrestClient<Database, Database['__InternalSupabase'], 'public'>;

declare const __DEMO_MODE__: boolean | undefined;

/**
 * The anon key the client sends. webpack defines `__DEMO_MODE__` (undefined in Jest and Storybook, which run the
 * demo), so a live build folds this to its own key and carries no demo key.
 */
const clientAnonKey = () =>
  typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__ ? DEMO_SUPABASE_ANON_KEY : env.liveAnonKey;

/**
 * The parts of Supabase the app uses — PostgREST (`from`, `rpc`), auth and edge functions — composed from their own
 * packages as supabase-js composes them, without supabase-js's realtime and storage clients (a third of its size,
 * never used here, and realtime's WebSocket check fails in the Node.js the prerenderer runs on).
 */
export interface AppSupabaseClient {
  auth: GoTrueClient;
  functions: FunctionsClient;
  from: Rest['from'];
  rpc: Rest['rpc'];
}

let clientPromise: Promise<AppSupabaseClient> | null = null;

async function composeClient(url: string, anonKey: string): Promise<AppSupabaseClient> {
  const [{ AuthClient }, { FunctionsClient }, { PostgrestClient }] = await Promise.all([
    import(/* webpackChunkName: "supabase" */ '@supabase/auth-js'),
    import(/* webpackChunkName: "supabase" */ '@supabase/functions-js'),
    import(/* webpackChunkName: "supabase" */ '@supabase/postgrest-js'),
  ]);
  // Evaluating the packages and starting the auth client (it reads the stored session) are tasks of their own.
  await yieldToMain();
  const base = url.replace(/\/+$/, '');
  const auth = new AuthClient({
    url: `${base}/auth/v1`,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    // supabase-js's key, so sessions of earlier visits stay valid.
    storageKey: `sb-${new URL(base).hostname.split('.')[0]}-auth-token`,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: globalThis.localStorage,
    fetch: gatedFetch,
  });
  /**
   * Every data and function request carries the anon key and the signed-in user's token, else the anon key as its
   * bearer (as supabase-js does: the gateway verifies a JWT on function calls too).
   */
  const withAuth: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) {
      const { data } = await auth.getSession();
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    }
    return gatedFetch(input, { ...init, headers });
  };
  const rest: Rest = new PostgrestClient<Database, Database['__InternalSupabase'], 'public'>(`${base}/rest/v1`, {
    fetch: withAuth,
    // The retry policy of docs/constants.md lives in one place, RTK Query (lib/api); postgrest-js's own retries would
    // multiply it (4 × 4 requests) and would also retry reads the sagas make.
    retry: false,
  });
  const functions = new FunctionsClient(`${base}/functions/v1`, { customFetch: withAuth });
  return {
    auth,
    functions,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
  };
}

/**
 * The one Supabase client, loaded with a dynamic import so the shell paints before its code arrives (docs/quality.md);
 * sagas and RTK Query endpoints await this promise.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= composeClient(env.supabaseUrl, clientAnonKey());
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
