import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { storyInvoiceRecords } from '@/features/invoices';
import { AdminBookingsPage } from './AdminBookingsPage';

/** The real app at /admin/bookings, signed in as the demo admin, with the seed's year of bookings. */
const meta = {
  title: 'Pages/Admin/AdminBookingsPage',
  component: AdminBookingsPage,
  parameters: { session: 'admin', route: { path: paths.adminBookings, app: true } },
} satisfies Meta<typeof AdminBookingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bookingsUrl = `${DEMO_SUPABASE_URL}/rest/v1/bookings`;
/** The list's search (admin_search_bookings): the ids of one page and the count of all matches. */
const searchUrl = `${DEMO_SUPABASE_URL}/rest/v1/rpc/admin_search_bookings`;

async function table(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'Buchungen' }, { timeout: 5000 });
}

/** All bookings, newest first, 20 a page, with search, filters and the CSV export. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(within(list).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Suche' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'CSV exportieren' })).toBeEnabled();
    await waitFor(() => expect(document.title).toMatch(/^Buchungen/));
  },
};

/** Opened from a URL with filters: only cancelled bookings. */
export const Filtered: Story = {
  parameters: { route: { path: `${paths.adminBookings}?status=cancelled`, app: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => {
      const rows = within(list).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row).toHaveTextContent('Storniert');
    });
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    await expect(canvas.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
  },
};

/** No booking matches: the empty state, no table. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        bookings: [http.post(searchUrl, () => HttpResponse.json({ total: 0, ids: [] }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Keine Buchungen gefunden.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Buchungen' })).not.toBeInTheDocument();
  },
};

/**
 * The server refuses the list: a German message and a retry. A 403, because the query policy retries a 500 three
 * times (1 + 2 + 4 s) before it shows the same state.
 */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        bookings: [
          http.get(bookingsUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table bookings' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    const alert = await main.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

/** The booking of the cancelled session: participants, invoice address, totals, history and the follow-up flag. */
export const DetailOpen: Story = {
  parameters: { route: { path: `${paths.adminBookings}?q=Vogel`, app: true } },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = within(list)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('Bäckerei Vogel OHG'));
    await userEvent.click(within(row!).getByRole('button', { name: /anzeigen$/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('note')).toHaveTextContent('Nachbearbeitung nötig');
    await expect(dialog).toHaveTextContent('Sophie Vogel (sophie@baeckerei-vogel.test)');
    await expect(dialog).toHaveTextContent('Neusser Straße 77');
    await expect(within(dialog).getByRole('button', { name: 'Stornieren' })).toBeEnabled();
  },
};

/** The detail's „Rechnungen“: the booking's invoice and its credit note, each with PDF and XRechnung. */
export const DetailWithInvoices: Story = {
  parameters: {
    route: { path: `${paths.adminBookings}?q=Vogel`, app: true },
    msw: {
      handlers: {
        invoices: [
          http.get(`${DEMO_SUPABASE_URL}/rest/v1/invoices`, () =>
            HttpResponse.json(storyInvoiceRecords('a7000000-0000-4000-8000-00000000beef', 'DA-2026-000042', true)),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = within(list)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('Bäckerei Vogel OHG'));
    await userEvent.click(within(row!).getByRole('button', { name: /anzeigen$/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const section = within(dialog).getByRole('region', { name: 'Rechnungen' });
    await expect(
      await within(section).findByRole('button', { name: 'PDF herunterladen – Rechnungskorrektur GS-2027-00001' }),
    ).toBeEnabled();
    await expect(
      within(section).getByRole('button', { name: 'XRechnung (XML) – Rechnung RE-2027-00001' }),
    ).toBeEnabled();
  },
};
