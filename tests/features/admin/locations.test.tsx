import { act, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from '@/lib/supabase';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(30_000);

async function openLocations() {
  await signInAs('admin');
  const app = renderApp('/admin/locations');
  expect(await screen.findByRole('heading', { level: 1, name: 'Standorte' })).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Spreeforum Tagungszentrum bearbeiten' });
  return app;
}

const table = () => screen.getByRole('table', { name: 'Standorte' });

describe('/admin/locations', () => {
  it('lists the six venues', async () => {
    await openLocations();
    expect(document.title).toMatch(/^Standorte/);
    expect(within(table()).getAllByRole('row')).toHaveLength(7);
    expect(table()).toHaveTextContent('Friedrichstraße 112, 10117');
  });

  it('creates, edits and deletes an unused venue; refuses to delete one in use', async () => {
    const { user } = await openLocations();
    await user.click(screen.getByRole('button', { name: 'Neuer Standort' }));
    const form = within(screen.getByRole('form', { name: 'Neuer Standort' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Neuer Standort' })).toHaveFocus();
    await user.selectOptions(form.getByRole('combobox', { name: /Stadtseite/ }), 'koeln');
    expect(form.getByRole('textbox', { name: /Name der Stadt/ })).toHaveValue('Köln');
    await user.type(form.getByRole('textbox', { name: /Veranstaltungsort/ }), 'Rheinloft');
    await user.type(form.getByRole('textbox', { name: /Straße/ }), 'Rheinufer 5');
    await user.type(form.getByRole('textbox', { name: /Postleitzahl/ }), '5067');
    await user.click(form.getByRole('button', { name: 'Standort anlegen' }));
    expect(await form.findByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Postleitzahl/ }), '8');
    await user.click(form.getByRole('button', { name: 'Standort anlegen' }));
    expect(await screen.findByText('Standort angelegt.')).toBeInTheDocument();
    expect((await within(table()).findByText('Rheinloft')).closest('tr')).toHaveTextContent('Rheinufer 5, 50678 Köln');

    await user.click(screen.getByRole('button', { name: 'Rheinloft bearbeiten' }));
    const edit = within(screen.getByRole('form', { name: /Standort bearbeiten/ }));
    await user.type(edit.getByRole('textbox', { name: /Anfahrt/ }), 'Straßenbahn 7');
    const street = edit.getByRole('textbox', { name: /Straße/ });
    await user.clear(street);
    await user.type(street, 'Rheinufer 7');
    await user.click(edit.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Standort gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('Rheinloft').closest('tr')).toHaveTextContent('Rheinufer 7'));
    const client = await getSupabase();
    // Read beside the open page, which refetches after the save: React applies that inside act().
    const { data: saved } = await act(async () =>
      client.from('locations').select('*').eq('venue_name', 'Rheinloft').single(),
    );
    expect(saved).toMatchObject({ city_slug: 'koeln', directions: 'Straßenbahn 7', postal_code: '50678' });

    // In use by sessions: refused with a clear message, nothing deleted.
    // Deleting sits behind the row's `Aktionen` menu, last, confirmed in the dialog.
    await user.click(screen.getByRole('button', { name: 'Aktionen für Spreeforum Tagungszentrum' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen …' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Standort wird noch von Terminen verwendet und kann nicht gelöscht werden.',
    );
    expect(within(table()).getByText('Spreeforum Tagungszentrum')).toBeInTheDocument();

    // Unused: deleted after confirming.
    await user.click(screen.getByRole('button', { name: 'Aktionen für Rheinloft' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen …' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Standort gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Rheinloft')).not.toBeInTheDocument());
  });

  it('sends a customer home and a signed-out visitor to the admin sign-in', async () => {
    await signInAs('customer');
    const customer = renderApp('/admin/locations');
    await waitFor(() => expect(customer.location().pathname).toBe('/'));
    customer.unmount();
    await (await getSupabase()).auth.signOut();
    const visitor = renderApp('/admin/locations');
    await waitFor(() => expect(visitor.location().pathname).toBe('/admin/login'));
  });
});
