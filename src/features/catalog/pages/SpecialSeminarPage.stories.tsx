import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { site } from '@/config/site';
import { SpecialSeminarPage } from './SpecialSeminarPage';
import { answersEmpty, fails, neverAnswers } from './storyHandlers';

/** The special seminar's landing page in the real app: static hero and FAQ, agenda and dates from the backend. */
const meta = {
  title: 'Pages/Catalog/SpecialSeminarPage',
  component: SpecialSeminarPage,
  parameters: { route: { path: '/seminars/ki-coding-lovable', app: true } },
} satisfies Meta<typeof SpecialSeminarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function datesRegion(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Termine und Preise' }, { timeout: 3000 }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'KI-Coding mit Lovable' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const dates = await datesRegion(canvasElement);
    const rows = await dates.findAllByRole('listitem', {}, { timeout: 3000 });
    await expect(within(rows[0]!).getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
    await expect(within(rows[1]!).getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`KI-Coding mit Lovable | ${site.name}`));
  },
};

/** The hero and FAQ are static: they show while the data is still on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { seminars: [neverAnswers('seminars')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'KI-Coding mit Lovable' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const dates = await datesRegion(canvasElement);
    await expect(dates.getByRole('status')).toHaveTextContent('Termine werden geladen …');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { sessions: [answersEmpty('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    await expect(await dates.findByText('Derzeit keine Termine', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(dates.getByRole('link', { name: 'Inhouse-Schulung' })).toHaveAttribute('href', '/inhouse-schulungen');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: [fails('seminar_sessions')] } } },
  play: async ({ canvasElement }) => {
    const dates = await datesRegion(canvasElement);
    const alert = await dates.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Die Termine konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
