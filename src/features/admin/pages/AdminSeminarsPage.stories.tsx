import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { adminMain, loadingStory, refusedStory } from './adminStoryStates';
import { AdminSeminarsPage } from './AdminSeminarsPage';

/** The real app at /admin/seminars, signed in as the demo admin: published seminars and drafts from the seed. */
const meta = {
  title: 'Pages/Admin/AdminSeminarsPage',
  component: AdminSeminarsPage,
  parameters: { session: 'admin', route: { path: paths.adminSeminars, app: true } },
} satisfies Meta<typeof AdminSeminarsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All seminars, drafts included, with a search field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
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
export const Loading: Story = loadingStory('seminars', 'Seminare werden geladen …');

/** The server refuses the list: a German message and a retry. */
export const Error: Story = refusedStory('seminars');

/** Editing a seminar: every field prefilled (the price as a German amount), the sessions one click away. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'SEO-Grundlagen: Besser gefunden werden bei Google bearbeiten' },
        { timeout: 5000 },
      ),
    );
    const form = within(page.getByRole('form', { name: /Seminar bearbeiten/ }));
    await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('seo-grundlagen');
    await expect(form.getByRole('textbox', { name: /Nettopreis/ })).toHaveValue('1.252,10');
    await expect(form.getByRole('textbox', { name: /Ablauf/ })).toHaveDisplayValue(/^Tag 1/);
    await expect(form.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  },
};

/**
 * `Termine` opens the seminar's dates right under its row and moves the focus to the panel's heading; each date has
 * `Teilnehmerliste`, `Bearbeiten` and an `Aktionen` menu (waiting list, then `Termin absagen …` last).
 */
export const DatesOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const title = 'SEO-Grundlagen: Besser gefunden werden bei Google';
    const toggle = await page.findByRole('button', { name: `Termine von ${title}` }, { timeout: 5000 });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await page.findByRole('region', { name: `Termine: ${title}` }, { timeout: 5000 });
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(toggle.closest('tr')?.nextElementSibling).toContainElement(panel);
    await expect(
      (await within(panel).findAllByRole('button', { name: /^Aktionen für den Termin am / })).length,
    ).toBeGreaterThan(0);
  },
};

/** A date's `Aktionen` menu, opened by keyboard: the focus on the first entry, the destructive entry last. */
export const DateActionsMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const title = 'SEO-Grundlagen: Besser gefunden werden bei Google';
    await userEvent.click(await page.findByRole('button', { name: `Termine von ${title}` }, { timeout: 5000 }));
    const panel = await page.findByRole('region', { name: `Termine: ${title}` }, { timeout: 5000 });
    const [menuButton] = await within(panel).findAllByRole('button', { name: /^Aktionen für den Termin am / });
    menuButton!.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await expect(entries.at(-1)).toHaveTextContent(/absagen|Warteliste/);
  },
};
