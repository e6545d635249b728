import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { server } from '../../../mocks/node';
import { expectConsoleError } from '../../utils/console';
import { renderApp } from '../../utils/renderApp';

/** docs/errors.md through the real sign-in form, the real saga and supabase-js: the server's answer → the shown text. */
const rows: Array<[status: number, code: string, message: string, shown: string]> = [
  [
    400,
    'invalid_credentials',
    'Invalid login credentials',
    'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
  ],
  [
    422,
    'user_already_exists',
    'User already registered',
    'Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.',
  ],
  [400, 'email_not_confirmed', 'Email not confirmed', 'Bitte bestätigen Sie Ihre E-Mail-Adresse vor der Anmeldung.'],
  [
    422,
    'weak_password',
    'Password should be at least 6 characters.',
    'Das Passwort muss mindestens 6 Zeichen lang sein.',
  ],
  [400, 'validation_failed', 'Unable to validate email address: invalid format', 'Ungültige E-Mail-Adresse.'],
  [429, 'over_email_send_rate_limit', 'Email rate limit exceeded', 'Zu viele Versuche. Bitte warten Sie einen Moment.'],
  [422, 'signup_disabled', 'Signups not allowed for this instance', 'Signups not allowed for this instance'],
];

async function signInWith(answer: () => Response) {
  server.use(http.post(`${DEMO_SUPABASE_URL}/auth/v1/token`, answer));
  const { user } = renderApp(paths.login);
  const form = await screen.findByRole('form', { name: 'Anmeldung' });
  await user.type(within(form).getByLabelText(/^E-Mail/), 'kunde@akademie.test');
  await user.type(within(form).getByLabelText(/^Passwort/), 'kunde123');
  await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
}

describe('error catalogue in the UI (docs/errors.md)', () => {
  it.each(rows)('HTTP %i %s "%s" shows "%s"', async (status, code, message, shown) => {
    await signInWith(() =>
      HttpResponse.json({ code, message }, { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('shows the unexpected-error text when the server cannot be reached', async () => {
    // auth-js 2.109 (the last for Node 20) logs the failed fetch itself before it throws its AuthRetryableFetchError.
    expectConsoleError(/Failed to fetch/);
    await signInWith(() => HttpResponse.error());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein unerwarteter Fehler ist aufgetreten.');
  });
});
