import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { browserNavigation } from '@/lib/browserNavigation';
import { resetSupabaseClientForTests } from '@/lib/supabase';
import { renderApp } from '../../utils/renderApp';
import { recordRequests } from '../../utils/session';

async function register(
  user: ReturnType<typeof renderApp>['user'],
  values: { firstName: string; lastName: string; email: string; password: string },
) {
  const form = await screen.findByRole('form', { name: 'Registrierung' });
  await user.type(within(form).getByLabelText(/^Vorname/), values.firstName);
  await user.type(within(form).getByLabelText(/^Nachname/), values.lastName);
  await user.type(within(form).getByLabelText(/^E-Mail/), values.email);
  await user.type(within(form).getByLabelText(/^Passwort/), values.password);
  await user.click(within(form).getByRole('button', { name: 'Registrieren' }));
  return form;
}

describe('registration', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends e-mail (normalised), password and the names as metadata, with the redirect to /register/complete', async () => {
    const signup = recordRequests('/auth/v1/signup');
    const { user, location } = renderApp(paths.registerEmail);
    await register(user, {
      firstName: 'Lena',
      lastName: 'Neumann',
      email: ' Lena.Neumann@Beispiel.TEST',
      password: 'geheim123',
    });

    await waitFor(() => expect(location().pathname).toBe(paths.registerConfirm));
    expect(signup.json()).toMatchObject({
      email: 'lena.neumann@beispiel.test',
      password: 'geheim123',
      data: { first_name: 'Lena', last_name: 'Neumann' },
    });
    expect(signup.last()?.url.searchParams.get('redirect_to')).toBe('http://localhost/register/complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    expect(screen.getByText('lena.neumann@beispiel.test')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute('href', paths.demoMailbox);
  });

  it('refuses an address that is already registered, keeping every field', async () => {
    const { user, location } = renderApp(paths.registerEmail);
    const form = await register(user, {
      firstName: 'Klara',
      lastName: 'Kunde',
      email: 'kunde@akademie.test',
      password: 'geheim123',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.',
    );
    expect(location().pathname).toBe(paths.registerEmail);
    expect(within(form).getByLabelText(/^Vorname/)).toHaveValue('Klara');
    expect(within(form).getByLabelText(/^E-Mail/)).toHaveValue('kunde@akademie.test');
  });

  it('validates names, e-mail and password length in German', async () => {
    const signup = recordRequests('/auth/v1/signup');
    const { user } = renderApp(paths.registerEmail);
    const form = await screen.findByRole('form', { name: 'Registrierung' });
    await user.click(within(form).getByRole('button', { name: 'Registrieren' }));
    expect(await within(form).findByText('Bitte geben Sie Ihren Vornamen ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie Ihren Nachnamen ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(signup.count()).toBe(0);
  });

  it('cannot sign in before confirming: the §8 text', async () => {
    const { user, unmount } = renderApp(paths.registerEmail);
    await register(user, { firstName: 'Tom', lastName: 'Test', email: 'tom@beispiel.test', password: 'geheim123' });
    await screen.findByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    unmount();

    const login = renderApp(paths.login);
    const form = await screen.findByRole('form', { name: 'Anmeldung' });
    await login.user.type(within(form).getByLabelText(/^E-Mail/), 'tom@beispiel.test');
    await login.user.type(within(form).getByLabelText(/^Passwort/), 'geheim123');
    await login.user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte bestätigen Sie Ihre E-Mail-Adresse vor der Anmeldung.',
    );
  });

  it('confirms through the Demo-Postfach and completes at /register/complete, signed in', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const first = renderApp(paths.registerEmail);
    await register(first.user, {
      firstName: 'Mia',
      lastName: 'Muster',
      email: 'mia@beispiel.test',
      password: 'geheim123',
    });
    await screen.findByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    first.unmount();

    const mailbox = renderApp(paths.demoMailbox);
    const mail = await screen.findByRole('article', { name: /bestätigen/i });
    expect(mail).toHaveTextContent('mia@beispiel.test');
    await mailbox.user.click(within(mail).getByRole('button'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0]![0]);
    expect(target.pathname).toBe(paths.registerComplete);
    expect(target.hash).toContain('access_token=');
    mailbox.unmount();

    // The browser follows the link: a new page load at the target, whose new client reads the session from the URL.
    window.history.replaceState(null, '', `${target.pathname}${target.search}${target.hash}`);
    resetSupabaseClientForTests();
    const { store } = renderApp(paths.registerComplete);
    expect(await screen.findByText('Willkommen, Mia! Ihr Kundenkonto ist eingerichtet.')).toBeInTheDocument();
    expect(store.getState().auth.user?.email).toBe('mia@beispiel.test');
    expect(screen.getByRole('link', { name: 'Zu Mein Konto' })).toHaveAttribute('href', paths.dashboard);
    window.history.replaceState(null, '', '/');
  });
});
