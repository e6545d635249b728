import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { site } from '@/config/site';
import { WebinarPage } from './WebinarPage';

const WEBINARS_URL = `${DEMO_SUPABASE_URL}/rest/v1/webinars`;

/** The real app at /webinar/{slug}: details, Berlin time, booking into the cart, Event JSON-LD. */
const meta = {
  title: 'Pages/Catalog/WebinarPage',
  component: WebinarPage,
  parameters: { route: { path: '/webinar/seo-update-google', app: true } },
} satisfies Meta<typeof WebinarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'SEO-Update: Was sich bei Google gerade ändert' }),
    ).toBeInTheDocument();
    const booking = canvas.getByRole('complementary', { name: 'Termin und Buchung' });
    await expect(within(booking).getByText('10:00–11:30 Uhr')).toBeInTheDocument();
    await expect(within(booking).getByRole('button', { name: /^In den Warenkorb/ })).toBeEnabled();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
  },
};

/** A webinar of the second brand: the brand is in the title and above the heading. */
export const SecondBrand: Story = {
  parameters: { route: { path: '/webinar/ki-werkstatt-live-prompting', app: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'KI-Werkstatt Live: Prompting für Marketing-Teams' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(`${site.secondBrand} · KI im Marketing`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(site.secondBrand));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { webinars: [http.get(WEBINARS_URL, () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Webinar wird geladen …')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        webinars: [
          http.get(WEBINARS_URL, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Das Webinar konnte nicht geladen werden.');
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/webinar/gibt-es-nicht', app: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  },
};
