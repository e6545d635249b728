import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { fetchDemoMails } from '@/lib/demoBackend';
import { getSupabase } from '@/lib/supabase';
import { server } from '../../../mocks/node';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { DEMO_USERS, signInAs } from '../../utils/session';

async function openSettings() {
  await signInAs('customer');
  const view = renderApp(paths.settings);
  await screen.findByRole('form', { name: 'Profil' });
  return view;
}

/** Reads the profile back from the backend; the app on screen keeps working meanwhile, so React applies that in act(). */
async function storedProfile() {
  const client = await getSupabase();
  const { data } = await act(async () =>
    client
      .from('profiles')
      .select('*')
      .eq('user_id', (await client.auth.getUser()).data.user!.id)
      .single(),
  );
  return data!;
}

describe('/settings', () => {
  let created: Blob[] = [];
  beforeEach(() => {
    created = captureDownloads();
  });

  it('prefills the profile and saves changes, with a German check of the postcode', async () => {
    const { user } = await openSettings();
    const form = screen.getByRole('form', { name: 'Profil' });
    expect(within(form).getByLabelText(/^Vorname/)).toHaveValue('Katharina');
    await user.clear(within(form).getByLabelText('PLZ'));
    await user.type(within(form).getByLabelText('PLZ'), '123');
    await user.clear(within(form).getByLabelText('Firma'));
    await user.type(within(form).getByLabelText('Firma'), 'Neumann & Söhne GmbH');
    await user.click(within(form).getByRole('button', { name: 'Profil speichern' }));
    expect(await within(form).findByText('Bitte geben Sie eine fünfstellige PLZ ein.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Firma')).toHaveValue('Neumann & Söhne GmbH');

    await user.clear(within(form).getByLabelText('PLZ'));
    await user.type(within(form).getByLabelText('PLZ'), '50823');
    await user.clear(within(form).getByLabelText('USt-IdNr.'));
    await user.type(within(form).getByLabelText('USt-IdNr.'), 'de 123 456 789');
    await user.click(within(form).getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Profil gespeichert')).toBeInTheDocument();
    expect(await storedProfile()).toMatchObject({
      company: 'Neumann & Söhne GmbH',
      postal_code: '50823',
      vat_id: 'DE123456789',
    });
  });

  it('keeps what was typed and changes nothing when the server refuses the update', async () => {
    const { user } = await openSettings();
    server.use(
      http.patch(`${DEMO_SUPABASE_URL}/rest/v1/profiles`, () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy for table "profiles"' },
          { status: 403 },
        ),
      ),
    );
    const form = screen.getByRole('form', { name: 'Profil' });
    await user.clear(within(form).getByLabelText(/^Nachname/));
    await user.type(within(form).getByLabelText(/^Nachname/), 'Neu');
    await user.click(within(form).getByRole('button', { name: 'Profil speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    expect(within(form).getByLabelText(/^Nachname/)).toHaveValue('Neu');
    server.resetHandlers();
    expect((await storedProfile()).last_name).toBe('Neumann');
  });

  it('stores the e-mail preferences', async () => {
    const { user } = await openSettings();
    const form = screen.getByRole('form', { name: 'Benachrichtigungen' });
    const newsletter = within(form).getByRole('checkbox', { name: /Newsletter/ });
    const before = (newsletter as HTMLInputElement).checked;
    await user.click(newsletter);
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect((await storedProfile()).newsletter).toBe(!before);
  });

  it('sends a confirmation link to a new e-mail address', async () => {
    const { user } = await openSettings();
    const form = screen.getByRole('form', { name: 'E-Mail-Adresse ändern' });
    await user.type(within(form).getByLabelText('Neue E-Mail-Adresse'), 'Katharina.Neu@Beispiel.test');
    await user.click(within(form).getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    expect(
      await screen.findByText('Wir haben einen Bestätigungslink an die neue Adresse geschickt.'),
    ).toBeInTheDocument();
    const mails = await fetchDemoMails('katharina.neu@beispiel.test');
    expect(mails).toHaveLength(1);
  });

  it('changes the password only with the right current password', async () => {
    const { user } = await openSettings();
    const form = screen.getByRole('form', { name: 'Passwort ändern' });
    await user.type(within(form).getByLabelText('Aktuelles Passwort'), 'falsch');
    await user.type(within(form).getByLabelText('Neues Passwort'), 'neuesPasswort1');
    await user.type(within(form).getByLabelText('Neues Passwort wiederholen'), 'neuesPasswort1');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht richtig.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Aktuelles Passwort'));
    await user.type(within(form).getByLabelText('Aktuelles Passwort'), DEMO_USERS.customer.password);
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Ihr neues Passwort ist gespeichert.')).toBeInTheDocument();
    const client = await getSupabase();
    // The open app follows this sign-in (a fresh session), so React applies it inside act().
    const { error } = await act(() =>
      client.auth.signInWithPassword({ email: DEMO_USERS.customer.email, password: 'neuesPasswort1' }),
    );
    expect(error).toBeNull();
  });

  it('downloads my data as JSON', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Daten herunterladen (JSON)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const data = JSON.parse(await created[0]!.text()) as Record<string, { email?: string; length?: number }>;
    expect(data.konto?.email).toBe('kunde@akademie.test');
    expect(data.profil).toMatchObject({ first_name: 'Katharina' });
    expect(data.buchungen).toHaveLength(3);
  });

  it('deletes the account only after the typed confirmation, then signs out', async () => {
    const { user, location, store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Konto endgültig löschen' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Bestätigung'), 'LÖSCHEN');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(location().pathname).toBe(paths.home));
    expect(await screen.findByText('Ihr Konto wurde gelöscht')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    const client = await getSupabase();
    const { error } = await client.auth.signInWithPassword(DEMO_USERS.customer);
    expect(error?.message).toBe('Invalid login credentials');
  });
});
