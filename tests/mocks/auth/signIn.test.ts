import { AuthApiError } from '@supabase/supabase-js';
import { ALICE, CAROL } from '../fixtures/librarySeed';
import { anonClient, rawFetch, signedInClient, useLibraryBackend } from '../support/testBackend';

useLibraryBackend();

// Only the clock is faked; MSW and fetch keep their real timers.
const onlyDate: Parameters<typeof jest.useFakeTimers>[0] = {
  doNotFake: [
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'nextTick',
  ],
};

describe('GoTrue sign-in, session and user', () => {
  it('signs in with the right password and returns a verifiable session', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword(ALICE);
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user).toMatchObject({
      id: ALICE.id,
      email: ALICE.email,
      role: 'authenticated',
      user_metadata: { first_name: 'Alice' },
    });
    const payload = JSON.parse(atob(data.session!.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(payload).toMatchObject({ sub: ALICE.id, email: ALICE.email, role: 'authenticated', aud: 'authenticated' });
    expect(payload.exp - payload.iat).toBe(3600);
    expect(typeof payload.session_id).toBe('string');
  });

  it('maps wrong password, unknown user and unconfirmed e-mail to GoTrue errors', async () => {
    const wrong = await anonClient().auth.signInWithPassword({ email: ALICE.email, password: 'falsch' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
    const unknown = await anonClient().auth.signInWithPassword({ email: 'nobody@example.test', password: 'whatever' });
    expect(unknown.error?.code).toBe('invalid_credentials');
    const unconfirmed = await anonClient().auth.signInWithPassword(CAROL);
    expect(unconfirmed.error).toMatchObject({
      message: 'Email not confirmed',
      status: 400,
      code: 'email_not_confirmed',
    });
  });

  it('answers GoTrue error bodies in the 2024-01-01 format and echoes the version header', async () => {
    const response = await rawFetch('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: ALICE.email, password: 'x' }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('refreshes with a rotating refresh token; reuse is forgiven for 10 s, later it ends the session', async () => {
    const client = await signedInClient(ALICE);
    const first = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const concurrent = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(concurrent.data.session?.refresh_token).toBe(second.refresh_token); // like a second tab refreshing
    jest.useFakeTimers(onlyDate);
    try {
      jest.setSystemTime(Date.now() + 11_000);
      const reused = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
      expect(reused.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      const afterTheft = await anonClient().auth.refreshSession({ refresh_token: second.refresh_token });
      expect(afterTheft.error?.code).toBe('refresh_token_not_found');
    } finally {
      jest.useRealTimers();
    }
    const unknown = await anonClient().auth.refreshSession({ refresh_token: 'nonsense' });
    expect(unknown.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('signs out other sessions only with scope others', async () => {
    const laptop = await signedInClient(ALICE);
    const phone = await signedInClient(ALICE);
    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('signs in by magic link (signInWithOtp) for existing users', async () => {
    const { error } = await anonClient().auth.signInWithOtp({
      email: ALICE.email,
      options: { shouldCreateUser: false },
    });
    expect(error).toBeNull();
    const [mail] = await (await rawFetch(`/demo/mailbox?to=${ALICE.email}`)).json();
    expect(mail.subject).toBe('Ihr Anmeldelink');
    const response = await fetch(mail.links[0].url, { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!).hash).toContain('type=magiclink');
  });

  it('gets and updates the user (metadata merge, password, same password)', async () => {
    const client = await signedInClient(ALICE);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(ALICE.email);
    const updated = await client.auth.updateUser({ data: { first_name: 'Alicia', newsletter: true } });
    expect(updated.data.user?.user_metadata).toMatchObject({
      first_name: 'Alicia',
      last_name: 'Adler',
      newsletter: true,
    });
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    const same = await client.auth.updateUser({ password: ALICE.password });
    expect(same.error?.code).toBe('same_password');
    expect((await client.auth.updateUser({ password: 'neues-passwort' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: ALICE.email, password: 'neues-passwort' })).error,
    ).toBeNull();
  });

  it('changes the e-mail after confirming the mailed link', async () => {
    const client = await signedInClient(ALICE);
    const { data } = await client.auth.updateUser({ email: 'alice.neu@example.test' });
    expect(data.user).toMatchObject({ email: ALICE.email, new_email: 'alice.neu@example.test' });
    const mails = await (await rawFetch('/demo/mailbox?to=alice.neu@example.test')).json();
    expect(mails[0].subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
    const tokenHash = new URL(mails[0].links[0].url).searchParams.get('token')!;
    const verified = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' });
    expect(verified.data.user?.email).toBe('alice.neu@example.test');
  });

  it('signs out: the session and its refresh tokens end, the user endpoint refuses the old token', async () => {
    const client = await signedInClient(ALICE);
    const session = (await client.auth.getSession()).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const user = await anonClient().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError'); // GoTrue's session_not_found, as auth-js maps it
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('refuses an expired token on /user, and supabase-js refreshes an expired session by itself', async () => {
    const client = await signedInClient(ALICE);
    const stale = (await client.auth.getSession()).data.session!;
    jest.useFakeTimers(onlyDate);
    try {
      jest.setSystemTime(Date.now() + 3601 * 1000);
      const response = await rawFetch('/auth/v1/user', {
        headers: { Authorization: `Bearer ${stale.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'bad_jwt',
        message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      });
      const { data, error } = await client.from('books').select('title').eq('title', 'Alices Entwurf');
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'Alices Entwurf' }]); // still signed in: the session was refreshed first
      expect((await client.auth.getSession()).data.session!.access_token).not.toBe(stale.access_token);
    } finally {
      jest.useRealTimers();
    }
  });

  it('needs an apikey on auth endpoints too, and serves settings', async () => {
    const missing = await rawFetch('/auth/v1/settings', { apikey: null });
    expect(missing.status).toBe(401);
    const settings = await (await rawFetch('/auth/v1/settings')).json();
    expect(settings).toMatchObject({ external: { email: true, google: true }, mailer_autoconfirm: false });
  });
});
