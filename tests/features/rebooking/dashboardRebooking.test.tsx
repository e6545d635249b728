/**
 * `Umbuchen` on the dashboard (issue 34; docs/booking-rules.md "Rebooking"): the customer moves one seminar line to
 * another date of the same seminar or of another one, sees the fee and the new total before confirming, and the
 * booking list shows the new date. Through the real store, sagas and the mock backend.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { getMockDb, listMails, type Row } from '../../../mocks';
import { server } from '../../../mocks/node';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

/** The demo customer's upcoming booking: GA4 in Hamburg for two (item 21) and a webinar. */
const BOOKING = seedId('booking', 2);
const ITEM = seedId('bookingItem', 21);
const HAMBURG = seedId('session', 35);
const BERLIN = seedId('session', 36);
const GA4 = 'Google Analytics 4 (GA4) in der Praxis';

function row(table: string, id: string): Row {
  const found = getMockDb()
    .rows(table)
    .find((r) => r.id === id);
  if (!found) throw new Error(`${table} ${id} missing`);
  return found;
}

function venueOf(sessionId: string): string {
  return String(row('locations', String(row('seminar_sessions', sessionId).location_id)).venue_name);
}

function changeRow(table: string, id: string, changes: Row) {
  const db = getMockDb();
  db.setRows(
    table,
    db.rows(table).map((r) => (r.id === id ? { ...r, ...changes } : r)),
  );
}

async function openDialog() {
  await signInAs('customer');
  const view = renderApp(paths.dashboard);
  const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
  const trigger = within(upcoming).getByRole('button', { name: new RegExp(`^Umbuchen – ${escape(GA4)}`) });
  await view.user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' });
  return { ...view, upcoming, trigger, dialog };
}

/** Money as the page's text reads (jest-dom reads the no-break space before € as a space). */
function money(cents: number): string {
  return formatCents(cents).replace(/\u00a0/g, ' ');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The date's radio in the dialog, by its city (the label names when, where and the seats left). */
function dateRadio(dialog: HTMLElement, city: RegExp) {
  return within(dialog).getByRole('radio', { name: city });
}

describe('/dashboard: Umbuchen', () => {
  it('offers the other dates of the seminar in every city, shows the quote first and rebooks free of charge', async () => {
    const quotes = recordRequests('/rpc/rebooking_quote');
    const rebooks = recordRequests('/rpc/rebook_booking_item');
    const { user, upcoming, dialog } = await openDialog();
    // Only the seminar line: a webinar is not rebooked (the page behind the open dialog is hidden from the tree).
    expect(within(upcoming).getAllByRole('button', { name: /^Umbuchen/, hidden: true })).toHaveLength(1);
    expect(dialog).toHaveTextContent(`Bisher: ${GA4}`);
    const dates = await within(dialog).findByRole('group', { name: `Weitere Termine: ${GA4}` });
    const radios = await within(dates).findAllByRole('radio');
    // Every other future date of the seminar, not the booked one.
    const expected = getMockDb()
      .rows('seminar_sessions')
      .filter(
        (s) =>
          s.seminar_id === row('seminar_sessions', HAMBURG).seminar_id &&
          s.id !== HAMBURG &&
          s.status === 'scheduled' &&
          Date.parse(String(s.start_date)) > Date.now(),
      );
    expect(radios).toHaveLength(expected.length);
    expect(within(dates).getByRole('radio', { name: /Berlin/ })).toHaveAccessibleName(/\d+ Plätze frei/);
    // Nothing to confirm before the quote is shown.
    expect(within(dialog).queryByRole('button', { name: 'Jetzt umbuchen' })).not.toBeInTheDocument();

    await user.click(dateRadio(dialog, /Berlin/));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() => expect(quote).toHaveTextContent(/Umbuchung kostenfrei bis \d{2}\. \w+ \d{4}, \d{2}:\d{2} Uhr/));
    expect(quotes.json()).toEqual({ _booking_item_id: ITEM, _session_id: BERLIN });
    // The terms from the settings: the fee that follows the free period (the quote's own fee is 0 within it).
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        `Kostenfrei umbuchen bis 14 Tage vor Beginn, danach ${money(5950)} inkl. MwSt. (${money(5000)} zzgl. MwSt.).`,
      ),
    );
    const gross = Number(row('bookings', BOOKING).gross_cents);
    expect(quote).toHaveTextContent(`Bisheriger Gesamtbetrag${money(gross)}`);
    // Invoice not paid yet: the new invoice replaces the old one.
    expect(quote).toHaveTextContent(/Zu zahlen: .* laut der neuen Rechnung, die die bisherige ersetzt\./);
    expect(rebooks.count()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    const done = await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(dialog).toHaveTextContent(`Neuer Termin: ${GA4} am`);
    expect(dialog).toHaveTextContent(
      'Die Bestätigung mit der neuen Rechnung und der Kalenderdatei erhalten Sie per E-Mail.',
    );
    expect(rebooks.json()).toEqual({ _booking_item_id: ITEM, _session_id: BERLIN });
    expect(row('booking_items', ITEM).session_id).toBe(BERLIN);
    const [mail] = listMails(getMockDb(), 'kunde@akademie.test').filter((m) => /^Umbuchung bestätigt/.test(m.subject));
    expect(mail).toBeDefined();

    // The booking list is read again: the card names the new venue.
    await waitFor(() => expect(upcoming).toHaveTextContent(venueOf(BERLIN)));
    // The dialog's own `Schließen` (the ✕ in its corner has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the fee once the free period is over, with the remaining amount of a paid booking', async () => {
    const db = getMockDb();
    db.setRows(
      'settings',
      db.rows('settings').map((s) => ({ ...s, free_rebooking_days: 60 })),
    );
    changeRow('bookings', BOOKING, { status: 'paid', paid_at: new Date(Date.now() - 86_400_000).toISOString() });
    const { user, dialog } = await openDialog();
    await within(dialog).findAllByRole('radio');
    await user.click(dateRadio(dialog, /Berlin/));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    // settings.rebooking_fee_net_cents: 50 € net, 59,50 € with 19 % VAT.
    await waitFor(() => expect(quote).toHaveTextContent(`Umbuchungsgebühr: ${money(5950)} inkl. MwSt.`));
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        `Kostenfrei umbuchen bis 60 Tage vor Beginn, danach ${money(5950)} inkl. MwSt. (${money(5000)} zzgl. MwSt.).`,
      ),
    );
    expect(quote).toHaveTextContent(`Differenz+${money(5950)}`);
    expect(quote).toHaveTextContent(`Restbetrag: ${money(5950)} – bereits bezahlt sind`);
  });

  it('states a percentage fee of the settings, and the fee it comes to once the free period is over', async () => {
    const db = getMockDb();
    db.setRows(
      'settings',
      db.rows('settings').map((s) => ({
        ...s,
        free_rebooking_days: 60,
        rebooking_fee_net_cents: null,
        rebooking_fee_percent: 10,
      })),
    );
    const { user, dialog } = await openDialog();
    await within(dialog).findAllByRole('radio');
    await user.click(dateRadio(dialog, /Berlin/));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() =>
      expect(quote).toHaveTextContent('Kostenfrei umbuchen bis 60 Tage vor Beginn, danach 10 % des Seminarpreises.'),
    );
    // 10 % of the line's net, plus its share of the booking's VAT (19 %, rounded either way by the share rule).
    const net = Math.round(Number(row('booking_items', ITEM).line_net_cents) / 10);
    const grosses = [Math.floor(net * 0.19), Math.ceil(net * 0.19)].map((vat) => escape(money(net + vat)));
    expect(quote).toHaveTextContent(new RegExp(`Umbuchungsgebühr: (${grosses.join('|')}) inkl\\. MwSt\\.`));
  });

  it('states the terms from the quote when the settings cannot be read', async () => {
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/settings`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for table settings' }, { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await within(dialog).findAllByRole('radio');
    await user.click(dateRadio(dialog, /Berlin/));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        'Kostenfrei umbuchen bis 14 Tage vor Beginn, danach gegen eine Umbuchungsgebühr.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' })).toBeEnabled();
  });

  it('moves the line to a date of another seminar, and a cheaper one is refunded', async () => {
    changeRow('bookings', BOOKING, { status: 'paid', paid_at: new Date(Date.now() - 86_400_000).toISOString() });
    const ga4 = row('seminars', String(row('seminar_sessions', HAMBURG).seminar_id));
    // The cheapest other published seminar with a future date that still has two seats.
    const db = getMockDb();
    const candidates = db
      .rows('seminar_sessions')
      .filter(
        (s) =>
          s.status === 'scheduled' &&
          s.seminar_id !== ga4.id &&
          Date.parse(String(s.start_date)) > Date.now() + 86_400_000 &&
          Number(s.capacity) - Number(s.seats_booked) >= 2,
      )
      .map((s) => ({ session: s, seminar: row('seminars', String(s.seminar_id)) }))
      .filter(
        ({ seminar }) => seminar.published === true && Number(seminar.price_net_cents) < Number(ga4.price_net_cents),
      )
      .sort((a, b) => Number(a.seminar.price_net_cents) - Number(b.seminar.price_net_cents));
    const target = candidates[0]!;
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Anderes Seminar' }));
    const select = within(dialog).getByRole('combobox', { name: 'Seminar' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: String(target.seminar.title) })).toBeInTheDocument(),
    );
    expect(within(select).queryByRole('option', { name: GA4 })).not.toBeInTheDocument();
    await user.selectOptions(select, String(target.seminar.title));
    const group = await within(dialog).findByRole('group', { name: `Termine: ${String(target.seminar.title)}` });
    const radio = (await within(group).findAllByRole('radio')).find(
      (r) => (r as HTMLInputElement).value === target.session.id,
    )!;
    await user.click(radio);
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() =>
      expect(quote).toHaveTextContent(/Erstattung: .* – bereits bezahlt sind .*, die Differenz wird erstattet\./),
    );
    expect(quote).toHaveTextContent(`Neuer Termin${String(target.seminar.title)}`);

    await user.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    expect(await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' })).toBeInTheDocument();
    expect(row('booking_items', ITEM).session_id).toBe(target.session.id);
    expect(Number(row('bookings', BOOKING).refund_cents)).toBeGreaterThan(0);
  });

  it('shows a sold-out date but does not let it be chosen, and links to its page for the waiting list', async () => {
    const berlin = row('seminar_sessions', BERLIN);
    changeRow('seminar_sessions', BERLIN, { seats_booked: berlin.capacity });
    const { dialog } = await openDialog();
    await within(dialog).findAllByRole('radio');
    const radio = dateRadio(dialog, /Berlin/);
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleName(/Ausgebucht/);
    const link = within(dialog).getByRole('link', { name: /^Zur Warteliste – .*Berlin/ });
    expect(link).toHaveAttribute('href', '/berlin/google-analytics-4');
  });

  it('says in German why the server refused, keeps the chosen date and changes nothing', async () => {
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/rebook_booking_item`, () =>
        HttpResponse.json(
          {
            code: 'P0001',
            message: 'SESSION_SOLD_OUT',
            details: JSON.stringify({ session_id: BERLIN, seats_left: 0 }),
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await within(dialog).findAllByRole('radio');
    await user.click(dateRadio(dialog, /Berlin/));
    await user.click(await within(dialog).findByRole('button', { name: 'Jetzt umbuchen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Dieser Termin ist leider ausgebucht.');
    expect(within(alert).getByRole('link', { name: 'Zur Warteliste dieses Termins' })).toHaveAttribute(
      'href',
      '/berlin/google-analytics-4',
    );
    expect(dateRadio(dialog, /Berlin/)).toBeChecked();
    expect(row('booking_items', ITEM).session_id).toBe(HAMBURG);
  });

  it('closes on Abbrechen and gives the focus back to the button', async () => {
    const { user, dialog, trigger } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('offers no rebooking on past or cancelled bookings, nor while a hold runs', async () => {
    changeRow('bookings', BOOKING, {
      status: 'pending',
      payment_method: 'online',
      hold_expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    await signInAs('customer');
    const view = renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    await waitFor(() => expect(within(upcoming).getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Umbuchen/ })).not.toBeInTheDocument();
    await view.settled();
  });
});
