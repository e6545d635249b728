import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { site } from '@/config/site';
import { CityPage } from './CityPage';
import { answersEmpty, fails, neverAnswers } from './storyHandlers';

/** The real app at a city page: dates from the mock backend, grouped by seminar, filters in the URL. */
const meta = {
  title: 'Pages/Catalog/CityPage',
  component: CityPage,
  args: { city: 'berlin' },
  parameters: { route: { path: '/berlin', app: true } },
} satisfies Meta<typeof CityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function datesRegion(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Termine in Berlin' }, { timeout: 3000 }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    const groups = await dates.findAllByRole('article', {}, { timeout: 3000 });
    await expect(groups.length).toBeGreaterThan(5);
    const seo = dates.getByRole('article', { name: /^SEO-Grundlagen/ });
    await expect(seo).toHaveTextContent('inkl. 19 % MwSt.');
    await expect(within(seo).getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    const soldOut = dates.getByRole('article', { name: /^KI-Coding mit Lovable/ });
    await expect(within(soldOut).getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
    const venue = within(canvasElement).getByRole('region', { name: 'Veranstaltungsort in Berlin' });
    await expect(await within(venue).findByText(/Friedrichstraße 112/)).toBeInTheDocument();
    await expect(venue).toHaveTextContent('Öffentliche Verkehrsmittel: U6 Oranienburger Tor');
    await expect(venue).toHaveTextContent('Parken: Parkhaus Albrechtstraße 11');
    await expect(venue).toHaveTextContent('Barrierefreiheit: Stufenlos erreichbar.');
    await waitFor(() => expect(document.title).toBe(`Seminare in Berlin | ${site.name}`));
  },
};

/** Opened with `?thema=seo`: the filter shows in the select, the list is narrowed, a reset link appears. */
export const Filtered: Story = {
  parameters: { route: { path: '/berlin?thema=seo', app: true } },
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    await expect(await dates.findAllByRole('article', {}, { timeout: 3000 })).toHaveLength(2);
    await expect(dates.getByRole('combobox', { name: 'Thema' })).toHaveValue('seo');
    await userEvent.selectOptions(dates.getByRole('combobox', { name: 'Thema' }), 'Google Ads');
    await waitFor(() => expect(dates.getAllByRole('article')).toHaveLength(1));
    await expect(dates.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute('href', '/berlin');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: [neverAnswers('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    await expect(await dates.findByRole('status')).toHaveTextContent('Termine werden geladen …');
    await expect(dates.queryByText(/Derzeit keine Termine/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { sessions: [answersEmpty('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    await expect(await dates.findByText('Derzeit keine Termine in Berlin.', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: [fails('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    const alert = await dates.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Die Termine in Berlin konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
