import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { DemoPaymentPage } from './DemoPaymentPage';

const BOOKING = 'a7000000-0000-4000-8000-00000000beef';
const SESSION = 'cs_demo_story';

/**
 * The simulated payment provider at /demo/zahlung. Its buttons leave the SPA (a full page load back to the shop),
 * so no story clicks them; the integration tests do, with the navigation observed.
 */
const meta = {
  title: 'Pages/Demo/DemoPaymentPage',
  component: DemoPaymentPage,
  parameters: { route: { path: `${paths.demoPayment}?booking=${BOOKING}&session=${SESSION}`, app: true } },
} satisfies Meta<typeof DemoPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An issued checkout session: amount and booking number, `Zahlung bestätigen` / `Zahlung abbrechen`. */
export const Open: Story = {
  parameters: {
    msw: {
      handlers: {
        provider: [
          http.post(`${DEMO_SUPABASE_URL}/functions/v1/demo-payment`, () =>
            HttpResponse.json({
              booking_number: 'DA-2026-000042',
              gross_cents: 307020,
              status: 'pending',
              session_status: 'open',
              success_url: `${paths.checkoutSuccess}?booking=${BOOKING}`,
              cancel_url: `${paths.checkoutCancelled}?booking=${BOOKING}`,
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('DA-2026-000042')).toBeInTheDocument();
    await expect(canvas.getByText('3.070,20 €')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Zahlung bestätigen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Zahlung abbrechen' })).toBeEnabled();
  },
};

/** A session the checkout never issued (or a link from elsewhere): said plainly, nothing to pay. */
export const UnknownSession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Zahlungssitzung ist unbekannt/);
  },
};
