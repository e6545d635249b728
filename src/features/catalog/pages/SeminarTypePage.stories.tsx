import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { site } from '@/config/site';
import { SeminarTypePage } from './SeminarTypePage';
import { answersEmpty, fails, neverAnswers } from './storyHandlers';

/** The real app at the topic page `/themen/seo`: the topic's seminars with their next dates. */
const meta = {
  title: 'Pages/Catalog/SeminarTypePage',
  component: SeminarTypePage,
  parameters: { route: { path: '/themen/seo', app: true } },
} satisfies Meta<typeof SeminarTypePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function seminarsRegion(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('region', { name: 'Seminare und nächste Termine' }, { timeout: 3000 }),
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await seminarsRegion(canvasElement);
    await expect(await region.findAllByRole('article', {}, { timeout: 3000 })).toHaveLength(2);
    await expect(
      await region.findByRole('list', { name: /^Nächste Termine: SEO-Grundlagen/ }, { timeout: 3000 }),
    ).toHaveTextContent('Nur noch 2 Plätze');
    await waitFor(() => expect(document.title).toBe(`Seminare zum Thema SEO | ${site.name}`));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { seminars: [neverAnswers('seminars')] } } },
  play: async ({ canvasElement }) => {
    const region = await seminarsRegion(canvasElement);
    await expect(region.getByRole('status')).toHaveTextContent('Seminare werden geladen …');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { seminars: [answersEmpty('seminars')] } } },
  play: async ({ canvasElement }) => {
    const region = await seminarsRegion(canvasElement);
    await expect(
      await region.findByText('Derzeit keine Seminare zum Thema SEO.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { seminars: [fails('seminars')] } } },
  play: async ({ canvasElement }) => {
    const region = await seminarsRegion(canvasElement);
    const alert = await region.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Die Seminare zu diesem Thema konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/themen/astrologie', app: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Oops! Page not found' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};
