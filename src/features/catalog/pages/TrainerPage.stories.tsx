import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { TrainerPage } from './TrainerPage';

const REST = `${DEMO_SUPABASE_URL}/rest/v1`;
const refused = () => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 });

/** The real app at /trainers/{slug}: profile, topics, the next dates and webinars, Person JSON-LD. */
const meta = {
  title: 'Pages/Catalog/TrainerPage',
  component: TrainerPage,
  parameters: { route: { path: '/trainers/david-richter', app: true } },
} satisfies Meta<typeof TrainerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'David Richter' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Illustriertes Porträt von David Richter' })).toBeInTheDocument();
    const webinars = canvas.getByRole('region', { name: 'Nächste Webinare' });
    await expect(
      await within(webinars).findByRole('link', { name: 'KI-Werkstatt Live: Prompting für Marketing-Teams' }),
    ).toBeInTheDocument();
    const seminars = canvas.getByRole('region', { name: 'Nächste Seminartermine' });
    await waitFor(() => expect(within(seminars).getAllByRole('link').length).toBeGreaterThan(0));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { trainers: [http.get(`${REST}/trainers`, () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Profil wird geladen …')).toBeInTheDocument();
  },
};

/** A trainer without upcoming dates or webinars. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        sessions: [http.get(`${REST}/seminar_sessions`, () => HttpResponse.json([]))],
        webinars: [http.get(`${REST}/webinars`, () => HttpResponse.json([]))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zurzeit sind keine Seminartermine geplant.')).toBeInTheDocument();
    await expect(await canvas.findByText('Zurzeit sind keine Webinare geplant.')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { trainers: [http.get(`${REST}/trainers`, refused)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Das Profil konnte nicht geladen werden.');
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/trainers/niemand', app: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  },
};
