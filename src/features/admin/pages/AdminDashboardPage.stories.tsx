import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { now } from '@/lib/clock';
import { todayInBerlin } from '@/lib/format';
import type { DashboardFigures } from '../adminDashboardApi';
import { CHART_WEEKS, addDays, mondayOf } from '../dashboardStats';
import { AdminDashboardPage } from './AdminDashboardPage';

/** The real app at /admin/dashboard, signed in as the demo admin, with the seed's bookings, dates and requests. */
const meta = {
  title: 'Pages/Admin/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: { session: 'admin', route: { path: paths.adminDashboard, app: true } },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bookingsUrl = `${DEMO_SUPABASE_URL}/rest/v1/bookings`;
const figuresUrl = `${DEMO_SUPABASE_URL}/rest/v1/rpc/admin_dashboard_figures`;
const inhouseUrl = `${DEMO_SUPABASE_URL}/rest/v1/inhouse_requests`;

/** What admin_dashboard_figures answers without a single booking: zeros and twelve empty weeks up to this one. */
function noFigures(): DashboardFigures {
  const monday = mondayOf(todayInBerlin(new Date(now())));
  return {
    revenue_month_cents: 0,
    revenue_year_cents: 0,
    bookings_month: 0,
    bookings_year: 0,
    bookings_total: 0,
    weeks: Array.from({ length: CHART_WEEKS }, (_, index) => ({
      start: addDays(monday, 7 * (index - CHART_WEEKS + 1)),
      count: 0,
    })),
  };
}

/** Revenue, bookings, utilisation, the weekly chart with its table, latest bookings, free dates, new requests. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Umsatz netto diesen Monat', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    const figure = canvas.getByRole('figure', { name: 'Buchungen pro Kalenderwoche, letzte 12 Wochen' });
    await expect(within(within(figure).getByRole('table')).getAllByRole('row')).toHaveLength(13);
    const latest = canvas.getByRole('table', { name: 'Die fünf neuesten Buchungen' });
    await expect(within(latest).getAllByRole('row')).toHaveLength(6);
    const inhouse = await canvas.findByRole('table', { name: 'Inhouse-Anfragen mit Status „neu“' });
    await expect(inhouse).toHaveTextContent('Stadtwerke Musterstadt GmbH');
    await waitFor(() => expect(document.title).toMatch(/^Admin-Übersicht/));
  },
};

/** The figures and the latest bookings never arrive: placeholders, never zeros. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        figures: [
          http.post(figuresUrl, async () => {
            await delay('infinite');
            return HttpResponse.json(noFigures());
          }),
        ],
        bookings: [
          http.get(bookingsUrl, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kennzahlen werden geladen …', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByText('Umsatz netto diesen Monat')).not.toBeInTheDocument();
  },
};

/** No bookings and no new requests yet: zeros, an empty chart and empty rows that say so. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        figures: [http.post(figuresUrl, () => HttpResponse.json(noFigures()))],
        bookings: [http.get(bookingsUrl, () => HttpResponse.json([]))],
        inhouse: [http.get(inhouseUrl, () => HttpResponse.json([]))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const latest = await canvas.findByRole('table', { name: 'Die fünf neuesten Buchungen' }, { timeout: 5000 });
    await expect(latest).toHaveTextContent('Noch keine Buchungen.');
    await expect(canvas.getByText('Buchungen dieses Jahr').closest('li')).toHaveTextContent(
      /Buchungen dieses Jahr\s*0$/,
    );
    const figure = canvas.getByRole('figure', { name: 'Buchungen pro Kalenderwoche, letzte 12 Wochen' });
    await expect(within(within(figure).getByRole('table')).getAllByRole('row')).toHaveLength(13);
    await expect(await canvas.findByText('Keine neuen Inhouse-Anfragen.')).toBeInTheDocument();
  },
};

/** The server refuses the figures (403; a 500 would be retried for 7 s first): a German message and a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        figures: [
          http.post(figuresUrl, () =>
            HttpResponse.json(
              { code: '42501', message: 'permission denied for function admin_dashboard_figures' },
              { status: 403 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await within(await canvas.findByRole('main')).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Die Kennzahlen konnten nicht geladen werden.');
    await expect(alert).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
