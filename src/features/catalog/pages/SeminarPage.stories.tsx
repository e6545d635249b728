import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SeminarPage } from './SeminarPage';
import { answersEmpty, fails, neverAnswers } from './storyHandlers';

const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';

/** The real app at `/seminars/seo-grundlagen`: every location and date of one seminar. */
const meta = {
  title: 'Pages/Catalog/SeminarPage',
  component: SeminarPage,
  parameters: { route: { path: '/seminars/seo-grundlagen', app: true } },
} satisfies Meta<typeof SeminarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SEO_TITLE }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const region = within(canvas.getByRole('region', { name: 'Orte und Termine' }));
    await expect(
      await region.findByRole('heading', { level: 3, name: 'München' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(region.getByRole('list', { name: 'Termine in München' })).toHaveTextContent('Nur noch 2 Plätze');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: [neverAnswers('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const region = within(
      await within(canvasElement).findByRole('region', { name: 'Orte und Termine' }, { timeout: 3000 }),
    );
    await expect(region.getByRole('status')).toHaveTextContent('Termine werden geladen …');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { sessions: [answersEmpty('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Derzeit keine Termine', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: [fails('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Die Termine konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/seminars/gibt-es-nicht', app: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Oops! Page not found' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};
