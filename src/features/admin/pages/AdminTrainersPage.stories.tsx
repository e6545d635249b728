import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminTrainersPage } from './AdminTrainersPage';

/** The real app at /admin/trainers, signed in as the demo admin: the trainers of the seed. */
const meta = {
  title: 'Pages/Admin/AdminTrainersPage',
  component: AdminTrainersPage,
  parameters: { session: 'admin', route: { path: paths.adminTrainers, app: true } },
} satisfies Meta<typeof AdminTrainersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableUrl = `${DEMO_SUPABASE_URL}/rest/v1/trainers`;

async function main(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main', {}, { timeout: 5000 }));
}

/** The trainers with title and topics. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Trainerinnen und Trainer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Trainerinnen und Trainer' }, { timeout: 5000 });
    await expect(within(table).getByText('Julia Wagner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Trainer/));
  },
};

/** The list request never answers: the loading state, never an empty table. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        trainers: [
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
      (await page.findByText('Trainer werden geladen …', {}, { timeout: 5000 })).closest('[role="status"]'),
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
        trainers: [
          http.get(tableUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table trainers' }, { status: 403 }),
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

/** Editing a trainer: slug, bio and the topics (comma separated) prefilled. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Julia Wagner bearbeiten' }, { timeout: 5000 }));
    const form = within(page.getByRole('form', { name: /Trainer bearbeiten/ }));
    await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('julia-wagner');
    await expect(form.getByRole('textbox', { name: /Themen/ })).toHaveValue('SEO, Technisches SEO, Content-Strategie');
    await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  },
};
