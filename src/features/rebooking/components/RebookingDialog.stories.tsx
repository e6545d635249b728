import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import type { RebookingQuote, RebookingResult } from '../rebookingApi';
import type { RebookingLine } from '../rebookingRules';
import { RebookButton } from './RebookButton';

/**
 * `Umbuchen` and its dialog in every state. The dates to choose from are the mock backend's catalogue (the seed);
 * the quote and the rebooking are answered per story with the figures of that state, for the date chosen.
 */
const QUOTE_URL = `${DEMO_SUPABASE_URL}/rest/v1/rpc/rebooking_quote`;
const REBOOK_URL = `${DEMO_SUPABASE_URL}/rest/v1/rpc/rebook_booking_item`;
/** The academy's rebooking terms are columns of the settings row. */
const SETTINGS_URL = `${DEMO_SUPABASE_URL}/rest/v1/settings`;
const DAY = 86_400_000;
const GA4 = 'Google Analytics 4 (GA4) in der Praxis';

/** `YYYY-MM-DD`, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The demo customer's GA4 seminar in Hamburg for two (seed: item 21 on date 35). */
function ga4Line(startsInDays: number): RebookingLine {
  return {
    itemId: 'a8000000-0000-4000-8000-000000000021',
    sessionId: 'a4000000-0000-4000-8000-000000000035',
    title: GA4,
    seminarSlug: 'google-analytics-4',
    start_date: inDays(startsInDays),
    start_time: '09:00:00',
    location_name: 'Hafenkontor Workshop-Etage, Hamburg',
    quantity: 2,
    bookedSessionIds: ['a4000000-0000-4000-8000-000000000035'],
  };
}

/** One seat of KI-Coding mit Lovable in München (seed date 48); its Berlin date (47) is sold out. */
const KI_CODING_LINE: RebookingLine = {
  itemId: 'a8000000-0000-4000-8000-0000000000ff',
  sessionId: 'a4000000-0000-4000-8000-000000000048',
  title: 'KI-Coding mit Lovable',
  seminarSlug: 'ki-coding-lovable',
  start_date: inDays(75),
  start_time: '09:00:00',
  location_name: 'Isarwerk Seminarhaus, München',
  quantity: 1,
  bookedSessionIds: ['a4000000-0000-4000-8000-000000000048'],
};

interface CatalogueDate {
  start_date: string;
  start_time: string;
  capacity: number;
  seats_booked: number;
  seminars: { title: string };
  locations: { venue_name: string; city_name: string };
}

/** The chosen date as the mock's catalogue has it: the quote's `to`. */
async function chosenDate(request: Request, sessionId: string): Promise<RebookingQuote['to']> {
  const url = new URL(`${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`);
  url.searchParams.set(
    'select',
    'start_date,start_time,capacity,seats_booked,seminars(title),locations(venue_name,city_name)',
  );
  url.searchParams.set('id', `eq.${sessionId}`);
  const headers = new Headers();
  for (const name of ['apikey', 'authorization']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const [row] = (await (await fetch(url, { headers })).json()) as CatalogueDate[];
  return {
    session_id: sessionId,
    title: row?.seminars.title ?? GA4,
    location_name: row ? `${row.locations.venue_name}, ${row.locations.city_name}` : 'Online',
    start_date: row?.start_date ?? inDays(60),
    start_time: row?.start_time ?? '09:00:00',
    seats_left: row ? row.capacity - row.seats_booked : 10,
  };
}

/** Figures of a state; the dates come from the line and the chosen date. */
type Figures = Omit<RebookingQuote, 'booking_id' | 'booking_number' | 'booking_item_id' | 'from' | 'to' | 'free_until'>;

/** Not paid yet (invoice open), free of charge, same price. */
const FREE: Figures = {
  fee_net_cents: 0,
  fee_vat_cents: 0,
  fee_gross_cents: 0,
  fee_waived: false,
  gross_cents_before: 220_000,
  net_cents: 184_874,
  vat_cents: 35_126,
  gross_cents: 220_000,
  difference_cents: 0,
  paid_cents: 0,
  refund_cents: 0,
  due_cents: 220_000,
};

/** Paid; the free period is over: 50 € net fee, the rest to pay. */
const FEE: Figures = {
  ...FREE,
  fee_net_cents: 5000,
  fee_vat_cents: 950,
  fee_gross_cents: 5950,
  net_cents: 189_874,
  vat_cents: 36_076,
  gross_cents: 225_950,
  difference_cents: 5950,
  paid_cents: 220_000,
  due_cents: 5950,
};

/** Paid; a cheaper seminar: the difference is refunded. */
const REFUND: Figures = {
  ...FREE,
  net_cents: 149_580,
  vat_cents: 28_420,
  gross_cents: 178_000,
  difference_cents: -42_000,
  paid_cents: 220_000,
  refund_cents: 42_000,
  due_cents: 0,
};

/** Free until 14 days before the line's date (09:00 Berlin, as the server computes it). */
function quoteFor(line: RebookingLine, figures: Figures, to: RebookingQuote['to']): RebookingQuote {
  const freeUntil = new Date(Date.parse(`${line.start_date}T08:00:00Z`) - 14 * DAY).toISOString();
  return {
    booking_id: 'a7000000-0000-4000-8000-000000000002',
    booking_number: 'DA-2026-2U2AHRPS',
    booking_item_id: line.itemId,
    from: {
      session_id: line.sessionId,
      title: line.title,
      location_name: line.location_name,
      start_date: line.start_date,
      start_time: line.start_time ?? '09:00:00',
    },
    to,
    free_until: freeUntil,
    ...figures,
  };
}

function refused(code: string, details: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { code: 'P0001', message: code, details: JSON.stringify(details), hint: null },
    { status: 400 },
  );
}

/** The figures without the fee, as the server prices an admin's `_waive_fee`. */
function withoutFee(figures: Figures): Figures {
  return {
    ...figures,
    fee_net_cents: 0,
    fee_vat_cents: 0,
    fee_gross_cents: 0,
    fee_waived: true,
    net_cents: figures.net_cents - figures.fee_net_cents,
    vat_cents: figures.vat_cents - figures.fee_vat_cents,
    gross_cents: figures.gross_cents - figures.fee_gross_cents,
    difference_cents: figures.difference_cents - figures.fee_gross_cents,
    due_cents: Math.max(0, figures.due_cents - figures.fee_gross_cents),
  };
}

/** The quote (and, when asked, the rebooking) answered with `figures`; a waived fee is left out of both. */
function answering(line: RebookingLine, figures: Figures, rebook?: 'done' | { refuse: string; seatsLeft?: number }) {
  return {
    handlers: {
      rebooking: [
        http.post(QUOTE_URL, async ({ request }) => {
          const body = (await request.clone().json()) as { _session_id: string; _waive_fee?: boolean };
          const priced = body._waive_fee === true ? withoutFee(figures) : figures;
          return HttpResponse.json(quoteFor(line, priced, await chosenDate(request, body._session_id)));
        }),
        http.post(REBOOK_URL, async ({ request }) => {
          const body = (await request.clone().json()) as { _session_id: string; _waive_fee?: boolean };
          if (rebook && rebook !== 'done') {
            return refused(rebook.refuse, { session_id: body._session_id, seats_left: rebook.seatsLeft ?? 0 });
          }
          const done = body._waive_fee === true ? withoutFee(figures) : figures;
          const result: RebookingResult = {
            ...quoteFor(line, done, await chosenDate(request, body._session_id)),
            rebooking_id: 'b1000000-0000-4000-8000-000000000001',
            status: done.paid_cents > 0 ? 'paid' : 'confirmed',
            invoice_number: 'RE-2027-00042',
            credit_note_number: 'GS-2027-00007',
          };
          return HttpResponse.json(result);
        }),
      ],
    },
  };
}

const meta = {
  title: 'Rebooking/RebookingDialog',
  component: RebookButton,
  parameters: { layout: 'centered', msw: answering(ga4Line(30), FREE, 'done') },
  args: { line: ga4Line(30), actor: 'booker' },
} satisfies Meta<typeof RebookButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders into a portal on `document.body`, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Umbuchen/ }));
  return page(canvasElement).findByRole('dialog', { name: 'Termin umbuchen' }, { timeout: 5000 });
}

async function chooseDate(dialog: HTMLElement, city: RegExp) {
  const radio = await within(dialog).findByRole('radio', { name: city }, { timeout: 5000 });
  await userEvent.click(radio);
  return within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
}

/** Choosing: the seminar's other dates in every city with their seats, `Anderes Seminar`; nothing to confirm yet. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveTextContent(`Bisher: ${GA4}`);
    const dates = await within(dialog).findByRole('group', { name: `Weitere Termine: ${GA4}` });
    await waitFor(() => expect(within(dates).getAllByRole('radio').length).toBeGreaterThan(0));
    await expect(within(dates).getByRole('radio', { name: /Berlin/ })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Anderes Seminar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(dialog).getByRole('region', { name: 'Ihre Umbuchung' })).toHaveTextContent(
      'Wählen Sie einen neuen Termin.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Jetzt umbuchen' })).not.toBeInTheDocument();
  },
};

/** A date chosen within the free period: free of charge until when, the terms, the new invoice replaces the old. */
export const QuoteFree: Story = {
  play: async ({ canvasElement }) => {
    const quote = await chooseDate(await openDialog(canvasElement), /Berlin/);
    await waitFor(() => expect(quote).toHaveTextContent(/Umbuchung kostenfrei bis \d{2}\. \S+ \d{4}, \d{2}:\d{2} Uhr/));
    // The academy's terms (the seed's settings: 50 € net): the fee that follows the free period.
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        /Kostenfrei umbuchen bis 14 Tage vor Beginn, danach 59,50\s€ inkl\. MwSt\. \(50,00\s€ zzgl\. MwSt\.\)\./,
      ),
    );
    await expect(quote).toHaveTextContent(/Zu zahlen: 2\.200,00\s€ laut der neuen Rechnung/);
    await expect(page(canvasElement).getByRole('button', { name: 'Jetzt umbuchen' })).toBeEnabled();
  },
};

/** Ten days before a paid date: the fee, the new total and the rest to pay. */
export const QuoteWithFee: Story = {
  args: { line: ga4Line(10) },
  parameters: { msw: answering(ga4Line(10), FEE, 'done') },
  play: async ({ canvasElement }) => {
    const quote = await chooseDate(await openDialog(canvasElement), /Berlin/);
    await waitFor(() => expect(quote).toHaveTextContent(/Umbuchungsgebühr: 59,50\s€ inkl\. MwSt\./));
    await expect(quote).toHaveTextContent(/Neuer Gesamtbetrag \(inkl\. MwSt\.\)2\.259,50\s€/);
    await expect(quote).toHaveTextContent(/Differenz\+59,50\s€/);
    await expect(quote).toHaveTextContent(/Restbetrag: 59,50\s€ – bereits bezahlt sind 2\.200,00\s€/);
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        /Kostenfrei umbuchen bis 14 Tage vor Beginn, danach 59,50\s€ inkl\. MwSt\. \(50,00\s€ zzgl\. MwSt\.\)\./,
      ),
    );
  },
};

/** The academy charges a percentage of the seminar's price after the free period: the terms say so. */
export const QuotePercentTerms: Story = {
  parameters: {
    msw: {
      handlers: {
        ...answering(ga4Line(30), FREE, 'done').handlers,
        settings: [
          http.get(SETTINGS_URL, () =>
            HttpResponse.json({
              free_rebooking_days: 21,
              rebooking_fee_net_cents: null,
              rebooking_fee_percent: 10,
              vat_rate: 19,
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const quote = await chooseDate(await openDialog(canvasElement), /Berlin/);
    await waitFor(() =>
      expect(quote).toHaveTextContent('Kostenfrei umbuchen bis 21 Tage vor Beginn, danach 10 % des Seminarpreises.'),
    );
  },
};

/** `Anderes Seminar`: a cheaper seminar's date; the paid difference is refunded. */
export const QuoteWithRefund: Story = {
  parameters: { msw: answering(ga4Line(30), REFUND, 'done') },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anderes Seminar' }));
    const select = within(dialog).getByRole('combobox', { name: 'Seminar' });
    const option = await within(select).findByRole('option', { name: /^SEO-Grundlagen/ }, { timeout: 5000 });
    await userEvent.selectOptions(select, option);
    const group = await within(dialog).findByRole('group', { name: /^Termine: SEO-Grundlagen/ });
    await waitFor(() => expect(within(group).getAllByRole('radio').length).toBeGreaterThan(0), { timeout: 5000 });
    const free = within(group)
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled)!;
    await userEvent.click(free);
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() => expect(quote).toHaveTextContent(/Neuer TerminSEO-Grundlagen/));
    await expect(quote).toHaveTextContent(/Differenz−420,00\s€/);
    await expect(quote).toHaveTextContent(/Erstattung: 420,00\s€ – bereits bezahlt sind 2\.200,00\s€/);
  },
};

/** A sold-out date is shown but cannot be chosen; its page, where the waiting list is, is linked. */
export const SoldOutDate: Story = {
  args: { line: KI_CODING_LINE },
  parameters: { msw: answering(KI_CODING_LINE, FREE, 'done') },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const berlin = await within(dialog).findByRole('radio', { name: /Berlin/ }, { timeout: 5000 });
    await expect(berlin).toBeDisabled();
    await expect(berlin).toHaveAccessibleName(/Ausgebucht/);
    await expect(within(dialog).getByRole('link', { name: /^Zur Warteliste – KI-Coding/ })).toHaveAttribute(
      'href',
      '/berlin/ki-coding-lovable',
    );
    await expect(within(dialog).getByRole('radio', { name: /Hamburg/ })).toBeEnabled();
  },
};

/** The server refuses the quote (the date has begun meanwhile): its German reason, nothing to confirm. */
export const QuoteRefused: Story = {
  parameters: {
    msw: { handlers: { rebooking: [http.post(QUOTE_URL, () => refused('REBOOKING_CLOSED'))] } },
  },
  play: async ({ canvasElement }) => {
    const quote = await chooseDate(await openDialog(canvasElement), /Berlin/);
    await expect(await within(quote).findByRole('alert')).toHaveTextContent(
      'Der Termin hat bereits begonnen; eine Umbuchung ist nicht mehr möglich.',
    );
    await expect(page(canvasElement).queryByRole('button', { name: 'Jetzt umbuchen' })).not.toBeInTheDocument();
  },
};

/** Sold out between the quote and the confirmation: the reason, the waiting list, the chosen date kept. */
export const RebookFailed: Story = {
  parameters: { msw: answering(ga4Line(30), FREE, { refuse: 'SESSION_SOLD_OUT', seatsLeft: 0 }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await chooseDate(dialog, /Berlin/);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Jetzt umbuchen' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Dieser Termin ist leider ausgebucht.');
    await expect(within(alert).getByRole('link', { name: 'Zur Warteliste dieses Termins' })).toHaveAttribute(
      'href',
      '/berlin/google-analytics-4',
    );
    await expect(within(dialog).getByRole('radio', { name: /Berlin/ })).toBeChecked();
  },
};

/** Done: the new date, the mail with the new invoice and calendar file; the focus on the message. */
export const Rebooked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await chooseDate(dialog, /Berlin/);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Jetzt umbuchen' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(dialog).toHaveTextContent(`Neuer Termin: ${GA4} am`);
    await expect(dialog).toHaveTextContent(
      'Die Bestätigung mit der neuen Rechnung und der Kalenderdatei erhalten Sie per E-Mail.',
    );
    await expect(dialog).toHaveTextContent('neue Rechnung RE-2027-00042, Rechnungskorrektur GS-2027-00007');
  },
};

/** Admin, on the customer's behalf: `Ohne Umbuchungsgebühr` waives the fee (`_waive_fee`). */
export const AdminWaivesFee: Story = {
  args: { line: ga4Line(10), actor: 'admin' },
  parameters: { msw: answering(ga4Line(10), FEE, 'done') },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const quote = await chooseDate(dialog, /Berlin/);
    await waitFor(() => expect(quote).toHaveTextContent(/Umbuchungsgebühr: 59,50\s€ inkl\. MwSt\./));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ohne Umbuchungsgebühr' }));
    // Asked again with `_waive_fee`: the figures are exact, without the fee.
    await waitFor(() => expect(quote).toHaveTextContent(/Umbuchungsgebühr: entfällt \(sonst 59,50\s€ inkl\. MwSt\.\)/));
    await expect(quote).toHaveTextContent(/Neuer Gesamtbetrag \(inkl\. MwSt\.\)2\.200,00\s€/);
    await expect(quote).toHaveTextContent(/Differenz0,00\s€/);
    await expect(quote).toHaveTextContent('Nichts zu zahlen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' });
    await expect(dialog).toHaveTextContent(
      'Die Kundin bzw. der Kunde erhält die Bestätigung mit der neuen Rechnung und der Kalenderdatei per E-Mail.',
    );
    await expect(dialog).toHaveTextContent('Nichts zu zahlen');
  },
};
