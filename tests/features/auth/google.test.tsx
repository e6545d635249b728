import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { browserNavigation } from '@/lib/browserNavigation';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';
import { recordRequests } from '../../utils/session';

describe('Google sign-in', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for Google with redirect to the site root, offline access and the consent prompt', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const authorize = recordRequests('/auth/v1/authorize');
    const { user } = renderApp(paths.login);
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const params = authorize.last()!.url.searchParams;
    expect(params.get('provider')).toBe('google');
    expect(params.get('redirect_to')).toBe('http://localhost/');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    // Demo mode: the simulated consent page takes Google's place.
    expect(new URL(assign.mock.calls[0]![0]).pathname).toBe(paths.demoOAuthConsent);
  });

  it('shows the Google failure text when the sign-in cannot start', async () => {
    jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    server.use(http.get(`${DEMO_SUPABASE_URL}/auth/v1/authorize`, () => HttpResponse.error()));
    const { user } = renderApp(paths.login);
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google-Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });

  it('completes on the demo consent page with a session; declining shows the Google failure text', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const consent = `${paths.demoOAuthConsent}?provider=google&redirect_to=${encodeURIComponent('http://localhost/')}`;
    const { user } = renderApp(consent);
    const form = await screen.findByRole('form', { name: 'Google-Konto' });
    await user.click(within(form).getByRole('button', { name: 'Zulassen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/^http:\/\/localhost\/#access_token=/);

    const declined = renderApp(consent);
    await declined.user.click(
      await screen.findAllByRole('button', { name: 'Abbrechen' }).then((buttons) => buttons.at(-1)!),
    );
    await waitFor(() => expect(declined.location().pathname).toBe(paths.login));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google-Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });
});
