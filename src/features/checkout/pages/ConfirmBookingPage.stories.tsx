import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { ConfirmBookingPage } from './ConfirmBookingPage';

const TOKEN = '0b7d3c1e-5a8f-4e2b-9c6d-1f2e3a4b5c6d';

/** `confirm_booking_email` answering `body` (status 200) or refusing with `code`. */
function rpcAnswer(body: object, status = 200) {
  return {
    msw: {
      handlers: {
        confirm: [
          http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/confirm_booking_email`, () =>
            HttpResponse.json(body, { status }),
          ),
        ],
      },
    },
  };
}

/** The real app at the `Buchung bestätigen` link of the confirmation mail. */
const meta = {
  title: 'Pages/Checkout/ConfirmBookingPage',
  component: ConfirmBookingPage,
  parameters: { route: { path: `${paths.confirmBooking}?token=${TOKEN}`, app: true } },
} satisfies Meta<typeof ConfirmBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function clickConfirm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Buchung bestätigen' }, { timeout: 5000 }));
  return canvas;
}

/** The link opened: nothing happens until the guest clicks (a mail scanner cannot confirm). */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Buchung bestätigen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Buchung bestätigen' })).toBeEnabled();
  },
};

/** Confirmed in time: the booking is binding. */
export const Confirmed: Story = {
  parameters: rpcAnswer({
    booking_number: 'DA-2026-000123',
    status: 'pending',
    email_confirmed_at: '2026-11-24T10:00:00+00:00',
    hold_expires_at: null,
  }),
  play: async ({ canvasElement }) => {
    const canvas = await clickConfirm(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buchung bestätigt' })).toBeInTheDocument();
    await expect(canvas.getByText(/Ihre Buchung DA-2026-000123 ist jetzt verbindlich/)).toBeInTheDocument();
  },
};

/** Confirmed too late: the hold ran out and the seats are back on sale. */
export const Expired: Story = {
  parameters: rpcAnswer({
    booking_number: 'DA-2026-000124',
    status: 'expired',
    email_confirmed_at: null,
    hold_expires_at: '2026-11-23T10:00:00+00:00',
  }),
  play: async ({ canvasElement }) => {
    const canvas = await clickConfirm(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reservierung abgelaufen' })).toBeInTheDocument();
  },
};

/** A guessed or damaged token: a German message, the button stays for another try. */
export const InvalidToken: Story = {
  parameters: rpcAnswer({ code: 'P0001', message: 'INVALID_TOKEN', details: '{}', hint: null }, 400),
  play: async ({ canvasElement }) => {
    const canvas = await clickConfirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dieser Bestätigungslink ist ungültig.');
    await expect(canvas.getByRole('button', { name: 'Buchung bestätigen' })).toBeEnabled();
  },
};
