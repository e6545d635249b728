import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { storyInvoiceRecords } from '@/features/invoices';
import { saveCompletedBooking } from '../checkoutStorage';
import { CheckoutSuccessPage } from './CheckoutSuccessPage';
import { storeStoryBooking } from './storyFixtures';

const BOOKING = 'a7000000-0000-4000-8000-00000000beef';

/** The real app at /checkout/success, with the booking the checkout kept in this tab (sessionStorage). */
const meta = {
  title: 'Pages/Checkout/CheckoutSuccessPage',
  component: CheckoutSuccessPage,
  parameters: { route: { path: `${paths.checkoutSuccess}?booking=${BOOKING}`, app: true } },
} satisfies Meta<typeof CheckoutSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked with invoice, not yet binding: number, what was booked, next steps, .ics, and no invoice before confirmation. */
export const Invoice: Story = {
  loaders: [
    () => {
      storeStoryBooking('invoice');
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Buchungsnummer DA-2026-000042' })).toBeInTheDocument();
    await expect(canvas.getByText(/Die Rechnung erhalten Sie per E-Mail/)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Rechnung' })).toHaveTextContent(
      'Die Rechnung stellen wir aus, sobald Ihre Buchung bestätigt ist.',
    );
    await expect(canvas.queryByRole('button', { name: /PDF herunterladen/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Termine in den Kalender (.ics)' })).toBeEnabled();
  },
};

/** The booking is binding: its issued invoice (a company's: PDF and XRechnung), read with the tab's payment token. */
export const InvoiceIssued: Story = {
  loaders: [
    () => {
      const booking = storeStoryBooking('invoice');
      saveCompletedBooking({ ...booking, result: { ...booking.result, payment_token: 'story-payment-token' } });
      return {};
    },
  ],
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/guest_invoices`, () =>
            HttpResponse.json(storyInvoiceRecords(BOOKING, 'DA-2026-000042')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Rechnung' });
    await expect(
      await within(section).findByRole('button', { name: 'PDF herunterladen – Rechnung RE-2027-00001' }),
    ).toBeEnabled();
    await expect(
      within(section).getByRole('button', { name: 'XRechnung (XML) – Rechnung RE-2027-00001' }),
    ).toBeEnabled();
  },
};

/** Paid online at the provider. */
export const PaidOnline: Story = {
  loaders: [
    () => {
      storeStoryBooking('online');
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ihre Zahlung ist eingegangen/)).toBeInTheDocument();
  },
};

/** Another tab or a later visit: the booking is not kept here, the e-mail has everything. */
export const WithoutStoredBooking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Die Buchungsbestätigung mit allen Angaben/)).toBeInTheDocument();
  },
};
