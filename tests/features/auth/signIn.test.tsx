import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';
import { recordRequests } from '../../utils/session';

const tokenUrl = `${DEMO_SUPABASE_URL}/auth/v1/token`;

async function fillSignIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Anmeldung' });
  await user.type(within(form).getByLabelText(/^E-Mail/), email);
  await user.type(within(form).getByLabelText(/^Passwort/), password);
  return form;
}

describe('sign in (/login)', () => {
  it('trims and lower-cases the e-mail, signs the customer in and goes home', async () => {
    const token = recordRequests('/auth/v1/token');
    const { user, location, store } = renderApp(paths.login);
    const form = await fillSignIn(user, '  Kunde@Akademie.TEST ', 'kunde123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(location().pathname).toBe(paths.home));
    expect(token.json()).toMatchObject({ email: 'kunde@akademie.test', password: 'kunde123' });
    expect(store.getState().auth.status).toBe('signedIn');
    await waitFor(() => expect(store.getState().auth.profile).toMatchObject({ email: 'kunde@akademie.test' }));
    expect(await screen.findByRole('link', { name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('sends an admin to the admin dashboard', async () => {
    const { user, location } = renderApp(paths.login);
    const form = await fillSignIn(user, 'admin@akademie.test', 'admin123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location().pathname).toBe(paths.adminDashboard));
  });

  it('shows the §8 text for a wrong password and keeps what was typed', async () => {
    const { user, location } = renderApp(paths.login);
    const form = await fillSignIn(user, 'kunde@akademie.test', 'falsch123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
    );
    expect(within(form).getByLabelText(/^E-Mail/)).toHaveValue('kunde@akademie.test');
    expect(within(form).getByLabelText(/^Passwort/)).toHaveValue('falsch123');
    expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(location().pathname).toBe(paths.login);
  });

  it('validates on submit in German, without asking the server', async () => {
    const token = recordRequests('/auth/v1/token');
    const { user } = renderApp(paths.login);
    const form = await fillSignIn(user, 'kein-at-zeichen', '123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));

    expect(await within(form).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(form).queryByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^E-Mail/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(form).getByLabelText(/^E-Mail/));
    await user.clear(within(form).getByLabelText(/^Passwort/));
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(await within(form).findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(token.count()).toBe(0);
  });

  it("sends a password of any length and shows the server's answer mapped per the error catalogue", async () => {
    const token = recordRequests('/auth/v1/token');
    const { user, location } = renderApp(paths.login);
    const form = await fillSignIn(user, 'kunde@akademie.test', 'abc');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
    );
    expect(token.json()).toMatchObject({ email: 'kunde@akademie.test', password: 'abc' });
    expect(within(form).queryByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Passwort/)).toHaveValue('abc');
    expect(location().pathname).toBe(paths.login);
  });

  it('disables the button while the request runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(tokenUrl, async () => {
        await held;
        return HttpResponse.json(
          { code: 'invalid_credentials', message: 'Invalid login credentials' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderApp(paths.login);
    const form = await fillSignIn(user, 'kunde@akademie.test', 'kunde123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeDisabled());
    release();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeEnabled());
  });

  it('returns to the page that asked for sign-in', async () => {
    const { user, location } = renderApp(paths.dashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(location().pathname).toBe(paths.login);
    const form = await fillSignIn(user, 'kunde@akademie.test', 'kunde123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location().pathname).toBe(paths.dashboard));
  });

  it('shows the demo accounts in demo mode and fills them in', async () => {
    const { user } = renderApp(paths.login);
    const demo = await screen.findByRole('complementary', { name: 'Demo-Zugänge' });
    expect(demo).toHaveTextContent('kunde@akademie.test');
    expect(demo).toHaveTextContent('admin@akademie.test');
    await user.click(within(demo).getByRole('button', { name: 'Kunde-Zugang eintragen' }));
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('kunde@akademie.test');
    expect(screen.getByLabelText(/^Passwort/)).toHaveValue('kunde123');
  });

  it('offers only the admin account on the admin login', async () => {
    renderApp(paths.adminLogin);
    const demo = await screen.findByRole('complementary', { name: 'Demo-Zugänge' });
    expect(demo).toHaveTextContent('admin@akademie.test');
    expect(demo).not.toHaveTextContent('kunde@akademie.test');
    expect(screen.queryByRole('button', { name: 'Mit Google anmelden' })).not.toBeInTheDocument();
  });
});
