import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { storyInvoiceRecords } from '@/features/invoices';
import type { GuestBooking, GuestBookingItem } from '../guestBookingApi';
import { GuestBookingPage } from './GuestBookingPage';

const BOOKING = 'a7000000-0000-4000-8000-00000000c0de';
const NUMBER = 'DA-2026-K7M3QX9P';
/** A made-up secret of the right form (43 base64url characters). */
const CODE = 'Zm9yLXN0b3JpZXMtb25seS1ub3QtYS1yZWFsLXRva2Vu';

const SEMINAR: GuestBookingItem = {
  id: 'a7000000-0000-4000-8000-0000000000a1',
  session_id: 'a4000000-0000-4000-8000-000000000003',
  webinar_id: null,
  title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
  seminar_slug: 'seo-grundlagen',
  city_slug: 'hamburg',
  webinar_slug: null,
  start_date: '2027-01-19',
  end_date: '2027-01-20',
  start_time: '09:00:00',
  end_time: '17:00:00',
  starts_at: '2027-01-19T08:00:00+00:00',
  duration_minutes: null,
  join_url: null,
  session_cancelled: false,
  location: {
    venue_name: 'Hafenkontor Workshop-Etage',
    street: 'Am Sandtorkai 21',
    postal_code: '20457',
    city: 'Hamburg',
  },
  location_name: 'Hafenkontor Workshop-Etage, Hamburg',
  quantity: 2,
  unit_net_cents: 125_210,
  early_bird_cents: 0,
  group_discount_cents: 0,
  line_net_cents: 250_420,
  vat_rate: 19,
  line_vat_cents: 47_580,
  participants: [
    { first_name: 'Erika', last_name: 'Musterfrau' },
    { first_name: 'Max', last_name: 'Mustermann' },
  ],
};

const WEBINAR: GuestBookingItem = {
  ...SEMINAR,
  id: 'a7000000-0000-4000-8000-0000000000a2',
  session_id: null,
  webinar_id: 'a5000000-0000-4000-8000-000000000003',
  title: 'GA4-Reporting kompakt',
  seminar_slug: null,
  city_slug: null,
  webinar_slug: 'ga4-reporting-kompakt',
  start_date: '2026-12-03',
  end_date: '2026-12-03',
  start_time: null,
  end_time: null,
  starts_at: '2026-12-03T16:00:00+00:00',
  duration_minutes: 90,
  location: null,
  location_name: 'Online',
  quantity: 1,
  unit_net_cents: 16_723,
  line_net_cents: 16_723,
  line_vat_cents: 3_177,
  participants: [{ first_name: 'Erika', last_name: 'Musterfrau' }],
};

const CONFIRMED: GuestBooking = {
  id: BOOKING,
  booking_number: NUMBER,
  status: 'confirmed',
  created_at: '2026-11-20T10:15:00+00:00',
  customer_type: 'private',
  payment_method: 'invoice',
  paid_at: null,
  hold_expires_at: null,
  email_confirmed: true,
  net_cents: 250_420,
  vat_cents: 47_580,
  gross_cents: 298_000,
  details_visible: true,
  customer: { first_name: 'Erika', last_name: 'Musterfrau', company_name: null },
  items: [SEMINAR],
  invoices: storyInvoiceRecords(BOOKING, NUMBER),
  withdrawal: { refusal: null, deadline: '2026-12-04T23:00:00+00:00' },
};

/** The seminar's date cancelled by the academy (a second line, the webinar, stays booked). */
const CANCELLED_DATE: GuestBooking = {
  ...CONFIRMED,
  items: [
    { ...SEMINAR, session_cancelled: true },
    { ...WEBINAR, start_date: '2027-02-03', starts_at: '2027-02-03T16:00:00+00:00' },
  ],
};

function answering(booking: GuestBooking | null) {
  return {
    handlers: {
      // The full refund of the cancelled date: the date leaves the booking, a credit note and a new invoice follow.
      refund: [
        http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/refund_cancelled_date`, () =>
          HttpResponse.json({
            booking_id: BOOKING,
            booking_number: NUMBER,
            booking_item_id: SEMINAR.id,
            status: 'confirmed',
            booking_cancelled: false,
            refund_cents: 0,
            gross_cents: 19_900,
            invoice_number: 'RE-2027-00043',
            credit_note_number: 'GS-2027-00008',
          }),
        ),
      ],
      guestBooking: [
        http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/guest_booking`, () =>
          booking
            ? HttpResponse.json(booking)
            : HttpResponse.json(
                { code: 'P0001', message: 'BOOKING_NOT_FOUND', details: '{}', hint: null },
                { status: 400 },
              ),
        ),
      ],
    },
  };
}

/** The real app at /meine-buchung, opened from the link „Ihre Buchung ansehen“ of a guest's mail. */
const meta = {
  title: 'Pages/GuestBooking/GuestBookingPage',
  component: GuestBookingPage,
  parameters: { route: { path: `${paths.guestBooking}?code=${CODE}`, app: true }, msw: answering(CONFIRMED) },
} satisfies Meta<typeof GuestBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Binding: the dates with the full address, participants, totals, the invoice, the calendar file and the withdrawal. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: `Buchung ${NUMBER}` });
    await expect(card).toHaveTextContent('Hafenkontor Workshop-Etage, Am Sandtorkai 21, 20457 Hamburg');
    await expect(card).toHaveTextContent('Teilnehmende: Erika Musterfrau, Max Mustermann');
    await expect(within(card).getByRole('button', { name: /PDF herunterladen/ })).toBeEnabled();
    await expect(within(card).getByRole('button', { name: 'Kalendereintrag (.ics)' })).toBeEnabled();
    await expect(within(card).getByRole('link', { name: 'Vertrag widerrufen' })).toBeInTheDocument();
  },
};

/** Not yet binding: the hold's deadline, and only the academy's facts (no typed names) until the address is confirmed. */
export const PendingConfirmation: Story = {
  parameters: {
    msw: answering({
      ...CONFIRMED,
      status: 'pending',
      hold_expires_at: '2026-11-22T10:15:00+00:00',
      email_confirmed: false,
      details_visible: false,
      customer: null,
      items: [{ ...SEMINAR, participants: [] }],
      invoices: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: `Buchung ${NUMBER}` });
    await expect(card).toHaveTextContent(/Reserviert bis/);
    await expect(card).toHaveTextContent('Namen und Rechnungsangaben zeigen wir hier');
    await expect(card).not.toHaveTextContent('Musterfrau');
  },
};

/** A company's paid webinar, starting within the hour: the join link is there; no withdrawal for a business. */
export const PaidWebinar: Story = {
  parameters: {
    msw: answering({
      ...CONFIRMED,
      status: 'paid',
      payment_method: 'online',
      paid_at: '2026-11-20T10:20:00+00:00',
      customer_type: 'company',
      customer: { first_name: 'Erika', last_name: 'Musterfrau', company_name: 'Muster & Co. KG' },
      net_cents: 16_723,
      vat_cents: 3_177,
      gross_cents: 19_900,
      items: [{ ...WEBINAR, join_url: 'https://meet.example.test/ga4' }],
      invoices: [],
      withdrawal: { refusal: 'WITHDRAWAL_NOT_CONSUMER', deadline: '2026-12-04T23:00:00+00:00' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: `Buchung ${NUMBER}` });
    await expect(within(card).getByRole('link', { name: /Zum Webinar beitreten/ })).toBeInTheDocument();
    await expect(card).toHaveTextContent('Online-Zahlung – bezahlt');
    await expect(within(card).queryByRole('link', { name: 'Vertrag widerrufen' })).not.toBeInTheDocument();
  },
};

/** Cancelled: no calendar file, the invoice and its credit note stay available. */
export const Cancelled: Story = {
  parameters: {
    msw: answering({
      ...CONFIRMED,
      status: 'cancelled',
      invoices: storyInvoiceRecords(BOOKING, NUMBER, true),
      withdrawal: { refusal: 'BOOKING_ALREADY_CANCELLED', deadline: '2026-12-04T23:00:00+00:00' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: `Buchung ${NUMBER}` });
    await expect(card).toHaveTextContent('Storniert');
    await expect(within(card).queryByRole('button', { name: 'Kalendereintrag (.ics)' })).not.toBeInTheDocument();
  },
};

/** A wrong, shortened or outdated link: a clear message and how to get help, nothing about any booking. */
export const UnknownLink: Story = {
  parameters: { msw: answering(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dieser Link führt zu keiner Buchung')).toBeInTheDocument();
  },
};

/** A date the academy cancelled: `Termin abgesagt` on the line, with `Kostenfrei umbuchen` and `Volle Erstattung`. */
export const CancelledDate: Story = {
  parameters: { msw: answering(CANCELLED_DATE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: `Buchung ${NUMBER}` });
    await expect(within(card).getByText('Termin abgesagt')).toBeInTheDocument();
    await expect(within(card).getByRole('button', { name: /^Kostenfrei umbuchen – SEO-Grundlagen/ })).toBeEnabled();
    await expect(within(card).getByRole('button', { name: /^Volle Erstattung – SEO-Grundlagen/ })).toBeEnabled();
    // The line's ordinary `Umbuchen` gives way to the choice.
    await expect(within(card).queryByRole('button', { name: /^Umbuchen/ })).not.toBeInTheDocument();
  },
};

/**
 * The mail's „Volle Erstattung wählen“: the secret and `erstattung=<line>` in the address; the refund dialog opens
 * once the booking is there, and the address keeps neither.
 */
export const RefundLink: Story = {
  parameters: {
    msw: answering(CANCELLED_DATE),
    route: { path: `${paths.guestBooking}?code=${CODE}&erstattung=${SEMINAR.id}`, app: true },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Volle Erstattung' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(`Abgesagter Termin: ${SEMINAR.title}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstattung anfordern' }));
    await within(dialog).findByRole('heading', { name: 'Erstattung angefordert' });
    await expect(dialog).toHaveTextContent('Dokumente: Rechnungskorrektur GS-2027-00008, neue Rechnung RE-2027-00043.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
