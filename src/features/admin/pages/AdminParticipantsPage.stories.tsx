import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { adminParticipantsPath } from '@/config/paths';
import { adminMain } from './adminStoryStates';
import { AdminParticipantsPage } from './AdminParticipantsPage';

/** SEO-Grundlagen in Berlin, 45 days ago: the demo customer attended. */
const PAST_SESSION = 'a4000000-0000-4000-8000-000000000001';

/** The real app at /admin/teilnehmerliste/:sessionId, signed in as the demo admin. */
const meta = {
  title: 'Pages/Admin/AdminParticipantsPage',
  component: AdminParticipantsPage,
  parameters: { session: 'admin', route: { path: adminParticipantsPath(PAST_SESSION), app: true } },
} satisfies Meta<typeof AdminParticipantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with the attendance switch per participant and the exports. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const table = await page.findByRole('table', { name: 'Teilnehmende mit Anwesenheit' }, { timeout: 5000 });
    await expect(within(table).getByRole('button', { name: 'Anwesend: Katharina Neumann' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'PDF zum Ausdrucken' })).toBeEnabled();
  },
};

/** The server refuses the list: a German message and a retry, no endless spinner. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        participants: [
          http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/admin_session_participants`, () =>
            HttpResponse.json({ code: 'P0001', message: 'FORBIDDEN', details: '{}', hint: null }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    await expect(await page.findByText('Dafür fehlen Ihnen die Berechtigungen.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
