import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { getMockDb, insertRow, serviceContext, type Row } from '../../../mocks';
import { SEED_BOOKING_COUNT } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

function bookingRows() {
  return within(screen.getByRole('table', { name: 'Buchungen' }))
    .getAllByRole('row')
    .slice(1);
}

function shownNumbers() {
  return bookingRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

function seedBookings(): Row[] {
  return getMockDb().rows('bookings');
}

/** The list's page size. */
const PAGE = 20;

/** Booking numbers, newest first (the list's order). */
function newestFirst(rows: Row[]): string[] {
  return [...rows]
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .map((row) => String(row.booking_number));
}

/** "1 Buchung" / "354 Buchungen": the count above the list. */
const countText = (n: number) => (n === 1 ? '1 Buchung' : `${n} Buchungen`);

function seedBooking(lastName: string): Row {
  const booking = seedBookings().find((row) => row.customer_last_name === lastName);
  if (!booking) throw new Error(`No seed booking of ${lastName}`);
  return booking;
}

async function openList(url: string = paths.adminBookings) {
  await signInAs('admin');
  const view = renderApp(url);
  await screen.findByRole('table', { name: 'Buchungen' }, { timeout: 8000 });
  return view;
}

async function openDetail(user: ReturnType<typeof renderApp>['user'], bookingNumber: string) {
  await user.click(screen.getByRole('button', { name: `Buchung ${bookingNumber} anzeigen` }));
  return screen.findByRole('dialog', { name: `Buchung ${bookingNumber}` });
}

/** Adds bookings (without items) through the mock's service role, so the list needs more than one page. */
function addBookings(count: number) {
  const db = getMockDb();
  for (let n = 1; n <= count; n += 1) {
    insertRow(
      db,
      'bookings',
      {
        booking_number: `DA-2020-9${String(n).padStart(5, '0')}`,
        customer_email: `extra${n}@example.test`,
        customer_first_name: 'Extra',
        customer_last_name: `Kunde ${n}`,
        billing_street: 'Teststraße 1',
        billing_postal_code: '10115',
        billing_city: 'Berlin',
        net_cents: 10000,
        vat_cents: 1900,
        gross_cents: 11900,
        payment_method: 'invoice',
        created_at: `2020-01-${String(n).padStart(2, '0')}T10:00:00+00:00`,
      },
      serviceContext(db),
    );
  }
}

describe('/admin/bookings', () => {
  const created: Blob[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => {
    created.length = 0;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("lists the seed's bookings, newest first, with customer, items, status and gross", async () => {
    const { user } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Buchungen/));
    const seed = seedBookings();
    // A year of the academy's bookings (docs/demo-data.md): the first page shows the newest.
    expect(seed).toHaveLength(SEED_BOOKING_COUNT);
    expect(seed.length).toBeGreaterThan(250);
    expect(shownNumbers()).toEqual(newestFirst(seed).slice(0, PAGE));
    expect(screen.getByText(countText(seed.length))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Logistik');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Schneider').booking_number]));
    const schneider = bookingRows()[0]!;
    expect(schneider).toHaveTextContent('Schneider Logistik GmbH');
    expect(schneider).toHaveTextContent('Ausstehend');
    expect(schneider).toHaveTextContent(/[\d.]+,\d{2}\s€/);
    const search = screen.getByRole('searchbox', { name: 'Suche' });
    await user.clear(search);
    await user.type(search, 'Bäckerei');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Vogel').booking_number]));
    expect(bookingRows()[0]).toHaveTextContent('Nachbearbeitung');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
  });

  it('searches by name, e-mail, company and booking number in the database (admin_search_bookings) and keeps it in the URL', async () => {
    const searches = recordRequests('/rest/v1/rpc/admin_search_bookings');
    const { user, location } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'schneider');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Schneider').booking_number]));
    expect(location().search).toBe('?q=schneider');
    expect(searches.json()).toMatchObject({ _query: 'schneider', _limit: PAGE, _offset: 0 });

    // Part of the e-mail address, in capitals; two words must both occur.
    const email = String(seedBooking('Schneider').customer_email);
    const byEmail = screen.getByRole('searchbox', { name: 'Suche' });
    await user.clear(byEmail);
    await user.type(byEmail, `${email.slice(0, email.indexOf('@')).toUpperCase()} schneider`);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Schneider').booking_number]));
    // `%` and `_` are characters to find, not wildcards.
    await user.clear(byEmail);
    await user.type(byEmail, '%');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Buchungen gefunden.')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Suche' });
    await user.clear(search);
    await user.type(search, 'Bäckerei');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Vogel').booking_number]));

    await user.clear(search);
    await user.type(search, String(seedBooking('Wolf').booking_number));
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Wolf').booking_number]));

    await user.clear(search);
    await user.type(search, 'niemand-sonst');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Buchungen gefunden.')).toBeInTheDocument();
  });

  it('filters by status, seminar, city and booking date, each in the URL, and restores them from the URL', async () => {
    const { user, location } = await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Bezahlt');
    const paid = seedBookings().filter((b) => b.status === 'paid');
    await waitFor(() => expect(screen.getByText(countText(paid.length))).toBeInTheDocument());
    expect(shownNumbers()).toEqual(newestFirst(paid).slice(0, PAGE));
    expect(location().search).toBe('?status=paid');
    for (const row of bookingRows()) expect(row).toHaveTextContent('Bezahlt');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Alle Status');
    await waitFor(() => expect(screen.getByText(countText(SEED_BOOKING_COUNT))).toBeInTheDocument());

    // Seminar: the title snapshot of the items of Schneider's booking.
    const items = getMockDb().rows('booking_items');
    const schneider = seedBooking('Schneider');
    const title = String(items.find((item) => item.booking_id === schneider.id)!.title);
    const withTitle = new Set(items.filter((item) => item.title === title).map((item) => item.booking_id));
    const seminar = screen.getByRole('combobox', { name: 'Seminar' });
    await waitFor(() => expect(within(seminar).getByRole('option', { name: title })).toBeInTheDocument());
    await user.selectOptions(seminar, title);
    await waitFor(() => expect(screen.getByText(countText(withTitle.size))).toBeInTheDocument());
    expect(shownNumbers()).toEqual(newestFirst(seedBookings().filter((b) => withTitle.has(b.id))).slice(0, PAGE));
    expect(new URLSearchParams(location().search).get('seminar')).toBe(title);
    await user.selectOptions(seminar, 'Alle Seminare');

    // City: the webinar bookings are "Online".
    const online = new Set(items.filter((item) => item.webinar_id).map((item) => item.booking_id));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ort' }), 'Online');
    await waitFor(() => expect(screen.getByText(countText(online.size))).toBeInTheDocument());
    for (const row of bookingRows()) expect(row).toHaveTextContent('Online');
    expect(new URLSearchParams(location().search).get('city')).toBe('Online');
    const city = String(seedBooking('Hartmann').billing_city);
    const hartmannItem = items.find((item) => item.booking_id === seedBooking('Hartmann').id)!;
    const itemCity = String(hartmannItem.location_name).split(', ').at(-1)!;
    const inCity = new Set(
      items.filter((item) => String(item.location_name).endsWith(`, ${itemCity}`)).map((item) => item.booking_id),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ort' }), itemCity);
    await waitFor(() => expect(screen.getByText(countText(inCity.size))).toBeInTheDocument());
    expect(inCity.has(seedBooking('Hartmann').id)).toBe(true);
    for (const row of bookingRows()) expect(row).toHaveTextContent(itemCity);
    expect(city).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ort' }), 'Alle Orte');
    await waitFor(() => expect(screen.getByText(countText(SEED_BOOKING_COUNT))).toBeInTheDocument());

    // Booking date: from the day of Schneider's booking (three days ago) onwards, then that day only.
    const berlinDay = (instant: unknown) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(String(instant)));
    const day = berlinDay(schneider.created_at);
    const since = seedBookings().filter((b) => berlinDay(b.created_at) >= day);
    const from = screen.getByLabelText('Gebucht ab');
    await user.type(from, day);
    await waitFor(() => expect(screen.getByText(countText(since.length))).toBeInTheDocument());
    expect(shownNumbers()).toEqual(newestFirst(since).slice(0, PAGE));
    expect(new URLSearchParams(location().search).get('from')).toBe(day);
    await user.type(screen.getByLabelText('Gebucht bis'), day);
    const onDay = since.filter((b) => berlinDay(b.created_at) === day);
    await waitFor(() => expect(shownNumbers()).toEqual(newestFirst(onDay)));
    expect(shownNumbers()).toContain(schneider.booking_number);
  });

  it('opens the filters from the URL', async () => {
    await openList(`${paths.adminBookings}?status=cancelled`);
    const cancelled = seedBookings().filter((b) => b.status === 'cancelled');
    await waitFor(() => expect(screen.getByText(countText(cancelled.length))).toBeInTheDocument());
    expect(shownNumbers()).toEqual(newestFirst(cancelled).slice(0, PAGE));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    for (const row of bookingRows()) expect(row).toHaveTextContent('Storniert');
  });

  it('shows only the bookings flagged for follow-up when asked, and resets every filter at once', async () => {
    const { user, location } = await openList(`${paths.adminBookings}?status=confirmed`);
    await user.click(screen.getByRole('checkbox', { name: /Nur Buchungen mit Nachbearbeitung/ }));
    // The confirmed bookings of the cancelled date (Bäckerei Vogel's among them) wait for the academy.
    const flagged = seedBookings().filter((b) => b.status === 'confirmed' && b.needs_follow_up);
    expect(flagged.map((b) => b.booking_number)).toContain(seedBooking('Vogel').booking_number);
    await waitFor(() => expect(shownNumbers()).toEqual(newestFirst(flagged)));
    expect(location().search).toBe('?status=confirmed&followUp=1');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Vogel');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(location().search).toBe('?status=confirmed&followUp=1&q=Vogel'));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Vogel').booking_number]));
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getByText(countText(SEED_BOOKING_COUNT))).toBeInTheDocument());
    expect(bookingRows()).toHaveLength(PAGE);
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('');
    expect(location().search).toBe('');
    expect(screen.getByRole('checkbox', { name: /Nur Buchungen mit Nachbearbeitung/ })).not.toBeChecked();
  });

  it('pages through 20 bookings at a time with the count of all, the page in the URL', async () => {
    addBookings(30);
    const total = SEED_BOOKING_COUNT + 30;
    const lastPage = Math.ceil(total / PAGE);
    const requests = recordRequests('/rest/v1/rpc/admin_search_bookings');
    const { user, location } = await openList();
    expect(bookingRows()).toHaveLength(PAGE);
    expect(screen.getByText(countText(total))).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(pages).toHaveTextContent(`Seite 1 von ${lastPage}`);
    expect(within(pages).getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(requests.json()).toMatchObject({ _limit: PAGE, _offset: 0 });

    await user.click(within(pages).getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent(`Seite 2 von ${lastPage}`),
    );
    await waitFor(() => expect(shownNumbers()).toEqual(newestFirst(seedBookings()).slice(PAGE, 2 * PAGE)));
    expect(location().search).toBe('?page=2');
    expect(requests.json()).toMatchObject({ _limit: PAGE, _offset: PAGE });

    // The last page: the rest of the list, no further page.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Seiten' })).getByRole('button', { name: 'Zurück' }),
    );
    await waitFor(() => expect(location().search).toBe(''));
    for (let page = 2; page <= lastPage; page += 1) {
      await user.click(
        within(screen.getByRole('navigation', { name: 'Seiten' })).getByRole('button', { name: 'Weiter' }),
      );
      await waitFor(() => expect(location().search).toBe(`?page=${page}`));
    }
    await waitFor(() => expect(bookingRows()).toHaveLength(total - (lastPage - 1) * PAGE));
    expect(requests.json()).toMatchObject({ _offset: (lastPage - 1) * PAGE });
    expect(
      within(screen.getByRole('navigation', { name: 'Seiten' })).getByRole('button', { name: 'Weiter' }),
    ).toBeDisabled();

    // A filter starts on page 1 again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ausstehend');
    await waitFor(() => expect(location().search).toBe('?status=pending'));
  });

  it('shows items, participants, addresses, totals, history and the follow-up flag in an accessible dialog', async () => {
    const { user } = await openList(`${paths.adminBookings}?q=Vogel`);
    const vogel = seedBooking('Vogel');
    await waitFor(() => expect(shownNumbers()).toEqual([vogel.booking_number]));
    const dialog = await openDetail(user, String(vogel.booking_number));
    expect(within(dialog).getByRole('note')).toHaveTextContent('Nachbearbeitung nötig');
    expect(dialog).toHaveTextContent('Frank Vogel (einkauf@baeckerei-vogel.test)');
    expect(dialog).toHaveTextContent('Sophie Vogel (sophie@baeckerei-vogel.test)');
    expect(dialog).toHaveTextContent('2 Plätze');
    expect(dialog).toHaveTextContent('Bäckerei Vogel OHG');
    expect(dialog).toHaveTextContent('Neusser Straße 77');
    expect(dialog).toHaveTextContent('50670 Köln');
    expect(dialog).toHaveTextContent('Rechnung');
    expect(within(dialog).getByRole('heading', { name: 'Zahlung' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Brutto\s*[\d.]+,\d{2}\s€/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const search = screen.getByRole('searchbox', { name: 'Suche' });
    await user.clear(search);
    await user.type(search, 'Logistik');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([seedBooking('Schneider').booking_number]));
    const schneider = await openDetail(user, String(seedBooking('Schneider').booking_number));
    expect(schneider).toHaveTextContent('USt-IdNr');
    expect(schneider).toHaveTextContent('DE287654321');
    expect(schneider).toHaveTextContent('Ömer Demir (o.demir@schneider-logistik.test)');
    expect(within(schneider).queryByRole('note')).not.toBeInTheDocument();
  });

  it('confirms, then marks paid, with a toast each time and the new status in the list', async () => {
    const requests = recordRequests('/rpc/admin_set_booking_status');
    const { user } = await openList(`${paths.adminBookings}?q=Logistik`);
    const schneider = seedBooking('Schneider');
    const dialog = await openDetail(user, String(schneider.booking_number));
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Buchung bestätigt')).toBeInTheDocument();
    expect(requests.json()).toEqual({ _booking_id: schneider.id, _status: 'confirmed' });
    await waitFor(() => expect(dialog).toHaveTextContent('Status: Bestätigt'));
    expect(within(dialog).queryByRole('button', { name: 'Bestätigen' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(await screen.findByText('Buchung als bezahlt markiert')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveTextContent('Status: Bezahlt'));
    expect(seedBooking('Schneider').status).toBe('paid');
    expect(seedBooking('Schneider').paid_at).not.toBeNull();
  });

  it('cancels only after confirmation and releases the seats', async () => {
    const { user } = await openList(`${paths.adminBookings}?q=Logistik`);
    const schneider = seedBooking('Schneider');
    const item = getMockDb()
      .rows('booking_items')
      .find((row) => row.booking_id === schneider.id)!;
    const client = await getSupabase();
    // Read beside the open page, which refetches after the cancel: React applies that inside act().
    const seats = async () =>
      (
        await act(async () =>
          client.from('seminar_sessions').select('seats_booked').eq('id', String(item.session_id)).single(),
        )
      ).data!.seats_booked;
    const before = await seats();

    const dialog = await openDetail(user, String(schneider.booking_number));
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Buchung stornieren?' });
    await user.click(within(confirm).getByRole('button', { name: 'Nein, behalten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(seedBooking('Schneider').status).toBe('pending');

    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Buchung storniert')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveTextContent('Status: Storniert'));
    expect(await seats()).toBe(before - Number(item.quantity));
    // The cancel button is gone; focus stays in the dialog, on the new status.
    await waitFor(() => expect(within(dialog).getByText(/^Status:/)).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: /Stornieren|Bestätigen|bezahlt/ })).not.toBeInTheDocument();
  });

  it('shows the German refusal of an invalid transition and changes nothing', async () => {
    const { user } = await openList(`${paths.adminBookings}?q=Logistik`);
    const schneider = seedBooking('Schneider');
    const dialog = await openDetail(user, String(schneider.booking_number));
    // Meanwhile someone else cancelled it: confirming is no longer allowed.
    const db = getMockDb();
    const row = db.rows('bookings').find((b) => b.id === schneider.id)!;
    row.status = 'cancelled';
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dieser Statuswechsel ist nicht möglich.');
    expect(seedBooking('Schneider').status).toBe('cancelled');
    expect(screen.queryByText('Buchung bestätigt')).not.toBeInTheDocument();
    // The list is read again: the dialog shows the server's state and offers no change any more.
    await waitFor(() => expect(dialog).toHaveTextContent('Status: Storniert'));
    expect(within(dialog).queryByRole('button', { name: 'Bestätigen' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dieser Statuswechsel ist nicht möglich.');
  });

  it('exports the whole filtered list (all pages) as CSV for Excel', async () => {
    addBookings(25);
    const { user } = await openList(`${paths.adminBookings}?q=Extra`);
    await waitFor(() => expect(screen.getByText('25 Buchungen')).toBeInTheDocument());
    expect(bookingRows()).toHaveLength(20);
    // jsdom cannot navigate to the blob; the link's name and click are what the browser gets.
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(clicked).toEqual([expect.stringMatching(/^buchungen-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await created[0]!.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Buchungsnummer;Datum;Status;Vorname;Nachname;E-Mail;Firma;USt-IdNr;Seminar(e);Termin(e);Ort(e);Plätze;Netto;MwSt.;Brutto;Zahlart',
    );
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(
      /^DA-2020-900025;25\.01\.2020;Ausstehend;Extra;Kunde 25;extra25@example\.test;;;;;;0;100,00;19,00;119,00;Rechnung$/,
    );
  });

  it('has no WCAG 2.1 A/AA violation that axe can see in jsdom, list and open detail', async () => {
    // axe probes canvas support for icon ligatures; jsdom has none and would log about it.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user, started } = await openList(`${paths.adminBookings}?q=Vogel`);
    // axe reads the page while it runs: the app has finished starting by then (the cart's load re-renders the layout).
    await started();
    const options = {
      runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom does no layout, so contrast is checked in the real browser, not here.
      rules: { 'color-contrast': { enabled: false } },
    };
    const violations = (results: axe.AxeResults) => results.violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations(await axe.run(screen.getByRole('main'), options))).toEqual([]);
    const dialog = await openDetail(user, String(seedBooking('Vogel').booking_number));
    expect(violations(await axe.run(dialog, options))).toEqual([]);
  });

  it('sends a signed-in customer to / and a visitor to /admin/login', async () => {
    await signInAs('customer');
    const customer = renderApp(paths.adminBookings);
    await waitFor(() => expect(customer.location().pathname).toBe('/'), { timeout: 8000 });
    customer.unmount();
    const client = await getSupabase();
    await client.auth.signOut();
    const visitor = renderApp(paths.adminBookings);
    await waitFor(() => expect(visitor.location().pathname).toBe(paths.adminLogin), { timeout: 8000 });
  });
});
