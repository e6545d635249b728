import { createClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import { paths } from '../../../src/config/paths';
import type { DemoMail } from '../../../mocks';
import { ALICE, CAROL } from '../fixtures/librarySeed';
import { anonClient, rawFetch, useLibraryBackend } from '../support/testBackend';

const db = useLibraryBackend();

const NEW_USER = { email: 'neu@example.test', password: 'geheim123' };
const REDIRECT = 'http://localhost/register/complete';

async function mailsTo(address: string): Promise<DemoMail[]> {
  return (await rawFetch(`/demo/mailbox?to=${encodeURIComponent(address)}`)).json();
}

describe('GoTrue sign-up, verification, recovery', () => {
  it('signs up without a session, creates the profile by trigger, and mails a confirmation link', async () => {
    const { data, error } = await anonClient().auth.signUp({
      ...NEW_USER,
      options: { data: { first_name: 'Nina', last_name: 'Neu' }, emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: NEW_USER.email, user_metadata: { first_name: 'Nina', last_name: 'Neu' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(
      db()
        .rows('profiles')
        .find((p) => p.email === NEW_USER.email),
    ).toMatchObject({ first_name: 'Nina', last_name: 'Neu' });
    const [mail] = await mailsTo(NEW_USER.email);
    expect(mail).toMatchObject({ to: NEW_USER.email, subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    const link = new URL(mail!.links[0]!.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${DEMO_SUPABASE_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(REDIRECT);
    expect((await anonClient().auth.signInWithPassword(NEW_USER)).error?.code).toBe('email_not_confirmed');
  });

  it('verify link → 303 to redirect_to with the session in the fragment → supabase-js picks it up', async () => {
    await anonClient().auth.signUp({ ...NEW_USER, options: { emailRedirectTo: REDIRECT } });
    const [mail] = await mailsTo(NEW_USER.email);
    const response = await fetch(mail!.links[0]!.url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('expires_in')).toBe('3600');

    // The browser lands on the redirect target; supabase-js (implicit flow, detectSessionInUrl) reads the fragment.
    window.history.replaceState(null, '', `${location.pathname}${location.hash}`);
    const client = createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, storageKey: 'signup-detect' },
    });
    const { data } = await client.auth.getSession();
    expect(data.session?.user.email).toBe(NEW_USER.email);
    // Confirmed by following the link: a real instant, not null.
    expect(Date.parse(data.session?.user.email_confirmed_at ?? '')).not.toBeNaN();
    expect(window.location.hash).toBe('');
    expect((await anonClient().auth.signInWithPassword(NEW_USER)).error).toBeNull();

    // A link works once; then GoTrue's error fragment.
    const again = await fetch(mail!.links[0]!.url, { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).hash).toContain('error_code=otp_expired');
    window.history.replaceState(null, '', '/');
  });

  it('offers the redirect as JSON for the demo mailbox page (skip_http_redirect)', async () => {
    await anonClient().auth.signUp({ ...NEW_USER, options: { emailRedirectTo: REDIRECT } });
    const [mail] = await mailsTo(NEW_USER.email);
    const response = await fetch(`${mail!.links[0]!.url}&skip_http_redirect=true`);
    expect((await response.json()).url).toMatch(/^http:\/\/localhost\/register\/complete#access_token=/);
  });

  it('verifies a code by e-mail and by token hash (verifyOtp)', async () => {
    await anonClient().auth.signUp(NEW_USER);
    const [mail] = await mailsTo(NEW_USER.email);
    const code = /Code ein: (\d{6})/.exec(mail!.text)![1]!;
    const wrong = await anonClient().auth.verifyOtp({ email: NEW_USER.email, token: '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await anonClient().auth.verifyOtp({ email: NEW_USER.email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(NEW_USER.email);
  });

  it('refuses duplicates, weak passwords and invalid addresses with GoTrue texts', async () => {
    const taken = await anonClient().auth.signUp(ALICE);
    expect(taken.error).toMatchObject({ message: 'User already registered', status: 422, code: 'user_already_exists' });
    const weak = await anonClient().auth.signUp({ email: 'x@example.test', password: '12345' });
    expect(weak.error).toMatchObject({
      message: 'Password should be at least 6 characters.',
      status: 422,
      code: 'weak_password',
    });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const invalid = await anonClient().auth.signUp({ email: 'kein-at-zeichen', password: 'geheim123' });
    expect(invalid.error).toMatchObject({
      message: 'Unable to validate email address: invalid format',
      status: 400,
      code: 'validation_failed',
    });
    const resent = await anonClient().auth.signUp(CAROL); // unconfirmed: a new confirmation mail
    expect(resent.error).toBeNull();
    expect(await mailsTo(CAROL.email)).toHaveLength(1);
  });

  it('rate-limits mails per address: 3 per 60 s by the mock clock', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
      ],
    });
    try {
      const client = anonClient();
      for (let i = 0; i < 3; i += 1) expect((await client.auth.resetPasswordForEmail(ALICE.email)).error).toBeNull();
      const limited = await client.auth.resetPasswordForEmail(ALICE.email);
      expect(limited.error).toMatchObject({
        message: 'Email rate limit exceeded',
        status: 429,
        code: 'over_email_send_rate_limit',
      });
      expect((await client.auth.resetPasswordForEmail('bob@example.test')).error).toBeNull(); // other address
      jest.setSystemTime(Date.now() + 61_000);
      expect((await client.auth.resetPasswordForEmail(ALICE.email)).error).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('recover mails a reset link whose session lets the user set a new password', async () => {
    const client = anonClient();
    expect(
      (await client.auth.resetPasswordForEmail(ALICE.email, { redirectTo: 'http://localhost/settings' })).error,
    ).toBeNull();
    expect((await client.auth.resetPasswordForEmail('unbekannt@example.test')).error).toBeNull(); // reveals nothing
    const [mail] = await mailsTo(ALICE.email);
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    const response = await fetch(mail!.links[0]!.url, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const recovered = anonClient();
    await recovered.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await recovered.auth.updateUser({ password: 'ganz-neu-1' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: ALICE.email, password: 'ganz-neu-1' })).error,
    ).toBeNull();
  });

  it('mailbox can be cleared per address', async () => {
    await anonClient().auth.signUp(NEW_USER);
    expect(await mailsTo(NEW_USER.email)).toHaveLength(1);
    expect((await rawFetch(`/demo/mailbox?to=${NEW_USER.email}`, { method: 'DELETE' })).status).toBe(204);
    expect(await mailsTo(NEW_USER.email)).toHaveLength(0);
  });
});

describe('Google sign-in (demo consent)', () => {
  it('authorize redirects to the demo consent page, completing it yields a session URL', async () => {
    const { data } = await anonClient().auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: 'http://localhost/',
        skipBrowserRedirect: true,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    const response = await fetch(data.url!, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const consent = new URL(response.headers.get('location')!);
    expect(consent.pathname).toBe(paths.demoOAuthConsent);
    expect(consent.searchParams.get('redirect_to')).toBe('http://localhost/');
    const completed = await rawFetch('/auth/v1/demo/oauth/complete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        provider: 'google',
        email: 'gina@gmail.test',
        full_name: 'Gina Google',
        redirect_to: 'http://localhost/',
      }),
    });
    const { url } = await completed.json();
    const fragment = new URLSearchParams(new URL(url).hash.slice(1));
    const { data: user } = await anonClient().auth.getUser(fragment.get('access_token')!);
    expect(user.user).toMatchObject({ email: 'gina@gmail.test', app_metadata: { provider: 'google' } });
    expect(
      db()
        .rows('profiles')
        .some((p) => p.email === 'gina@gmail.test'),
    ).toBe(true);
  });
});
