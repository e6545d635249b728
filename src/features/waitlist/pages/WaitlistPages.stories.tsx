import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { WaitlistOfferPage } from './WaitlistOfferPage';

const offerUrl = `${DEMO_SUPABASE_URL}/rest/v1/rpc/get_waitlist_offer`;

/** The pages behind the links of the waiting-list e-mails. */
const meta = {
  title: 'Pages/Waitlist',
  component: WaitlistOfferPage,
  parameters: { route: { path: '/warteliste/angebot?token=7d1c1a4e-4a53-4c43-9f57-2d9a8f0d0c11', app: true } },
} satisfies Meta<typeof WaitlistOfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running offer: the held seats, until when, and the way to the checkout. */
export const Offer: Story = {
  parameters: {
    msw: {
      handlers: {
        waitlist: [
          http.post(offerUrl, () =>
            HttpResponse.json({
              entry_id: 'e1',
              session_id: 'a4000000-0000-4000-8000-000000000047' /* seed: KI-Coding Berlin, sold out */,
              webinar_id: null,
              seats: 2,
              status: 'offered',
              position: 1,
              offer_expires_at: new Date(Date.now() + 20 * 3_600_000).toISOString(),
              name: 'Gerda Gast',
              email: 'gerda@example.test',
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/2 Plätze sind für Sie reserviert bis/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^KI-Coding mit Lovable/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Weiter zur Buchung' })).toBeInTheDocument();
  },
};

/** The offer lapsed: the German reason, no spinner. */
export const Expired: Story = {
  parameters: {
    msw: {
      handlers: {
        waitlist: [
          http.post(offerUrl, () =>
            HttpResponse.json(
              { code: 'P0001', message: 'WAITLIST_OFFER_EXPIRED', details: '{"entry_id":"e1"}', hint: null },
              { status: 400 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Dieses Platzangebot ist abgelaufen.');
    await expect(within(canvasElement).queryByText('Ihr Platzangebot wird geladen …')).not.toBeInTheDocument();
  },
};

/** The confirm link with an unknown token: the real mock answers, the page says so. */
export const ConfirmUnknown: Story = {
  parameters: { route: { path: '/warteliste/bestaetigen?token=7d1c1a4e-4a53-4c43-9f57-2d9a8f0d0c11', app: true } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Dieser Eintrag auf der Warteliste wurde nicht gefunden.');
  },
};
