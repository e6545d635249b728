import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { adminMain, loadingStory, refusedStory } from './adminStoryStates';
import { AdminTrainersPage } from './AdminTrainersPage';

/** The real app at /admin/trainers, signed in as the demo admin: the trainers of the seed. */
const meta = {
  title: 'Pages/Admin/AdminTrainersPage',
  component: AdminTrainersPage,
  parameters: { session: 'admin', route: { path: paths.adminTrainers, app: true } },
} satisfies Meta<typeof AdminTrainersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trainers with title and topics. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Trainerinnen und Trainer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Trainerinnen und Trainer' }, { timeout: 5000 });
    await expect(within(table).getByText('Julia Wagner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Trainer/));
  },
};

/** The list request never answers: the loading state, never an empty table. */
export const Loading: Story = loadingStory('trainers', 'Trainer werden geladen …');

/** The server refuses the list: a German message and a retry. */
export const Error: Story = refusedStory('trainers');

/** Editing a trainer: slug, bio and the topics (comma separated) prefilled. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Julia Wagner bearbeiten' }, { timeout: 5000 }));
    const form = within(page.getByRole('form', { name: /Trainer bearbeiten/ }));
    await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('julia-wagner');
    await expect(form.getByRole('textbox', { name: /Themen/ })).toHaveValue('SEO, Technisches SEO, Content-Strategie');
    await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  },
};

/**
 * `Löschen` sits in the row's `Aktionen` menu, not as a red button on every row; choosing it asks first, and Escape
 * closes the question without deleting, the focus back on the menu button.
 */
export const DeleteAsked: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('button', { name: 'Julia Wagner bearbeiten' }, { timeout: 5000 })).toBeVisible();
    await expect(page.queryByRole('button', { name: /löschen$/ })).not.toBeInTheDocument();
    const menuButton = page.getByRole('button', { name: 'Aktionen für Julia Wagner' });
    await userEvent.click(menuButton);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Löschen …' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Julia Wagner löschen?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};
