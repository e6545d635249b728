import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminSeminarsPage } from './AdminSeminarsPage';

/** The real app at /admin/seminars, signed in as the demo admin: published seminars and drafts from the seed. */
const meta = {
  title: 'Pages/Admin/AdminSeminarsPage',
  component: AdminSeminarsPage,
  parameters: { session: 'admin', route: { path: paths.adminSeminars, app: true } },
} satisfies Meta<typeof AdminSeminarsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableUrl = `${DEMO_SUPABASE_URL}/rest/v1/seminars`;

async function main(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main', {}, { timeout: 5000 }));
}

/** All seminars, drafts included, with a search field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Seminare' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Seminare' }, { timeout: 5000 });
    await expect(within(table).getAllByText('Entwurf').length).toBeGreaterThan(0);
    await expect(page.getByRole('searchbox', { name: /Seminare durchsuchen/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Seminare verwalten/));
  },
};

/** The list request never answers: the loading state, never an empty table. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        seminars: [
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
      (await page.findByText('Seminare werden geladen …', {}, { timeout: 5000 })).closest('[role="status"]'),
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
        seminars: [
          http.get(tableUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table seminars' }, { status: 403 }),
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

/** Editing a seminar: every field prefilled (the price as a German amount), the sessions one click away. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'SEO-Grundlagen: Besser gefunden werden bei Google bearbeiten' },
        { timeout: 5000 },
      ),
    );
    const form = within(page.getByRole('form', { name: /Seminar bearbeiten/ }));
    await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('seo-grundlagen');
    await expect(form.getByRole('textbox', { name: /Nettopreis/ })).toHaveValue('1.290,00');
    await expect(form.getByRole('textbox', { name: /Ablauf/ })).toHaveDisplayValue(/^Tag 1/);
    await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  },
};
