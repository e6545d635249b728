import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import type { CancelledDateRefund } from '../rebookingApi';
import type { BookedLine } from '../rebookingRules';
import { BookingDialogsHost } from './BookingDialogsHost';
import { CancelledDateChoice } from './CancelledDateChoice';

/**
 * A line whose date the academy cancelled (docs/booking-rules.md "A cancelled date: the booker's choice"): the notice
 * `Termin abgesagt` with `Kostenfrei umbuchen` and `Volle Erstattung`, and the refund dialog in every state. The
 * refund is answered per story; the rebooking is the mock backend's (the demo customer's GA4 line).
 */
const REFUND_URL = `${DEMO_SUPABASE_URL}/rest/v1/rpc/refund_cancelled_date`;
const DAY = 86_400_000;
const GA4 = 'Google Analytics 4 (GA4) in der Praxis';
const NUMBER = 'DA-2026-2U2AHRPS';

/** `YYYY-MM-DD`, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The demo customer's GA4 seminar in Hamburg for two (seed: item 21 on date 35) and a webinar, the date cancelled. */
const LINE: BookedLine = {
  itemId: 'a8000000-0000-4000-8000-000000000021',
  sessionId: 'a4000000-0000-4000-8000-000000000035',
  title: GA4,
  seminarSlug: 'google-analytics-4',
  start_date: inDays(30),
  start_time: '09:00:00',
  location_name: 'Hafenkontor Workshop-Etage, Hamburg',
  quantity: 2,
  bookedSessionIds: ['a4000000-0000-4000-8000-000000000035'],
  sessionCancelled: true,
  bookingNumber: NUMBER,
  onlyLine: false,
  rebookable: true,
  refundable: true,
};

const REFUNDED: CancelledDateRefund = {
  booking_id: 'a7000000-0000-4000-8000-000000000002',
  booking_number: NUMBER,
  booking_item_id: LINE.itemId,
  status: 'cancelled',
  booking_cancelled: true,
  refund_cents: 220_000,
  gross_cents: 0,
  invoice_number: null,
  credit_note_number: 'GS-2027-00007',
};

/** `refund_cancelled_date` answered with `result`, or refused with a business error's code. */
function refundAnswering(result: CancelledDateRefund | { refuse: string }) {
  return {
    handlers: {
      refund: [
        http.post(REFUND_URL, () =>
          'refuse' in result
            ? HttpResponse.json(
                { code: 'P0001', message: result.refuse, details: JSON.stringify({}), hint: null },
                { status: 400 },
              )
            : HttpResponse.json(result),
        ),
      ],
    },
  };
}

const meta = {
  title: 'Rebooking/CancelledDateChoice',
  component: CancelledDateChoice,
  parameters: { layout: 'padded', msw: refundAnswering(REFUNDED) },
  args: { line: LINE },
  // As on the dashboard and /meine-buchung: the page's host holds the dialogs.
  render: (args) => (
    <BookingDialogsHost lines={[args.line]} token={null}>
      <CancelledDateChoice {...args} />
    </BookingDialogsHost>
  ),
} satisfies Meta<typeof CancelledDateChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders into a portal on `document.body`, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function openRefund(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Volle Erstattung – / }));
  return page(canvasElement).findByRole('dialog', { name: 'Volle Erstattung' }, { timeout: 5000 });
}

async function askForRefund(canvasElement: HTMLElement) {
  const dialog = await openRefund(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erstattung anfordern' }));
  return dialog;
}

/** The notice on the line: the date is cancelled, the booker chooses — a free rebooking or the full refund. */
export const Notice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Termin abgesagt')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(
      /Sie haben die Wahl: Buchen Sie kostenfrei auf einen anderen Termin um/,
    );
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^Kostenfrei umbuchen – ${GA4.replace(/[()]/g, '\\$&')}`) }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Volle Erstattung – / })).toBeEnabled();
  },
};

/** Only the refund (the booking is not binding yet: nothing to rebook). */
export const RefundOnly: Story = {
  args: { line: { ...LINE, rebookable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Wir erstatten Ihnen den Termin in voller Höhe.');
    await expect(canvas.queryByRole('button', { name: /^Kostenfrei umbuchen/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Volle Erstattung/ })).toBeEnabled();
  },
};

/** `Kostenfrei umbuchen` opens the rebooking, which says that leaving a cancelled date costs nothing. */
export const RebookFree: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Kostenfrei umbuchen/ }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Termin umbuchen' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Wir haben diesen Termin abgesagt: Das Umbuchen ist für Sie kostenfrei');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Berlin/ }, { timeout: 5000 }));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(
      () => expect(quote).toHaveTextContent('Umbuchung kostenfrei: Wir haben den bisherigen Termin abgesagt.'),
      {
        timeout: 5000,
      },
    );
    await expect(quote).not.toHaveTextContent(/Kostenfrei umbuchen bis/);
  },
};

/** Before asking: what the refund does — the date leaves the booking, a credit note and a new invoice, the money. */
export const RefundConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await expect(dialog).toHaveTextContent(`Abgesagter Termin: ${GA4}`);
    await expect(dialog).toHaveTextContent(
      `Der abgesagte Termin wird aus Ihrer Buchung ${NUMBER} entfernt; Ihre übrigen Termine bleiben gebucht.`,
    );
    await expect(dialog).toHaveTextContent(/eine Rechnungskorrektur \(Gutschrift\) und eine neue Rechnung/);
    await expect(dialog).toHaveTextContent('erstatten wir Ihnen den Betrag für diesen Termin in voller Höhe');
    await expect(within(dialog).getByRole('button', { name: 'Erstattung anfordern' })).toBeEnabled();
    // `Abbrechen`: nothing happens, the focus is back on the line's button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /^Volle Erstattung/ })).toHaveFocus());
  },
};

/** The booking's only date, paid: the booking is cancelled and the whole amount refunded. */
export const RefundedWithMoney: Story = {
  args: { line: { ...LINE, onlyLine: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await expect(dialog).toHaveTextContent(
      `Ihre Buchung ${NUMBER} wird storniert – der abgesagte Termin ist ihr einziger.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstattung anfordern' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Erstattung angefordert' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(dialog).toHaveTextContent(`Ihre Buchung ${NUMBER} ist storniert.`);
    await expect(dialog).toHaveTextContent(/Wir erstatten Ihnen 2\.200,00\s€\./);
    await expect(dialog).toHaveTextContent('Dokumente: Rechnungskorrektur GS-2027-00007.');
  },
};

/** Another date stays booked, nothing was paid yet: the new total and invoice, nothing to refund. */
export const RefundedNothingPaid: Story = {
  parameters: {
    msw: refundAnswering({
      ...REFUNDED,
      status: 'confirmed',
      booking_cancelled: false,
      refund_cents: 0,
      gross_cents: 19_900,
      invoice_number: 'RE-2027-00042',
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await askForRefund(canvasElement);
    await within(dialog).findByRole('heading', { name: 'Erstattung angefordert' });
    await expect(dialog).toHaveTextContent(
      new RegExp(
        `Der abgesagte Termin ist aus Ihrer Buchung ${NUMBER} entfernt; ihr neuer Gesamtbetrag: 199,00\\s€\\.`,
      ),
    );
    await expect(dialog).toHaveTextContent(
      'Es ist nichts zu erstatten: Bezahlt haben Sie bisher nicht mehr, als die übrigen Termine kosten.',
    );
    await expect(dialog).toHaveTextContent('Dokumente: Rechnungskorrektur GS-2027-00007, neue Rechnung RE-2027-00042.');
  },
};

/** Refused (the booking was cancelled meanwhile): the server's German reason; the dialog stays to try again or close. */
export const RefundFailed: Story = {
  parameters: { msw: refundAnswering({ refuse: 'BOOKING_ALREADY_CANCELLED' }) },
  play: async ({ canvasElement }) => {
    const dialog = await askForRefund(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Diese Buchung ist bereits storniert.');
    await expect(within(dialog).queryByRole('heading', { name: 'Erstattung angefordert' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Erstattung anfordern' })).toBeEnabled();
  },
};
