import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { storyInvoiceRecords } from '@/features/invoices';
import { AdminInvoicesPage } from './AdminInvoicesPage';
import { adminMain } from './adminStoryStates';

/** The real app at /admin/invoices, signed in as the demo admin, with the seed's year of invoices and credit notes. */
const meta = {
  title: 'Pages/Admin/AdminInvoicesPage',
  component: AdminInvoicesPage,
  parameters: { session: 'admin', route: { path: paths.adminInvoices, app: true } },
} satisfies Meta<typeof AdminInvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageUrl = `${DEMO_SUPABASE_URL}/rest/v1/rpc/admin_invoice_page`;

async function table(canvasElement: HTMLElement) {
  return (await adminMain(canvasElement)).findByRole('table', { name: 'Rechnungen' }, { timeout: 5000 });
}

/** Every record, newest first, 20 a page; the DATEV export waits for a period. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const list = await table(canvasElement);
    await expect(within(list).getAllByRole('row')).toHaveLength(21);
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeInTheDocument();
    await expect(page.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'DATEV-Export (CSV)' })).toBeDisabled();
    await waitFor(() => expect(document.title).toMatch(/^Rechnungen/));
  },
};

/** A year chosen in the URL, only credit notes: the export is ready for that year. */
export const CreditNotesOfTheYear: Story = {
  parameters: {
    route: {
      path: `${paths.adminInvoices}?period=year&year=${new Date().getFullYear()}&kind=credit_note`,
      app: true,
    },
  },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => {
      const rows = within(list).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row).toHaveTextContent('Rechnungskorrektur');
    });
    await expect(page.getByRole('combobox', { name: 'Zeitraum' })).toHaveValue('year');
    await expect(page.getByRole('button', { name: 'DATEV-Export (CSV)' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
  },
};

/** Two records (an invoice and its credit note) answered by the list; the booking number opens the booking. */
export const InvoiceAndCreditNote: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.post(pageUrl, () => {
            // Newest first, as the list shows them.
            const records = storyInvoiceRecords('b0000000-0000-4000-8000-000000000001', 'DA-2027-000042', true);
            return HttpResponse.json({
              total: records.length,
              balance_cents: 0,
              rows: records.map((record) => ({
                ...record,
                preceding_number: record.snapshot.precedingInvoice?.number ?? null,
                booking_number: record.snapshot.bookingNumber,
                buyer_name: record.snapshot.buyer.name,
              })),
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const rows = within(list).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Rechnungskorrektur');
    await expect(rows[0]).toHaveTextContent('zu RE-2027-00001');
    await expect(within(rows[1]!).getByRole('button', { name: /^XML – XRechnung Rechnung/ })).toBeEnabled();
  },
};

/** Nothing matches the search: the empty state with its hint. */
export const Empty: Story = {
  parameters: {
    route: { path: `${paths.adminInvoices}?q=gibt-es-nicht`, app: true },
  },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await expect(await page.findByText('Keine Rechnungen gefunden.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Filter zurücksetzen' }));
    await table(canvasElement);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.post(pageUrl, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const status = (await page.findByText('Rechnungen werden geladen …', {}, { timeout: 5000 })).closest(
      '[role="status"]',
    );
    await expect(status).not.toBeNull();
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The list is refused (a non-admin session): the German message with a retry. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.post(pageUrl, () =>
            HttpResponse.json(
              { code: '42501', message: 'permission denied for function admin_invoice_page' },
              { status: 403 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
