import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
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

/** Booked with invoice: number, what was booked, next steps, PDF and .ics. */
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
    await expect(canvas.getByRole('button', { name: 'Rechnung als PDF herunterladen' })).toBeEnabled();
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
