import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

type Visitor = 'signedOut' | 'customer' | 'admin';

/** docs/states.md: access level × visitor → where they end up (and the heading they see there). */
const matrix: Array<[access: string, url: string, visitor: Visitor, landsOn: string, heading: string]> = [
  ['public', paths.about, 'signedOut', paths.about, 'Über uns'],
  ['public', paths.about, 'customer', paths.about, 'Über uns'],
  ['public', paths.about, 'admin', paths.about, 'Über uns'],
  ['public (checkout)', paths.checkout, 'signedOut', paths.checkout, 'Kasse'],
  ['authenticated', paths.dashboard, 'signedOut', paths.login, 'Anmelden'],
  ['authenticated', paths.dashboard, 'customer', paths.dashboard, 'Mein Konto'],
  ['authenticated', paths.dashboard, 'admin', paths.dashboard, 'Mein Konto'],
  ['authenticated', paths.settings, 'signedOut', paths.login, 'Anmelden'],
  ['admin', paths.adminUsers, 'signedOut', paths.adminLogin, 'Admin-Anmeldung'],
  ['admin', paths.adminUsers, 'customer', paths.home, 'Seminare und Schulungen für digitales Marketing'],
  ['admin', paths.adminUsers, 'admin', paths.adminUsers, 'Benutzer'],
  ['guest (/login)', paths.login, 'signedOut', paths.login, 'Anmelden'],
  ['guest (/login)', paths.login, 'customer', paths.home, 'Seminare und Schulungen für digitales Marketing'],
  ['guest (/login)', paths.login, 'admin', paths.adminDashboard, 'Übersicht'],
  ['guest (/register)', paths.register, 'customer', paths.home, 'Seminare und Schulungen für digitales Marketing'],
  ['guest (/register)', paths.register, 'admin', paths.adminDashboard, 'Übersicht'],
  ['guest (/admin/login)', paths.adminLogin, 'customer', paths.home, 'Seminare und Schulungen für digitales Marketing'],
  ['guest (/admin/login)', paths.adminLogin, 'admin', paths.adminDashboard, 'Übersicht'],
  [
    'guest (/register/email)',
    paths.registerEmail,
    'customer',
    paths.home,
    'Seminare und Schulungen für digitales Marketing',
  ],
  ['guest (/register/email)', paths.registerEmail, 'admin', paths.adminDashboard, 'Übersicht'],
  [
    'guest (/register/confirm)',
    paths.registerConfirm,
    'customer',
    paths.home,
    'Seminare und Schulungen für digitales Marketing',
  ],
  ['guest (/register/confirm)', paths.registerConfirm, 'admin', paths.adminDashboard, 'Übersicht'],
];

/** A saved `from` page (left by an earlier guard redirect) on the sign-in and sign-up pages. */
const savedFrom: Array<[url: string, visitor: 'customer' | 'admin', from: string, landsOn: string, heading: string]> = [
  [paths.login, 'customer', paths.settings, paths.home, 'Seminare und Schulungen für digitales Marketing'],
  [paths.login, 'admin', paths.settings, paths.adminDashboard, 'Übersicht'],
  [paths.adminLogin, 'admin', paths.adminUsers, paths.adminDashboard, 'Übersicht'],
  [paths.adminLogin, 'customer', paths.adminUsers, paths.home, 'Seminare und Schulungen für digitales Marketing'],
  [paths.registerEmail, 'customer', paths.dashboard, paths.home, 'Seminare und Schulungen für digitales Marketing'],
];

describe('route guard (docs/states.md)', () => {
  it.each(matrix)('%s page %s, visitor %s → %s', async (_access, url, visitor, landsOn, heading) => {
    if (visitor !== 'signedOut') await signInAs(visitor);
    const { location } = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location().pathname).toBe(landsOn);
  });

  it.each(savedFrom)(
    'a signed-in visitor opening %s (%s) with a saved from page %s still goes to %s',
    async (url, visitor, from, landsOn, heading) => {
      await signInAs(visitor);
      const { location } = renderApp({ pathname: url, state: { from: { pathname: from, search: '', hash: '' } } });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(location().pathname).toBe(landsOn);
    },
  );

  it("shows 'Authenticating...' until the session is known", async () => {
    renderApp(paths.dashboard);
    expect(screen.getByText('Authenticating...')).toHaveAttribute('lang', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  });

  it("shows 'Verifying permissions...' while the role check runs", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await signInAs('admin');
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/has_role`, async () => {
        await held;
        return HttpResponse.json(true);
      }),
    );
    renderApp(paths.adminBookings);
    expect(await screen.findByText('Verifying permissions...')).toHaveAttribute('lang', 'en');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();
  });

  it('treats a failing role check as "not admin"', async () => {
    await signInAs('admin');
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/has_role`, () =>
        HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 }),
      ),
    );
    const { location, store } = renderApp(paths.adminUsers);
    await waitFor(() => expect(location().pathname).toBe(paths.home));
    expect(store.getState().auth.adminStatus).toBe(false);
  });
});
