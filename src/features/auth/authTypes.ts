import type { Database, Session, User } from '@/lib/supabase';

/** supabase-js's own shapes (plain JSON, safe to keep in the store). Type-only: no code of supabase-js is loaded. */
export type AuthUser = User;
export type AuthSession = Session;

/** A row of `profiles` (docs/states.md): the one profile type of the auth, account and checkout screens. */
export type Profile = Database['public']['Tables']['profiles']['Row'];

/** docs/states.md: admin status is unknown, checking, or true/false. */
export type AdminStatus = 'unknown' | 'checking' | boolean;

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The forms' requests: one at a time each, with the German message of the last failure. */
export type AuthRequestKind = 'signIn' | 'signUp' | 'google' | 'signOut' | 'passwordReset' | 'passwordUpdate';
export interface AuthRequestState {
  pending: boolean;
  error: string | null;
}
