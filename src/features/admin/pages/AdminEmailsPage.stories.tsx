import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminEmailsPage } from './AdminEmailsPage';
import { adminMain, loadingStory, refusedStory } from './adminStoryStates';

/** The real app at /admin/e-mails, signed in as the demo admin; the outbox answers with three messages. */
const meta = {
  title: 'Pages/Admin/AdminEmailsPage',
  component: AdminEmailsPage,
  parameters: { session: 'admin', route: { path: paths.adminEmails, app: true } },
} satisfies Meta<typeof AdminEmailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const academy = {
  name: 'Digitalakademie Deutschland',
  street: 'Friedrichstraße 120',
  postal_code: '10117',
  city: 'Berlin',
  email: 'info@akademie.test',
  phone: '+49 30 1234567-0',
  vat_id: 'DE123456789',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bank_name: 'Berliner Testbank',
};
const booking = {
  id: 'b0000000-0000-4000-8000-000000000001',
  booking_number: 'DA-2026-000042',
  payment_method: 'invoice',
  customer_email: 'kunde@akademie.test',
  customer_first_name: 'Katharina',
  customer_last_name: 'Neumann',
  customer_type: 'private',
  company_name: null,
  vat_id: null,
  billing_street: 'Musterweg 1',
  billing_postal_code: '10115',
  billing_city: 'Berlin',
  billing_country: 'DE',
  net_cents: 129000,
  vat_cents: 24510,
  gross_cents: 153510,
  booked_on: '2026-11-20',
  paid: false,
  items: [
    {
      id: 'b1000000-0000-4000-8000-000000000001',
      title: 'SEO-Grundlagen',
      location_name: 'Spreeforum Tagungszentrum, Berlin',
      start_date: '2027-01-14',
      start_time: '09:00:00',
      starts_at: '2027-01-14T08:00:00Z',
      is_webinar: false,
      quantity: 1,
      unit_net_cents: 129000,
      line_net_cents: 129000,
      vat_rate: 19,
      line_vat_cents: 24510,
      participants: [{ first_name: 'Katharina', last_name: 'Neumann', email: 'kunde@akademie.test' }],
    },
  ],
};
const row = (id: number, values: Record<string, unknown>) => ({
  id: `e0000000-0000-4000-8000-00000000000${id}`,
  recipient: 'kunde@akademie.test',
  data: { academy, booking },
  idempotency_key: `story-${id}`,
  booking_id: booking.id,
  attempts: 0,
  next_attempt_at: '2026-11-20T10:00:00+00:00',
  send_after: null,
  sent_at: null,
  last_error: null,
  created_at: '2026-11-20T10:00:00+00:00',
  ...values,
});
const OUTBOX = [
  row(1, { template: 'booking_received', attempts: 1, sent_at: '2026-11-20T10:00:05+00:00' }),
  row(2, { template: 'booking_confirmed', attempts: 8, last_error: 'HTTP 500 upstream down' }),
  row(3, {
    template: 'reminder_1_day',
    data: { academy, booking, item_id: booking.items[0]!.id },
    send_after: '2027-01-13T08:00:00+00:00',
  }),
];

const outboxHandlers = {
  email_outbox: [http.get(`${DEMO_SUPABASE_URL}/rest/v1/email_outbox`, () => HttpResponse.json(OUTBOX))],
};

/** Sent, failed (with its error and a resend button) and a scheduled reminder. */
export const Default: Story = {
  parameters: { msw: { handlers: outboxHandlers } },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const table = await page.findByRole('table', { name: 'Postausgang' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('row', { name: /Fehlgeschlagen/ })).toHaveTextContent(
      'HTTP 500 upstream down',
    );
    await expect(within(table).getByRole('button', { name: /^Erneut senden/ })).toBeEnabled();
    await expect(within(table).getByRole('row', { name: /Geplant/ })).toHaveTextContent('Erinnerung 1 Tag vorher');
  },
};

/** The status filter narrows the list; a status without messages says so. */
export const FilteredEmpty: Story = {
  parameters: { msw: { handlers: outboxHandlers } },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const table = await page.findByRole('table', { name: 'Postausgang' }, { timeout: 5000 });
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Wartend');
    await expect(table).toHaveTextContent('Keine E-Mail mit diesem Status.');
  },
};

/** The demo outbox before anything was booked. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { email_outbox: [http.get(`${DEMO_SUPABASE_URL}/rest/v1/email_outbox`, () => HttpResponse.json([]))] },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await adminMain(canvasElement);
    const table = await page.findByRole('table', { name: 'Postausgang' }, { timeout: 5000 });
    await expect(table).toHaveTextContent('Noch keine E-Mails.');
  },
};

export const Loading: Story = loadingStory('email_outbox', 'E-Mails werden geladen …');

export const Refused: Story = refusedStory('email_outbox');
