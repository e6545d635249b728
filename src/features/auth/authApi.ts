import type { AppSupabaseClient, AuthChangeEvent, Session } from '@/lib/supabase';
import { paths } from '@/config/paths';
import type { Profile } from './authTypes';
import type { SignUpRequest } from './authSlice';
import { normalizeEmail } from '@/lib/validation';

/**
 * Every call to the auth server, each exactly as docs/states.md specifies. The auth saga and the account's endpoints
 * call these; nothing else talks to auth.
 */

/** The session the client has stored (a returning visitor's), or none. */
export function readStoredSession(client: AppSupabaseClient) {
  return client.auth.getSession();
}

/** Every change of the session the auth client reports; the returned function stops listening. */
export function onAuthChange(client: AppSupabaseClient, listener: (event: AuthEvent) => void): () => void {
  const { data } = client.auth.onAuthStateChange((event, session) => listener({ event, session }));
  return () => data.subscription.unsubscribe();
}

/** Local scope: signing out here must not end the user's sessions on other devices. */
export function signOutHere(client: AppSupabaseClient) {
  return client.auth.signOut({ scope: 'local' });
}

export function signInWithPassword(client: AppSupabaseClient, email: string, password: string) {
  return client.auth.signInWithPassword({ email: normalizeEmail(email), password });
}

export function signUpWithEmail(client: AppSupabaseClient, request: SignUpRequest, origin: string) {
  return client.auth.signUp({
    email: normalizeEmail(request.email),
    password: request.password,
    options: {
      emailRedirectTo: `${origin}${paths.registerComplete}`,
      data: { first_name: request.firstName.trim(), last_name: request.lastName.trim() },
    },
  });
}

/**
 * Google OAuth with redirect to the site root, offline access and the consent prompt (docs/states.md). In demo mode the
 * client must not navigate itself (a service worker never sees navigations): the saga resolves the demo consent page.
 */
export function signInWithGoogle(client: AppSupabaseClient, origin: string, skipBrowserRedirect: boolean) {
  return client.auth.signInWithOAuth({
    provider: 'google',
    options: {
      redirectTo: `${origin}/`,
      queryParams: { access_type: 'offline', prompt: 'consent' },
      skipBrowserRedirect,
    },
  });
}

export function sendPasswordResetMail(client: AppSupabaseClient, email: string, origin: string) {
  return client.auth.resetPasswordForEmail(normalizeEmail(email), { redirectTo: `${origin}${paths.passwordReset}` });
}

export function updatePassword(client: AppSupabaseClient, password: string) {
  return client.auth.updateUser({ password });
}

/** The new address takes effect once confirmed through the link mailed to it, which leads back to `redirectPath`. */
export function requestEmailChange(client: AppSupabaseClient, email: string, origin: string, redirectPath: string) {
  return client.auth.updateUser({ email: normalizeEmail(email) }, { emailRedirectTo: `${origin}${redirectPath}` });
}

/** `has_role` RPC; an error means not admin (docs/states.md). */
export async function fetchIsAdmin(client: AppSupabaseClient, userId: string): Promise<boolean> {
  try {
    const { data, error } = await client.rpc('has_role', { _user_id: userId, _role: 'admin' });
    return !error && data === true;
  } catch {
    return false;
  }
}

/** The user's profile: `profiles` where `user_id` is the user, a single optional row. */
export async function fetchProfile(client: AppSupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select('*').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return (data as Profile | null) ?? null;
}

/** Creates the missing profile from the user's metadata; errors are ignored (docs/states.md). */
export async function insertProfile(client: AppSupabaseClient, session: Session): Promise<Profile | null> {
  const { user } = session;
  const metadata = (user.user_metadata ?? {}) as { first_name?: string; last_name?: string };
  const row = {
    user_id: user.id,
    email: user.email ?? null,
    first_name: metadata.first_name ?? null,
    last_name: metadata.last_name ?? null,
  };
  try {
    // The stored row comes back with the table's defaults (country, notification choices …).
    const { data, error } = await client.from('profiles').insert(row).select('*').maybeSingle();
    return error ? null : data;
  } catch {
    return null;
  }
}

export interface AuthEvent {
  event: AuthChangeEvent;
  session: Session | null;
}
