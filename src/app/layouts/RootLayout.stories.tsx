import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fallbackTitle, site } from '@/config/site';
import { RootLayout } from './RootLayout';

/** The whole app in its frame: these stories render the real route table at a URL (`parameters.route.app`). */
const meta = {
  title: 'App/Layout/RootLayout',
  component: RootLayout,
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  parameters: { route: { path: '/', app: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: site.tagline })).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'inhalt');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Meldungen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(fallbackTitle));
  },
};

/** Any unknown path shows the 404 page inside the frame; its link leads home. */
export const NotFound: Story = {
  parameters: { route: { path: '/gibt-es-nicht', app: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Seite nicht gefunden | ${site.name}`));
    await userEvent.click(canvas.getByRole('link', { name: 'Zur Startseite' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: site.tagline })).toBeInTheDocument();
  },
};

function BrokenPage(): never {
  throw new Error('Absichtlicher Fehler für die Story');
}

/** A page that fails to render: only the page is replaced by the error page; header and footer stay. */
export const PageError: Story = {
  parameters: {
    expectErrorPage: true,
    route: {
      path: '/kaputt',
      routes: [{ element: <RootLayout />, children: [{ path: '*', element: <BrokenPage /> }] }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};
