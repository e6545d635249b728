import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminUsersPage } from './AdminUsersPage';

/** The real app at /admin/users, signed in as the demo admin (the only admin of the seed). */
const meta = {
  title: 'Pages/Admin/AdminUsersPage',
  component: AdminUsersPage,
  parameters: { session: 'admin', route: { path: paths.adminUsers, app: true } },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profilesUrl = `${DEMO_SUPABASE_URL}/rest/v1/profiles`;

async function table(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'Benutzer und Rollen' }, { timeout: 5000 });
}

/** The demo accounts (admin, demo customer, five more customers) with their roles; the only admin cannot revoke their own role. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    // The header row and the seed's seven accounts.
    await expect(within(list).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeInTheDocument();
    await expect(within(list).getByRole('button', { name: 'Admin-Rechte entziehen: Sabine Krüger' })).toBeDisabled();
    await expect(within(list).getByRole('button', { name: 'Zum Admin machen: Katharina Neumann' })).toBeEnabled();
    await waitFor(() => expect(document.title).toMatch(/^Benutzer/));
  },
};

/** A search that finds nobody: the empty row says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Suche nach Name oder E-Mail' }), 'niemand');
    await expect(list).toHaveTextContent('Kein Benutzer passt zur Suche.');
  },
};

/** The profiles never arrive. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        profiles: [
          http.get(profilesUrl, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Benutzer werden geladen …', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The server refuses the list (403): the German permission message and a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        profiles: [
          http.get(profilesUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table profiles' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await within(await canvas.findByRole('main')).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
