import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fallbackTitle, site } from '@/config/site';
import { HomePage } from './HomePage';
import { answersEmpty, fails, neverAnswers } from './storyHandlers';

/** The real app at `/`: hero with search, cities, featured seminars, next dates, webinars, trainers. */
const meta = {
  title: 'Pages/Catalog/HomePage',
  component: HomePage,
  parameters: { route: { path: '/', app: true } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function region(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('region', { name }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: site.tagline }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(
      await region(canvasElement, 'Seminare in Ihrer Stadt').findByRole(
        'link',
        { name: /^München,?\s8\sTermine$/ },
        { timeout: 3000 },
      ),
    ).toHaveAttribute('href', '/muenchen');
    const next = await region(canvasElement, 'Die nächsten Termine').findByRole('list', {}, { timeout: 3000 });
    await expect(within(next).getAllByRole('listitem')).toHaveLength(6);
    await expect(
      await region(canvasElement, 'Unsere Trainerinnen und Trainer').findByRole('link', { name: 'Julia Wagner' }),
    ).toHaveAttribute('href', '/trainers/julia-wagner');
    await waitFor(() => expect(document.title).toBe(fallbackTitle));
  },
};

/** A search that is neither a topic nor a city lists the matching seminars below the hero. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const search = within(await within(canvasElement).findByRole('search', {}, { timeout: 3000 }));
    await userEvent.type(search.getByRole('searchbox', { name: 'Seminar suchen' }), 'Reporting');
    await userEvent.click(search.getByRole('button', { name: 'Suchen' }));
    const results = within(
      await within(canvasElement).findByRole('region', { name: 'Suchergebnisse für „Reporting“' }),
    );
    await expect(await results.findByRole('link', { name: /Looker Studio/ }, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** The hero paints at once; the data sections show their skeletons while the dates are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: [neverAnswers('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: site.tagline }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(region(canvasElement, 'Die nächsten Termine').getByRole('status')).toHaveTextContent(
      'Termine werden geladen …',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { sessions: [answersEmpty('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: site.tagline }, { timeout: 3000 });
    await expect(
      await region(canvasElement, 'Die nächsten Termine').findByText('Derzeit sind keine Termine geplant.'),
    ).toBeInTheDocument();
    await expect(region(canvasElement, 'Seminare in Ihrer Stadt').getAllByText('Termine in Planung')).toHaveLength(6);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: [fails('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: site.tagline }, { timeout: 3000 });
    const alert = await region(canvasElement, 'Die nächsten Termine').findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Die nächsten Termine konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
