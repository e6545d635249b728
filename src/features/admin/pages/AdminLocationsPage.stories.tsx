import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { adminMain, loadingStory, refusedStory } from './adminStoryStates';
import { AdminLocationsPage } from './AdminLocationsPage';

/** The real app at /admin/locations, signed in as the demo admin: one venue per city. */
const meta = {
  title: 'Pages/Admin/AdminLocationsPage',
  component: AdminLocationsPage,
  parameters: { session: 'admin', route: { path: paths.adminLocations, app: true } },
} satisfies Meta<typeof AdminLocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six venues of the seed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Standorte' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Standorte' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await waitFor(() => expect(document.title).toMatch(/^Standorte/));
  },
};

/** The list request never answers: the loading state, never an empty table. */
export const Loading: Story = loadingStory('locations', 'Standorte werden geladen …');

/** The server refuses the list: a German message and a retry. */
export const Error: Story = refusedStory('locations');

/** Editing a venue: the city page select and the address prefilled. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Spreeforum Tagungszentrum bearbeiten' }, { timeout: 5000 }),
    );
    const form = within(page.getByRole('form', { name: /Standort bearbeiten/ }));
    await expect(form.getByRole('combobox', { name: /Stadtseite/ })).toHaveValue('berlin');
    await expect(form.getByRole('textbox', { name: /Postleitzahl/ })).toHaveValue('10117');
    await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  },
};
