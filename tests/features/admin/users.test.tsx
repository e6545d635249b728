import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { businessErrorText } from '@/lib/api';
import { getSupabase } from '@/lib/supabase';
import { deleteRow, getMockDb, serviceContext } from '../../../mocks';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../../mocks/seed/accounts';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

function rolesOf(userId: string): string[] {
  return getMockDb()
    .rows('user_roles')
    .filter((row) => row.user_id === userId)
    .map((row) => String(row.role))
    .sort();
}

async function openUsers() {
  await signInAs('admin');
  const view = renderApp(paths.adminUsers);
  const table = await screen.findByRole('table', { name: 'Benutzer und Rollen' }, { timeout: 8000 });
  return { ...view, table };
}

describe('/admin/users', () => {
  it("shows the auth record's e-mail: a customer cannot pose as the admin by editing their profile", async () => {
    await signInAs('customer');
    const client = await getSupabase();
    const attack = await client
      .from('profiles')
      .update({ email: DEMO_ADMIN.email, first_name: 'Sabine', last_name: 'Krüger' } as never)
      .eq('user_id', DEMO_CUSTOMER.id);
    expect(attack.error?.message).toBe('EMAIL_READ_ONLY');
    // The names alone are the customer's to change; the address stays the auth record's.
    await client.from('profiles').update({ first_name: 'Sabine', last_name: 'Krüger' }).eq('user_id', DEMO_CUSTOMER.id);
    await client.auth.signOut();

    const { table } = await openUsers();
    const rows = within(table).getAllByRole('row', { name: /Sabine Krüger/ });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent).sort()).toEqual([
      DEMO_ADMIN.email,
      DEMO_CUSTOMER.email,
    ]);
    const posing = rows.find((row) => row.textContent?.includes(DEMO_CUSTOMER.email))!;
    expect(within(posing).getAllByRole('cell')[2]).toHaveTextContent(/^Kunde$/);
  });

  it('lists every profile with its roles and searches by name and e-mail', async () => {
    const { user, table } = await openUsers();
    await waitFor(() => expect(document.title).toMatch(/^Benutzer/));
    expect(screen.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    // The admin, the demo customer and the seed's five other customers (docs/demo-data.md).
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => within(row).getAllByRole('cell')[2]!.textContent === 'Kunde')).toHaveLength(6);
    const admin = within(table).getByRole('row', { name: /Sabine Krüger/ });
    expect(admin).toHaveTextContent('admin@akademie.test');
    expect(within(admin).getAllByRole('cell')[2]).toHaveTextContent(/^Admin$/);
    const customer = within(table).getByRole('row', { name: /Katharina Neumann/ });
    expect(customer).toHaveTextContent('kunde@akademie.test');
    expect(within(customer).getAllByRole('cell')[2]).toHaveTextContent(/^Kunde$/);

    const search = screen.getByRole('searchbox', { name: 'Suche nach Name oder E-Mail' });
    await user.type(search, 'kruger');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Sabine Krüger');
    await user.clear(search);
    await user.type(search, 'KUNDE@');
    expect(table).toHaveTextContent('Katharina Neumann');
    expect(table).not.toHaveTextContent('Sabine Krüger');
    await user.clear(search);
    await user.type(search, 'niemand');
    expect(table).toHaveTextContent('Kein Benutzer passt zur Suche.');
  });

  it('keeps the only admin from revoking their own role, with an explanation', async () => {
    const { table } = await openUsers();
    const revoke = within(table).getByRole('button', { name: 'Admin-Rechte entziehen: Sabine Krüger' });
    expect(revoke).toBeDisabled();
    expect(revoke).toHaveAccessibleDescription(/einzige Administrator/);
  });

  it('grants and revokes the admin role through admin_set_user_role', async () => {
    const { user, table } = await openUsers();
    const rpc = recordRequests('/rpc/admin_set_user_role');
    await user.click(within(table).getByRole('button', { name: 'Zum Admin machen: Katharina Neumann' }));
    expect(await screen.findByText('Admin-Rechte erteilt')).toBeInTheDocument();
    expect(rpc.json(0)).toEqual({ _user_id: DEMO_CUSTOMER.id, _role: 'admin', _grant: true });
    expect(rolesOf(DEMO_CUSTOMER.id)).toEqual(['admin', 'customer']);
    await waitFor(() =>
      expect(
        within(within(table).getByRole('row', { name: /Katharina Neumann/ })).getAllByRole('cell')[2],
      ).toHaveTextContent(/^Admin, Kunde$/),
    );
    // Two admins now: the signed-in admin may step down, too.
    expect(within(table).getByRole('button', { name: 'Admin-Rechte entziehen: Sabine Krüger' })).toBeEnabled();

    await user.click(within(table).getByRole('button', { name: 'Admin-Rechte entziehen: Katharina Neumann' }));
    expect(await screen.findByText('Admin-Rechte entzogen')).toBeInTheDocument();
    expect(rpc.json(1)).toEqual({ _user_id: DEMO_CUSTOMER.id, _role: 'admin', _grant: false });
    expect(rolesOf(DEMO_CUSTOMER.id)).toEqual(['customer']);
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Admin-Rechte entziehen: Sabine Krüger' })).toBeDisabled(),
    );
  });

  it('shows the server refusal LAST_ADMIN in German and changes nothing', async () => {
    const { user, table } = await openUsers();
    await user.click(within(table).getByRole('button', { name: 'Zum Admin machen: Katharina Neumann' }));
    await screen.findByText('Admin-Rechte erteilt');
    const ownButton = within(table).getByRole('button', { name: 'Admin-Rechte entziehen: Sabine Krüger' });
    await waitFor(() => expect(ownButton).toBeEnabled());
    // Meanwhile another admin takes Katharina's role away: the list on screen is out of date.
    const db = getMockDb();
    const row = db.rows('user_roles').find((r) => r.user_id === DEMO_CUSTOMER.id && r.role === 'admin');
    deleteRow(db, 'user_roles', row!, serviceContext(db));

    await user.click(ownButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(businessErrorText('LAST_ADMIN')!);
    expect(rolesOf(DEMO_ADMIN.id)).toEqual(['admin']);
    // The list is read again and shows the server's truth.
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Admin-Rechte entziehen: Sabine Krüger' })).toBeDisabled(),
    );
    expect(
      within(within(table).getByRole('row', { name: /Katharina Neumann/ })).getAllByRole('cell')[2],
    ).toHaveTextContent(/^Kunde$/);
  });

  it('sends a customer to / and a signed-out visitor to /admin/login', async () => {
    const visitor = renderApp(paths.adminUsers);
    await waitFor(() => expect(visitor.location().pathname).toBe(paths.adminLogin));
    visitor.unmount();
    await signInAs('customer');
    const customer = renderApp(paths.adminUsers);
    await waitFor(() => expect(customer.location().pathname).toBe('/'));
  });
});
