import { act, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from '@/lib/supabase';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(30_000);

async function openTrainers() {
  await signInAs('admin');
  const app = renderApp('/admin/trainers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trainerinnen und Trainer' })).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Julia Wagner bearbeiten' });
  return app;
}

const table = () => screen.getByRole('table', { name: 'Trainerinnen und Trainer' });

describe('/admin/trainers', () => {
  it('creates, edits and deletes an unused trainer; refuses to delete one with sessions', async () => {
    const { user } = await openTrainers();
    expect(document.title).toMatch(/^Trainer/);
    await user.click(screen.getByRole('button', { name: 'Neuer Trainer' }));
    const form = within(screen.getByRole('form', { name: /Neue Trainerin/ }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Jörg Weiß');
    expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('joerg-weiss');
    await user.type(form.getByRole('textbox', { name: /Titel/ }), 'SEO-Berater');
    await user.type(form.getByRole('textbox', { name: /Kurzbiografie/ }), 'Seit 2010 in der Suchmaschinenoptimierung.');
    await user.type(form.getByRole('textbox', { name: /Themen/ }), 'SEO, Content ,  Webanalyse');
    await user.type(form.getByRole('textbox', { name: /LinkedIn/ }), 'linkedin.com/in/jw');
    await user.click(form.getByRole('button', { name: 'Trainer anlegen' }));
    expect(await form.findByText('Bitte geben Sie eine vollständige Adresse (https://…) ein.')).toBeInTheDocument();
    const linkedin = form.getByRole('textbox', { name: /LinkedIn/ });
    await user.clear(linkedin);
    await user.type(linkedin, 'https://www.linkedin.com/in/jw');
    await user.click(form.getByRole('button', { name: 'Trainer anlegen' }));
    expect(await screen.findByText('Trainer angelegt.')).toBeInTheDocument();
    expect((await within(table()).findByText('Jörg Weiß')).closest('tr')).toHaveTextContent('SEO, Content, Webanalyse');

    // A duplicate slug is refused on the field.
    await user.click(screen.getByRole('button', { name: 'Jörg Weiß bearbeiten' }));
    const edit = within(screen.getByRole('form', { name: /Trainer bearbeiten/ }));
    const slug = edit.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'julia-wagner');
    await user.click(edit.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await edit.findByText('Dieser Slug ist bereits vergeben.')).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'joerg-weiss-seo');
    await user.click(edit.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Trainer gespeichert.')).toBeInTheDocument();
    const client = await getSupabase();
    // Reads of the backend beside the open page, which refetches its list meanwhile: React applies that inside act().
    const { data: saved } = await act(async () =>
      client.from('trainers').select('*').eq('slug', 'joerg-weiss-seo').single(),
    );
    expect(saved).toMatchObject({ name: 'Jörg Weiß', topics: ['SEO', 'Content', 'Webanalyse'] });

    // With sessions: refused, nothing deleted.
    // Deleting sits behind the row's `Aktionen` menu, last, confirmed in the dialog.
    await user.click(screen.getByRole('button', { name: 'Aktionen für Julia Wagner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen …' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('kann nicht gelöscht werden');
    const { count } = await act(async () =>
      client.from('trainers').select('id', { count: 'exact', head: true }).eq('name', 'Julia Wagner'),
    );
    expect(count).toBe(1);

    // Unused: deleted.
    await user.click(screen.getByRole('button', { name: 'Aktionen für Jörg Weiß' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen …' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Trainer gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Jörg Weiß')).not.toBeInTheDocument());
  });

  it('sends a customer home and a signed-out visitor to the admin sign-in', async () => {
    await signInAs('customer');
    const customer = renderApp('/admin/trainers');
    await waitFor(() => expect(customer.location().pathname).toBe('/'));
    customer.unmount();
    await (await getSupabase()).auth.signOut();
    const visitor = renderApp('/admin/trainers');
    await waitFor(() => expect(visitor.location().pathname).toBe('/admin/login'));
  });
});
