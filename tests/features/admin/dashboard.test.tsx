import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { formatCents, formatDate } from '@/lib/format';
import { getMockDb, resetMockDb } from '../../../mocks';
import { bindingSeats, minParticipants } from '../../../mocks/app/guarantees';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

/**
 * The seed's dates are relative to "today": the clock (only `Date`; timers stay real for MSW and the client) is set
 * to Sunday 22 November 2026, noon in Berlin, and the mock database re-seeded for that day.
 */
const NOW = new Date('2026-11-22T11:00:00Z');

function fixClock() {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  resetMockDb();
}

const berlinDay = (instant: unknown) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(String(instant)));

function kpi(label: string): string {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`No KPI ${label}`);
  return (item.textContent ?? '').replace(/\s+/g, ' ');
}

describe('/admin/dashboard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows revenue, bookings, seat utilisation, free sessions, latest bookings and new in-house requests from the seed', async () => {
    fixClock();
    await signInAs('admin');
    const bookings = recordRequests('/rest/v1/bookings');
    const figures = recordRequests('/rest/v1/rpc/admin_dashboard_figures');
    renderApp(paths.adminDashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    await screen.findByText('Umsatz netto diesen Monat', {}, { timeout: 8000 });
    await waitFor(() => expect(document.title).toMatch(/^Admin-Übersicht/));

    // The seed's year of bookings (docs/demo-data.md): revenue is the net of every booking that holds seats (not
    // cancelled, not expired), by the Berlin day it was made; the counts are the seed's.
    const rows = getMockDb().rows('bookings');
    const counted = rows.filter((b) => ['pending', 'confirmed', 'paid'].includes(String(b.status)));
    expect(rows.some((b) => b.status === 'expired')).toBe(true);
    const madeIn = (prefix: string) => counted.filter((b) => berlinDay(b.created_at).startsWith(prefix));
    const euros = (list: typeof rows) =>
      formatCents(list.reduce((sum, b) => sum + Number(b.net_cents), 0)).replace(/\s+/g, ' ');
    expect(madeIn('2026-11')).toHaveLength(60);
    expect(kpi('Umsatz netto diesen Monat')).toContain(euros(madeIn('2026-11')));
    expect(kpi('Buchungen diesen Monat')).toContain('60');
    expect(madeIn('2026')).toHaveLength(293);
    expect(kpi('Umsatz netto dieses Jahr')).toContain(euros(madeIn('2026')));
    expect(kpi('Buchungen dieses Jahr')).toContain('293');
    // Upcoming scheduled sessions (not the three past ones, not the cancelled one): 176 of 662 seats.
    expect(kpi('Auslastung kommender Termine')).toContain('27 %');
    expect(kpi('Auslastung kommender Termine')).toContain('176 von 662 Plätzen gebucht');
    await waitFor(() => expect(kpi('Offene Inhouse-Anfragen')).toContain('1'));

    const latest = screen.getByRole('table', { name: 'Die fünf neuesten Buchungen' });
    const latestRows = within(latest).getAllByRole('row').slice(1);
    const newest = [...rows].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at))).slice(0, 5);
    expect(latestRows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      newest.map((b) => b.booking_number),
    );
    // Yesterday's bookings of the history, none of them the demo customer's.
    for (const booking of newest) expect(berlinDay(booking.created_at)).toBe('2026-11-21');

    // Next 30 days with seats left: SEO München, Social Media Berlin, LinkedIn Frankfurt, Texten München,
    // GA4 Hamburg (day 30) and KI im Marketing Frankfurt (1 seat); not the cancelled Google Ads Köln.
    const soon = screen.getByRole('table', { name: 'Termine der nächsten 30 Tage mit freien Plätzen' });
    const soonRows = within(soon).getAllByRole('row').slice(1);
    expect(soonRows).toHaveLength(6);
    expect(soon).toHaveTextContent('1 von 16');
    expect(soon).not.toHaveTextContent('Köln');

    const inhouse = screen.getByRole('table', { name: 'Inhouse-Anfragen mit Status „neu“' });
    expect(within(inhouse).getAllByRole('row')).toHaveLength(2);
    expect(inhouse).toHaveTextContent('Stadtwerke Musterstadt GmbH');

    // The chart's text alternative: a figure with its caption and the numbers as a table.
    const figure = screen.getByRole('figure', { name: 'Buchungen pro Kalenderwoche, letzte 12 Wochen' });
    const data = within(figure).getByRole('table');
    const weeks = within(data).getAllByRole('row').slice(1);
    expect(weeks).toHaveLength(12);
    // Each week counts the seat-holding bookings made from its Monday to its Sunday (Berlin days).
    const madeInWeek = (monday: string, sunday: string) =>
      counted.filter((b) => berlinDay(b.created_at) >= monday && berlinDay(b.created_at) <= sunday).length;
    expect(weeks[11]).toHaveTextContent(`KW 47 (ab 16.11.2026)${madeInWeek('2026-11-16', '2026-11-22')}`);
    expect(weeks[10]).toHaveTextContent(`KW 46 (ab 09.11.2026)${madeInWeek('2026-11-09', '2026-11-15')}`);
    expect(weeks[0]).toHaveTextContent(`KW 36 (ab 31.08.2026)${madeInWeek('2026-08-31', '2026-09-06')}`);
    expect(weeks.reduce((sum, row) => sum + Number(within(row).getByRole('cell').textContent), 0)).toBe(
      madeInWeek('2026-08-31', '2026-11-22'),
    );
    expect(madeInWeek('2026-11-16', '2026-11-22')).toBeGreaterThan(0);
    expect(within(figure).getByTestId('bookings-chart')).toHaveAttribute('aria-hidden', 'true');

    // The figures are the database's (one call); of the bookings only the newest five are read, nothing written.
    expect(figures.count()).toBe(1);
    expect(bookings.all().every((request) => request.method === 'GET')).toBe(true);
    expect(bookings.all().map((request) => request.url.searchParams.get('limit'))).toEqual(['5']);
  });

  it('takes a refund off the revenue and counts a booking by its Berlin day, not its UTC day', async () => {
    fixClock();
    const db = getMockDb();
    const rows = db.rows('bookings');
    const inMonth = (b: (typeof rows)[number]) =>
      ['pending', 'confirmed', 'paid'].includes(String(b.status)) && berlinDay(b.created_at).startsWith('2026-11');
    const before = rows.filter(inMonth);
    const revenue = before.reduce((sum, b) => sum + Number(b.net_cents), 0);
    // A paid booking of this month gets its whole gross amount refunded: its net no longer counts.
    const refunded = before.find((b) => b.status === 'paid' && Number(b.net_cents) > 0)!;
    // Made at 00:30 on 1 November in Berlin, which is still 31 October in UTC: November's.
    const template = before[0]!;
    const firstOfMonth = {
      ...template,
      id: 'c0000000-0000-4000-8000-000000000a01',
      booking_number: 'DA-2026-999001',
      status: 'confirmed',
      refund_cents: null,
      created_at: '2026-10-31T23:30:00.000Z',
    };
    // Made at 23:30 on 31 October in Berlin: October's, not this month's.
    const lastOfOctober = {
      ...firstOfMonth,
      id: 'c0000000-0000-4000-8000-000000000a02',
      booking_number: 'DA-2026-999002',
      created_at: '2026-10-31T22:30:00.000Z',
    };
    db.setRows('bookings', [
      ...rows.map((b) => (b === refunded ? { ...b, refund_cents: b.gross_cents } : b)),
      firstOfMonth,
      lastOfOctober,
    ]);
    await signInAs('admin');
    renderApp(paths.adminDashboard);
    await screen.findByText('Umsatz netto diesen Monat', {}, { timeout: 8000 });

    const expected = revenue - Number(refunded.net_cents) + Number(template.net_cents);
    expect(kpi('Umsatz netto diesen Monat')).toContain(formatCents(expected).replace(/\s+/g, ' '));
    expect(kpi('Buchungen diesen Monat')).toContain(String(before.length + 1));
    expect(kpi('Buchungen dieses Jahr')).toContain('295');
  });

  it('sorts the free sessions by keyboard', async () => {
    fixClock();
    await signInAs('admin');
    const { user } = renderApp(paths.adminDashboard);
    const soon = await screen.findByRole('table', { name: /mit freien Plätzen/ }, { timeout: 8000 });
    const seats = within(soon).getByRole('button', { name: /Freie Plätze/ });
    act(() => seats.focus()); // the tooltip opens on focus
    await user.keyboard('{Enter}');
    expect(within(soon).getByRole('columnheader', { name: /Freie Plätze/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(soon).getAllByRole('row')[1]).toHaveTextContent('1 von 16');
  });

  it('lists the dates under their minimum whose decision is due, with their binding seats against the minimum', async () => {
    fixClock();
    await signInAs('admin');
    // By the seed: scheduled, not guaranteed, from today on, decided 14 days before the start, at most 30 days away.
    const due = getMockDb()
      .rows('seminar_sessions')
      .filter((s) => s.status === 'scheduled' && !s.guaranteed)
      .filter((s) => String(s.start_date) >= '2026-11-22' && String(s.start_date) <= '2027-01-05')
      .sort((a, b) => String(a.start_date).localeCompare(String(b.start_date)));
    expect(due.length).toBeGreaterThan(0);
    renderApp(paths.adminDashboard);
    const table = await screen.findByRole('table', { name: /unter der Mindestteilnehmerzahl/ }, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(due.length);
    const first = due[0]!;
    expect(rows[0]).toHaveTextContent(formatDate(String(first.start_date)));
    const db = getMockDb();
    expect(rows[0]).toHaveTextContent(`${bindingSeats(db, String(first.id))} von ${minParticipants(db, first)}`);
  });

  it('sends a customer to / and a signed-out visitor to /admin/login', async () => {
    const visitor = renderApp(paths.adminDashboard);
    await waitFor(() => expect(visitor.location().pathname).toBe(paths.adminLogin));
    visitor.unmount();
    await signInAs('customer');
    const customer = renderApp(paths.adminDashboard);
    await waitFor(() => expect(customer.location().pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Übersicht' })).not.toBeInTheDocument();
  });
});
