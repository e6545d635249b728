import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { site } from '@/config/site';
import { SeminarInCityPage } from './SeminarInCityPage';
import { fails, neverAnswers } from './storyHandlers';

const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';

/** The real app at `/muenchen/seo-grundlagen`: the seminar, its dates in München and the other cities. */
const meta = {
  title: 'Pages/Catalog/SeminarInCityPage',
  component: SeminarInCityPage,
  args: { city: 'muenchen' },
  parameters: { route: { path: '/muenchen/seo-grundlagen', app: true } },
} satisfies Meta<typeof SeminarInCityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SEO_TITLE }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const dates = await canvas.findByRole('list', { name: 'Termine in München' }, { timeout: 3000 });
    await expect(dates).toHaveTextContent('Nur noch 2 Plätze');
    await expect(dates).toHaveTextContent('inkl. 19 % MwSt.');
    await expect(within(dates).getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ablauf' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${SEO_TITLE} in München | ${site.name}`));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
  },
};

/**
 * The booking box (beside the page on a desktop, in the flow on a phone): a seminar with a group discount, three
 * participants chosen, the total with the discount, gross with "inkl. MwSt." and net.
 */
export const BookingBoxGroup: Story = {
  args: { city: 'frankfurt' },
  parameters: { route: { path: '/frankfurt/google-ads-performance-max', app: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('region', { name: 'Platz buchen' }, { timeout: 3000 });
    await userEvent.selectOptions(within(box).getByRole('combobox', { name: /Teilnehmende/ }), '3 Personen');
    await expect(within(box).getByText('Gesamt für 3 Personen')).toBeInTheDocument();
    await expect(box).toHaveTextContent('inklusive 10 % Gruppenrabatt');
    await expect(box).toHaveTextContent('inkl. 19 % MwSt.');
    await expect(within(box).getByRole('button', { name: /^In den Warenkorb: 3 Plätze, / })).toBeEnabled();
  },
};

/** A seminar without dates in this city: it still shows, says so, and points to the other cities. */
export const NoDatesInCity: Story = {
  parameters: { route: { path: '/stuttgart/seo-grundlagen', app: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Derzeit keine Termine in Stuttgart', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Dieses Seminar in anderen Städten' })).toBeInTheDocument();
  },
};

/** The sold-out KI-Coding date in Berlin: `Auf die Warteliste` instead of the cart. */
export const SoldOut: Story = {
  parameters: { route: { path: '/berlin/ki-coding-lovable', app: true } },
  play: async ({ canvasElement }) => {
    const dates = await within(canvasElement).findByRole('list', { name: 'Termine in Berlin' }, { timeout: 3000 });
    await expect(within(dates).getByText('Ausgebucht')).toBeInTheDocument();
    await expect(within(dates).getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { seminars: [neverAnswers('seminars')] } } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    // The app's generic placeholder (the page chunk loading) comes first; wait for the page's own loading state.
    await waitFor(
      () => expect(main.getAllByRole('status').map((status) => status.textContent)).toContain('Seminar wird geladen …'),
      { timeout: 3000 },
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { seminars: [fails('seminars')] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Das Seminar konnte nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/muenchen/gibt-es-nicht', app: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Oops! Page not found' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};
