import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminLocationsPage } from './AdminLocationsPage';

/** The real app at /admin/locations, signed in as the demo admin: one venue per city. */
const meta = {
  title: 'Pages/Admin/AdminLocationsPage',
  component: AdminLocationsPage,
  parameters: { session: 'admin', route: { path: paths.adminLocations, app: true } },
} satisfies Meta<typeof AdminLocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableUrl = `${DEMO_SUPABASE_URL}/rest/v1/locations`;

async function main(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main', {}, { timeout: 5000 }));
}

/** The six venues of the seed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Standorte' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Standorte' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await waitFor(() => expect(document.title).toMatch(/^Standorte/));
  },
};

/** The list request never answers: the loading state, never an empty table. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        locations: [
          http.get(tableUrl, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      (await page.findByText('Standorte werden geladen …', {}, { timeout: 5000 })).closest('[role="status"]'),
    ).not.toBeNull();
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * The server refuses the list: a German message and a retry. A 403, because the query policy retries a 500 three
 * times (1 + 2 + 4 s) before it shows the same state.
 */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        locations: [
          http.get(tableUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table locations' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

/** Editing a venue: the city page select and the address prefilled. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Spreeforum Tagungszentrum bearbeiten' }, { timeout: 5000 }),
    );
    const form = within(page.getByRole('form', { name: /Standort bearbeiten/ }));
    await expect(form.getByRole('combobox', { name: /Stadtseite/ })).toHaveValue('berlin');
    await expect(form.getByRole('textbox', { name: /Postleitzahl/ })).toHaveValue('10117');
    await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  },
};
