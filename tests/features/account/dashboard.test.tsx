import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { formatDeadline } from '@/lib/format';
import { getMockDb } from '../../../mocks';
import { server } from '../../../mocks/node';
import { seedId } from '../../../mocks/seed';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/dashboard', () => {
  let created: Blob[] = [];
  beforeEach(() => {
    created = captureDownloads();
  });

  it("shows the customer's upcoming and past bookings with status, seats, participants and totals", async () => {
    await signInAs('customer');
    renderApp(paths.dashboard);
    expect(await screen.findByText('Willkommen zurück, Katharina Neumann.')).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Bestätigt');
    expect(cards[0]).toHaveTextContent('2 Plätze');
    expect(cards[0]).toHaveTextContent('Online');
    expect(cards[0]).toHaveTextContent(/Teilnehmende: Katharina Neumann, /);
    expect(cards[0]).toHaveTextContent(/Gesamt\s*[\d.]+,\d{2}\s€/);

    const past = section('Vergangene und stornierte Buchungen');
    const statuses = within(past)
      .getAllByRole('article')
      .map((card) =>
        card.textContent?.includes('Storniert') ? 'Storniert' : card.textContent?.includes('Bezahlt') ? 'Bezahlt' : '?',
      );
    expect(statuses.sort()).toEqual(['Bezahlt', 'Storniert']);
    expect(screen.getByRole('region', { name: 'Profil' })).toHaveTextContent('kunde@akademie.test');
  });

  it('shows the deadline of a running hold, and an expired booking as Abgelaufen among the past ones', async () => {
    const db = getMockDb();
    const until = new Date(Date.now() + 20 * 60_000).toISOString();
    db.setRows(
      'bookings',
      db.rows('bookings').map((b) =>
        b.id === seedId('booking', 2)
          ? { ...b, status: 'pending', payment_method: 'online', hold_expires_at: until }
          : b.id === seedId('booking', 3)
            ? { ...b, status: 'expired', cancelled_at: null, expired_at: until }
            : b,
      ),
    );
    await signInAs('customer');
    renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    const [card] = within(upcoming).getAllByRole('article');
    expect(card).toHaveTextContent('Ausstehend');
    expect(card).toHaveTextContent(
      `Reserviert bis ${formatDeadline(until)} – bitte schließen Sie bis dahin die Zahlung ab, sonst verfällt die Reservierung.`,
    );
    const past = section('Vergangene und stornierte Buchungen');
    const expired = within(past)
      .getAllByRole('article')
      .find((article) => article.textContent?.includes('Abgelaufen'));
    expect(expired).toBeDefined();
    expect(within(expired!).queryByRole('button', { name: /Kalendereintrag/ })).not.toBeInTheDocument();
  });

  it('offers a calendar file with one event per booked day, in UTC, with address and page (docs/calendar.md)', async () => {
    await signInAs('customer');
    const { user } = renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    await user.click(within(upcoming).getByRole('button', { name: /Kalendereintrag \(\.ics\)/ }));
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await created[0]!.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain('LOCATION:Online');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/^UID:[0-9a-f-]{73}-\d{8}@buchungen\.digitalakademie\.test$/m);
    expect(unfolded).toMatch(/^URL:https:\/\/www\.digitalakademie\.test\/\S+$/m);
  });

  it('cancels after confirmation, within the free period, and moves the booking to the past list', async () => {
    await signInAs('customer');
    const { user } = renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    await user.click(within(upcoming).getByRole('button', { name: /Stornieren/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Bis 14 Tage vor dem ersten Seminartag ist die Stornierung kostenfrei.');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, stornieren' }));

    expect(await screen.findByText('Buchung storniert')).toBeInTheDocument();
    await waitFor(() => expect(within(section('Bevorstehende Buchungen')).queryAllByRole('article')).toHaveLength(0));
    const past = section('Vergangene und stornierte Buchungen');
    expect(within(past).getAllByText('Storniert')).toHaveLength(2);
  });

  it('keeps the booking and says why when the server refuses the cancellation', async () => {
    await signInAs('customer');
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/cancel_booking`, () =>
        HttpResponse.json(
          { code: 'P0001', message: 'CANCELLATION_PERIOD_OVER', details: '{"days_left":3}', hint: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    await user.click(within(upcoming).getByRole('button', { name: /Stornieren/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Stornierung nicht möglich')).toBeInTheDocument();
    expect(screen.getByText(/Die kostenfreie Stornierung ist nicht mehr möglich/)).toBeInTheDocument();
    expect(within(section('Bevorstehende Buchungen')).getAllByRole('article')).toHaveLength(1);
  });

  it('says so when there are no bookings yet', async () => {
    await signInAs('admin');
    renderApp(paths.dashboard);
    expect(await screen.findByRole('heading', { level: 2, name: 'Noch keine Buchungen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'München' })).toHaveAttribute('href', '/muenchen');
  });

  it('shows an error with a working retry when the bookings cannot be loaded', async () => {
    await signInAs('customer');
    let failing = true;
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/bookings`, () =>
        failing ? HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderApp(paths.dashboard);
    expect(await screen.findByText('Ihre Buchungen konnten nicht geladen werden.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Bevorstehende Buchungen' })).toBeInTheDocument();
  });
});
