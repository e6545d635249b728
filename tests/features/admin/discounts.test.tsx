/**
 * Prices in the admin (docs/pricing.md): the academy's default discounts under /admin/settings and a seminar's own
 * values in its form, each checked in German (keeping what was typed) and stored in the mock database.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { getMockDb } from '../../../mocks';
import { sessionId } from '../../../mocks/seed/sessions';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(30_000);

type User = ReturnType<typeof renderApp>['user'];

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

const row = (table: 'settings' | 'seminars', slug?: string) =>
  getMockDb()
    .rows(table)
    .find((r) => (slug ? r.slug === slug : r.id === 1))!;

describe('discounts in the admin', () => {
  it('/admin/settings: edits the default discounts, refusing out-of-range values in German', async () => {
    await signInAs('admin');
    const { user } = renderApp(paths.adminSettings);
    const form = await screen.findByRole('form', { name: 'Einstellungen der Akademie' }, { timeout: 8000 });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    expect(field(/^Frühbucherrabatt in Prozent/)).toHaveValue('0');
    expect(field(/^Gruppenrabatt ab/)).toHaveValue('3');

    await replace(user, field(/^Frühbucherrabatt in Prozent/), '60');
    await replace(user, field(/^Gruppenrabatt ab/), '1');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await within(form).findByText('Bitte geben Sie eine ganze Zahl von 0 bis 50 (Prozent) ein.')).toBeVisible();
    expect(within(form).getByText('Bitte geben Sie eine ganze Zahl von 2 bis 10 (Personen) ein.')).toBeVisible();
    expect(field(/^Frühbucherrabatt in Prozent/)).toHaveValue('60');
    expect(row('settings').early_bird_percent).toBe(0);

    await replace(user, field(/^Frühbucherrabatt in Prozent/), '10');
    await replace(user, field(/^Frühbucherrabatt bis/), '45');
    await replace(user, field(/^Gruppenrabatt in Prozent/), '5');
    await replace(user, field(/^Gruppenrabatt ab/), '4');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect(row('settings')).toMatchObject({
      early_bird_percent: 10,
      early_bird_days: 45,
      group_discount_percent: 5,
      group_min_participants: 4,
    });
  });

  it("a seminar's form sets its own discounts; empty fields take the academy's defaults", async () => {
    await signInAs('admin');
    const { user } = renderApp('/admin/seminars');
    const edit = await screen.findByRole(
      'button',
      { name: 'Marketing Automation mit CRM bearbeiten' },
      { timeout: 8000 },
    );
    await user.click(edit);
    const form = within(screen.getByRole('form', { name: /Seminar bearbeiten/ }));
    const field = (label: RegExp) => form.getByRole('textbox', { name: label });
    expect(field(/^Frühbucherrabatt in Prozent/)).toHaveValue('10');
    expect(field(/^Frühbucherrabatt bis/)).toHaveValue('60');

    await replace(user, field(/^Frühbucherrabatt bis/), '0');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await form.findByText('Bitte geben Sie eine ganze Zahl von 1 bis 365 (Tage) ein.')).toBeVisible();
    expect(field(/^Frühbucherrabatt bis/)).toHaveValue('0');

    await replace(user, field(/^Frühbucherrabatt bis/), '');
    await replace(user, field(/^Gruppenrabatt in Prozent/), '15');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Seminar gespeichert.')).toBeInTheDocument();
    await waitFor(() =>
      expect(row('seminars', 'marketing-automation')).toMatchObject({
        early_bird_percent: 10,
        early_bird_days: null,
        group_discount_percent: 15,
        group_min_participants: 3,
      }),
    );
  });

  it("a booking's detail lists the list price and each discount of its line", async () => {
    await signInAs('admin');
    const participants = [1, 2, 3].map((n) => ({
      first_name: `P${n}`,
      last_name: 'Muster',
      email: `p${n}@example.test`,
    }));
    const { data, error } = await (
      await getSupabase()
    ).rpc('book_cart', {
      _lines: [{ session_id: sessionId(33), quantity: 3, participants }],
      _customer: { first_name: 'Erika', last_name: 'Muster', street: 'Weg 1', postal_code: '10115', city: 'Berlin' },
      _payment_method: 'invoice',
    });
    expect(error).toBeNull();
    const bookingNumber = (data as { booking_number: string }).booking_number;

    const { user } = renderApp(paths.adminBookings);
    await screen.findByRole('table', { name: 'Buchungen' }, { timeout: 8000 });
    await user.click(await screen.findByRole('button', { name: `Buchung ${bookingNumber} anzeigen` }));
    const dialog = await screen.findByRole('dialog', { name: `Buchung ${bookingNumber}` });
    // 3 × 1.420,17 € = 4.260,51 €; 10 % early bird and 10 % group discount: 426,05 € each; 3.408,41 € net.
    expect(dialog).toHaveTextContent('3 Plätze · 3.408,41 € netto');
    expect(dialog).toHaveTextContent(
      'Listenpreis 4.260,51 € netto · Frühbucherrabatt 10 %: −426,05 € · Gruppenrabatt 10 %: −426,05 €',
    );
  });
});
