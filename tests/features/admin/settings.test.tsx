import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { DEMO_SUPABASE_ANON_KEY } from '@/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { PERMISSION_ERROR_TEXT } from '@/lib/api';
import { deleteRow, getMockDb, serviceContext } from '../../../mocks';
import { DEMO_ADMIN } from '../../../mocks/seed/accounts';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

function storedSettings(): Record<string, unknown> {
  return { ...getMockDb().rows('settings')[0] };
}

async function openSettings() {
  await signInAs('admin');
  const view = renderApp(paths.adminSettings);
  const form = await screen.findByRole('form', { name: 'Einstellungen der Akademie' }, { timeout: 8000 });
  return { ...view, form };
}

async function replace(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('/admin/settings', () => {
  it('shows the settings row, saves changes and reads them back', async () => {
    const { user, form, unmount } = await openSettings();
    await waitFor(() => expect(document.title).toMatch(/^Einstellungen der Akademie/));
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    expect(field(/^Name der Akademie/)).toHaveValue('Digitalakademie Deutschland');
    expect(field(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(field(/^Umsatzsteuersatz/)).toHaveValue('19');
    expect(within(form).getByRole('checkbox', { name: 'Buchungen möglich' })).toBeChecked();

    const writes = recordRequests('/rest/v1/settings');
    await replace(user, field(/^Name der Akademie/), 'Digitalakademie Deutschland GmbH');
    await replace(user, field(/^IBAN/), 'de02120300000000202051');
    await replace(user, field(/^USt-IdNr/), 'de 987 654 321');
    await replace(user, field(/^Kostenfreie Stornierung/), '21');
    await user.click(within(form).getByRole('checkbox', { name: 'Buchungen möglich' }));
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();

    expect(writes.all().filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(storedSettings()).toMatchObject({
      academy_name: 'Digitalakademie Deutschland GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      vat_id: 'DE987654321',
      free_cancellation_days: 21,
      vat_rate: 19,
      booking_open: false,
    });
    // The form shows what the server stored; a fresh visit reads the same.
    await waitFor(() => expect(field(/^IBAN/)).toHaveValue('DE02 1203 0000 0000 2020 51'));
    expect(field(/^USt-IdNr/)).toHaveValue('DE987654321');
    unmount();
    renderApp(paths.adminSettings);
    const again = await screen.findByRole('form', { name: 'Einstellungen der Akademie' }, { timeout: 8000 });
    expect(within(again).getByLabelText(/^Name der Akademie/)).toHaveValue('Digitalakademie Deutschland GmbH');
    expect(within(again).getByLabelText(/^Kostenfreie Stornierung/)).toHaveValue('21');
    expect(within(again).getByRole('checkbox', { name: 'Buchungen möglich' })).not.toBeChecked();
  });

  it('saves the DATEV numbers in the admin-only accounting settings, never in the public settings row', async () => {
    const { user, form, unmount } = await openSettings();
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    expect(field(/^Beraternummer/)).toHaveValue('1001');
    await replace(user, field(/^Beraternummer/), '29098');
    await replace(user, field(/^Mandantennummer/), '55003');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect(getMockDb().rows('accounting_settings')[0]).toMatchObject({
      datev_consultant_number: 29098,
      datev_client_number: 55003,
    });
    expect(Object.keys(storedSettings()).filter((column) => column.startsWith('datev_'))).toEqual([]);
    await waitFor(() => expect(field(/^Mandantennummer/)).toHaveValue('55003'));
    unmount();

    // What a visitor's browser gets: the public row without any DATEV number, and no accounting row.
    const visitor = createClient(DEMO_SUPABASE_URL, DEMO_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'datev-visitor' },
    });
    const publicRow = await visitor.from('settings').select('*').eq('id', 1).single();
    expect(JSON.stringify(publicRow.data)).not.toMatch(/datev|29098|55003/);
    const accounting = await visitor.from('accounting_settings').select('*');
    expect(accounting.data ?? []).toEqual([]);
  });

  it('checks IBAN, VAT id, VAT rate and days in German and keeps what was typed', async () => {
    const { user, form } = await openSettings();
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    const writes = recordRequests('/rest/v1/settings');
    await replace(user, field(/^IBAN/), 'DE89 3704 0044 0532 0130 01');
    await replace(user, field(/^USt-IdNr/), '123');
    await replace(user, field(/^Umsatzsteuersatz/), '120');
    await replace(user, field(/^Kostenfreie Stornierung/), '-1');
    await replace(user, field(/^PLZ/), '1011');
    await replace(user, field(/^Name der Akademie/), '');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));

    expect(
      await within(form).findByText('Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Der Steuersatz liegt zwischen 0 und 100 %.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie eine ganze Zahl von Tagen ab 0 ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie eine fünfstellige PLZ ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie den Namen der Akademie ein.')).toBeInTheDocument();
    expect(field(/^IBAN/)).toHaveAccessibleDescription(/gültige IBAN/);
    expect(field(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 01');
    expect(field(/^Umsatzsteuersatz/)).toHaveValue('120');
    expect(writes.count()).toBe(0);
    expect(storedSettings().iban).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('sets the default minimum participants and the decision day; a lower minimum guarantees dates at once', async () => {
    const { user, form } = await openSettings();
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    expect(field(/^Mindestteilnehmerzahl je Termin/)).toHaveValue('4');
    expect(field(/^Entscheidung über die Durchführung/)).toHaveValue('14');

    await replace(user, field(/^Mindestteilnehmerzahl je Termin/), '0');
    await replace(user, field(/^Entscheidung über die Durchführung/), '120');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(
      await within(form).findByText('Bitte geben Sie eine ganze Zahl von 1 bis 100 (Personen) ein.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie eine ganze Zahl von 0 bis 90 (Tage) ein.')).toBeInTheDocument();
    expect(field(/^Entscheidung über die Durchführung/)).toHaveValue('120');
    expect(storedSettings()).toMatchObject({ min_participants: 4, guarantee_decision_days: 14 });

    const upcomingOpen = () =>
      getMockDb()
        .rows('seminar_sessions')
        .filter((row) => row.status === 'scheduled' && !row.guaranteed && row.seats_booked === 0);
    const unguaranteedBefore = getMockDb()
      .rows('seminar_sessions')
      .filter((row) => !row.guaranteed).length;
    await replace(user, field(/^Mindestteilnehmerzahl je Termin/), '2');
    await replace(user, field(/^Entscheidung über die Durchführung/), '21');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect(storedSettings()).toMatchObject({ min_participants: 2, guarantee_decision_days: 21 });
    // Dates with 2 or 3 binding seats are guaranteed now; dates without any booking are not.
    expect(
      getMockDb()
        .rows('seminar_sessions')
        .filter((row) => !row.guaranteed).length,
    ).toBeLessThan(unguaranteedBefore);
    expect(upcomingOpen().length).toBeGreaterThan(0);
  });

  it('sets the rebooking terms: free days, then a fixed net fee or a percentage — exactly one is saved', async () => {
    const { user, form, unmount } = await openSettings();
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    const terms = within(form).getByRole('group', { name: 'Umbuchung' });
    const kind = within(terms).getByRole('group', { name: 'Umbuchungsgebühr danach' });
    // The seed: free until 14 days before, then 50 € net.
    expect(field(/^Kostenfrei bis/)).toHaveValue('14');
    expect(within(kind).getByRole('radio', { name: 'Pauschale (netto)' })).toBeChecked();
    expect(field(/^Pauschale in Euro/)).toHaveValue('50,00');
    expect(within(terms).queryByLabelText(/^Umbuchungsgebühr in Prozent/)).not.toBeInTheDocument();

    // Out of the columns' ranges: German messages at the fields, nothing typed is lost, nothing is sent.
    const writes = recordRequests('/rest/v1/settings');
    await replace(user, field(/^Kostenfrei bis/), '366');
    await replace(user, field(/^Pauschale in Euro/), '49,999');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(
      await within(form).findByText('Bitte geben Sie eine ganze Zahl von 0 bis 365 (Tage) ein.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Bitte geben Sie einen Betrag von 0 bis 100.000,00 € ein (z. B. 50 oder 49,90).'),
    ).toBeInTheDocument();
    expect(field(/^Pauschale in Euro/)).toHaveAccessibleDescription(/Betrag von 0 bis 100\.000,00 €/);
    expect(field(/^Kostenfrei bis/)).toHaveValue('366');
    expect(field(/^Pauschale in Euro/)).toHaveValue('49,999');

    // A percentage instead: its own field, checked on its own; the fixed fee's typo no longer matters.
    await user.click(within(kind).getByRole('radio', { name: 'Prozent des Seminarpreises' }));
    expect(within(terms).queryByLabelText(/^Pauschale in Euro/)).not.toBeInTheDocument();
    expect(field(/^Umbuchungsgebühr in Prozent/)).toHaveValue('');
    await replace(user, field(/^Umbuchungsgebühr in Prozent/), '101');
    await replace(user, field(/^Kostenfrei bis/), '7');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(
      await within(form).findByText('Bitte geben Sie eine ganze Zahl von 0 bis 100 (Prozent) ein.'),
    ).toBeInTheDocument();
    expect(field(/^Umbuchungsgebühr in Prozent/)).toHaveValue('101');
    expect(writes.count()).toBe(0);

    await replace(user, field(/^Umbuchungsgebühr in Prozent/), '10');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect(storedSettings()).toMatchObject({
      free_rebooking_days: 7,
      rebooking_fee_percent: 10,
      rebooking_fee_net_cents: null,
    });
    await waitFor(() => expect(field(/^Umbuchungsgebühr in Prozent/)).toHaveValue('10'));

    // Back to a fixed fee: the percentage is set to null. German input with thousands and cents.
    await user.click(within(kind).getByRole('radio', { name: 'Pauschale (netto)' }));
    await replace(user, field(/^Pauschale in Euro/), '1.249,9');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() =>
      expect(storedSettings()).toMatchObject({
        free_rebooking_days: 7,
        rebooking_fee_percent: null,
        rebooking_fee_net_cents: 124_990,
      }),
    );
    await waitFor(() => expect(field(/^Pauschale in Euro/)).toHaveValue('1.249,90'));
    unmount();

    // A fresh visit reads the same.
    renderApp(paths.adminSettings);
    const again = await screen.findByRole('form', { name: 'Einstellungen der Akademie' }, { timeout: 8000 });
    expect(within(again).getByRole('radio', { name: 'Pauschale (netto)' })).toBeChecked();
    expect(within(again).getByLabelText(/^Pauschale in Euro/)).toHaveValue('1.249,90');
    expect(within(again).getByLabelText(/^Kostenfrei bis/)).toHaveValue('7');
  });

  it('shows the permission error when the server refuses (admin role gone) and changes nothing', async () => {
    const { user, form } = await openSettings();
    const before = storedSettings();
    // The role is taken away on the server; the app still believes it is admin (its check is cached for 5 min).
    const db = getMockDb();
    const role = db.rows('user_roles').find((r) => r.user_id === DEMO_ADMIN.id && r.role === 'admin');
    deleteRow(db, 'user_roles', role!, serviceContext(db));

    const name = within(form).getByLabelText(/^Name der Akademie/);
    await replace(user, name, 'Übernommene Akademie');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PERMISSION_ERROR_TEXT);
    expect(name).toHaveValue('Übernommene Akademie');
    expect(within(form).getByRole('button', { name: 'Einstellungen speichern' })).toBeEnabled();
    expect(storedSettings()).toEqual(before);
    expect(screen.queryByText('Einstellungen gespeichert')).not.toBeInTheDocument();
  });

  it('disables the submit button while the save is under way', async () => {
    const { user, form } = await openSettings();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(`${DEMO_SUPABASE_URL}/rest/v1/settings`, async () => {
        await gate;
        // Nothing returned: the request goes on to the mock backend's own handler.
        return undefined;
      }),
    );
    await replace(user, within(form).getByLabelText(/^Bank/), 'Sparkasse Berlin');
    const submit = within(form).getByRole('button', { name: 'Einstellungen speichern' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(storedSettings().bank_name).toBe('Sparkasse Berlin');
  });

  it('sends a customer to / and a signed-out visitor to /admin/login', async () => {
    const visitor = renderApp(paths.adminSettings);
    await waitFor(() => expect(visitor.location().pathname).toBe(paths.adminLogin));
    visitor.unmount();
    await signInAs('customer');
    const customer = renderApp(paths.adminSettings);
    await waitFor(() => expect(customer.location().pathname).toBe('/'));
  });
});
