/** The mock backend over the test schema, fresh for every test, and supabase-js clients as the app builds them. */
import './webcrypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import {
  createMockBackend,
  DEMO_SUPABASE_SERVICE_ROLE_KEY,
  hasRole,
  useMockBackend,
  type MockBackendOptions,
  type MockDb,
} from '../../../mocks';
import { librarySchema } from '../fixtures/librarySchema';
import { librarySeed } from '../fixtures/librarySeed';

let db: MockDb;

/**
 * A fresh library backend for every test: the test schema and seed with `has_role`, plus the RPCs and edge functions
 * the test file brings.
 */
export function useLibraryBackend(extra: Pick<MockBackendOptions, 'rpc' | 'functions'> = {}): () => MockDb {
  beforeEach(() => {
    const backend = createMockBackend({
      ...librarySchema,
      seed: librarySeed,
      rpc: { has_role: hasRole, ...extra.rpc },
      functions: extra.functions,
    });
    db = backend.db;
    useMockBackend(backend);
  });
  return () => db;
}

let clientCount = 0;

/** A storage key per client keeps supabase-js from warning about several clients sharing one. */
function clientOptions() {
  clientCount += 1;
  return {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `mock-test-${clientCount}`,
    },
  };
}

export function anonClient(): SupabaseClient {
  return createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_ANON_KEY, clientOptions());
}

export function serviceClient(): SupabaseClient {
  return createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_SERVICE_ROLE_KEY, clientOptions());
}

export async function signedInClient(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

/** A raw request to the mock, for what supabase-js never sends (missing apikey, odd headers). */
export function rawFetch(path: string, init: RequestInit & { apikey?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const apikey = init.apikey === undefined ? DEMO_SUPABASE_ANON_KEY : init.apikey;
  if (apikey) headers.set('apikey', apikey);
  return fetch(`${DEMO_SUPABASE_URL}${path}`, { ...init, headers });
}
