/**
 * A date the academy cancelled gives the booker the choice (issue 34; docs/booking-rules.md "A cancelled date: the
 * booker's choice"): the line says `Termin abgesagt` with `Kostenfrei umbuchen` and `Volle Erstattung`, and the links
 * of the `session_cancelled` mail open the booking with the choice made — on /dashboard and, for a guest, on
 * /meine-buchung. Through the real store, sagas and the mock backend; the admin cancels the date through the API.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';
import { getMockDb, listMails, type Row } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

/** The demo customer's upcoming booking: GA4 in Hamburg for two (item 21) and a webinar. */
const BOOKING = seedId('booking', 2);
const ITEM = seedId('bookingItem', 21);
const HAMBURG = seedId('session', 35);
const BERLIN = seedId('session', 36);
const GA4 = 'Google Analytics 4 (GA4) in der Praxis';
/** SEO-Grundlagen in Hamburg (in 52 days), with seats for a booking of its own. */
const SEO_HAMBURG = seedId('session', 3);

function row(table: string, id: string): Row | undefined {
  return getMockDb()
    .rows(table)
    .find((r) => r.id === id);
}

function changeRow(table: string, id: string, changes: Row) {
  const db = getMockDb();
  db.setRows(
    table,
    db.rows(table).map((r) => (r.id === id ? { ...r, ...changes } : r)),
  );
}

/** Money as the page's text reads (jest-dom reads the no-break space before € as a space). */
function money(cents: number): string {
  return formatCents(cents).replace(/\u00a0/g, ' ');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The academy cancels the date, as the admin area does (`admin_cancel_session`); then nobody is signed in. */
async function cancelDate(sessionId: string) {
  await signInAs('admin');
  const client = await getSupabase();
  const { error } = await act(() => client.rpc('admin_cancel_session', { _session_id: sessionId }));
  expect(error).toBeNull();
  await act(() => client.auth.signOut());
}

/** The demo customer books one seat of a date on invoice (binding at once: a confirmed address). */
async function bookAsCustomer(sessionId: string): Promise<{ booking_id: string; booking_number: string }> {
  await signInAs('customer');
  const client = await getSupabase();
  const { data, error } = await act(() =>
    client.rpc('book_cart', {
      _lines: [
        {
          session_id: sessionId,
          quantity: 1,
          participants: [{ first_name: 'Katharina', last_name: 'Neumann', email: 'kunde@akademie.test' }],
        },
      ],
      _customer: {
        first_name: 'Katharina',
        last_name: 'Neumann',
        customer_type: 'private',
        street: 'Venloer Straße 241',
        postal_code: '50823',
        city: 'Köln',
        email: 'kunde@akademie.test',
      },
      _payment_method: 'invoice',
    }),
  );
  expect(error).toBeNull();
  return data as { booking_id: string; booking_number: string };
}

/** The mail's link by its label, as the mail program opens it: path and query. */
function mailLink(recipient: string, label: string | RegExp): string {
  const mail = listMails(getMockDb(), recipient).find((m) => /^Termin abgesagt/.test(m.subject));
  expect(mail).toBeDefined();
  const link = mail!.links.find((l) => (typeof label === 'string' ? l.label === label : label.test(l.label)));
  expect(link).toBeDefined();
  const url = new URL(link!.url);
  return `${url.pathname}${url.search}`;
}

function card(region: HTMLElement, bookingNumber: string): HTMLElement {
  return within(region).getByRole('article', { name: `Buchung ${bookingNumber}` });
}

describe('/dashboard: a date the academy cancelled', () => {
  it('says so on the line, with both choices; the mail’s date opens the rebooking with that date and its quote', async () => {
    await cancelDate(HAMBURG);
    const path = mailLink('kunde@akademie.test', /^Umbuchen auf .*Berlin/);
    expect(path).toBe(`${paths.dashboard}?umbuchen=${ITEM}&termin=${BERLIN}`);
    await signInAs('customer');
    const quotes = recordRequests('/rpc/rebooking_quote');
    const { user, location } = renderApp(path);

    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('Wir haben diesen Termin abgesagt: Das Umbuchen ist für Sie kostenfrei');
    // The quote of the mail's date, at once: no date to choose first.
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() =>
      expect(quote).toHaveTextContent('Umbuchung kostenfrei: Wir haben den bisherigen Termin abgesagt.'),
    );
    expect(quote).toHaveTextContent(/Neuer Termin.*Berlin/);
    expect(quotes.json()).toEqual({ _booking_item_id: ITEM, _session_id: BERLIN });
    expect(await within(dialog).findByRole('radio', { name: /Berlin/ })).toBeChecked();
    // The link has been followed: the address keeps nothing of it (replaced, no history entry).
    expect(location().pathname).toBe(paths.dashboard);
    expect(location().search).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    expect(await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' })).toBeInTheDocument();
    expect(row('booking_items', ITEM)!.session_id).toBe(BERLIN);
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The line is on its new date: nothing cancelled about it any more.
    const upcoming = screen.getByRole('region', { name: 'Bevorstehende Buchungen' });
    const booking = card(upcoming, String(row('bookings', BOOKING)!.booking_number));
    await waitFor(() => expect(booking).not.toHaveTextContent('Termin abgesagt'));
    expect(within(booking).getByRole('button', { name: new RegExp(`^Umbuchen – ${escape(GA4)}`) })).toBeEnabled();
  });

  it('offers both choices on the line itself', async () => {
    await cancelDate(HAMBURG);
    await signInAs('customer');
    const { user } = renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' }, { timeout: 8000 });
    const booking = card(upcoming, String(row('bookings', BOOKING)!.booking_number));
    const line = within(booking).getByText('Termin abgesagt').closest('li')!;
    expect(line).toHaveTextContent(GA4);
    expect(line).toHaveTextContent('Sie haben die Wahl');
    // The choice replaces the ordinary `Umbuchen`; the webinar line has neither.
    expect(within(booking).queryByRole('button', { name: /^Umbuchen/ })).not.toBeInTheDocument();
    expect(within(booking).getAllByRole('button', { name: /^Volle Erstattung/ })).toHaveLength(1);

    const rebook = within(line).getByRole('button', { name: new RegExp(`^Kostenfrei umbuchen – ${escape(GA4)}`) });
    await user.click(rebook);
    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' });
    // Nothing chosen yet: the dates first.
    expect(within(dialog).getByRole('region', { name: 'Ihre Umbuchung' })).toHaveTextContent(
      'Wählen Sie einen neuen Termin.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(rebook).toHaveFocus());
  });

  it('the mail’s „Volle Erstattung“ takes the date off the booking: the new invoice, nothing paid, nothing to refund', async () => {
    await cancelDate(HAMBURG);
    const path = mailLink('kunde@akademie.test', 'Volle Erstattung wählen');
    expect(path).toBe(`${paths.dashboard}?erstattung=${ITEM}`);
    await signInAs('customer');
    const refunds = recordRequests('/rpc/refund_cancelled_date');
    const { user, location } = renderApp(path);
    const number = String(row('bookings', BOOKING)!.booking_number);

    const dialog = await screen.findByRole('dialog', { name: 'Volle Erstattung' }, { timeout: 8000 });
    expect(location().search).toBe('');
    expect(dialog).toHaveTextContent(`Abgesagter Termin: ${GA4}`);
    expect(dialog).toHaveTextContent(`Der abgesagte Termin wird aus Ihrer Buchung ${number} entfernt`);
    await user.click(within(dialog).getByRole('button', { name: 'Erstattung anfordern' }));
    expect(await within(dialog).findByRole('heading', { name: 'Erstattung angefordert' })).toHaveFocus();
    expect(refunds.json()).toEqual({ _booking_item_id: ITEM });

    // The line is gone, the webinar stays; the open invoice was credited and a new one issued.
    expect(row('booking_items', ITEM)).toBeUndefined();
    const invoices = getMockDb()
      .rows('invoices')
      .filter((r) => r.booking_id === BOOKING);
    const creditNote = invoices.find((r) => r.kind === 'credit_note');
    const newest = invoices.filter((r) => r.kind === 'invoice').at(-1);
    expect(creditNote).toBeDefined();
    const gross = Number(row('bookings', BOOKING)!.gross_cents);
    expect(dialog).toHaveTextContent(
      `Der abgesagte Termin ist aus Ihrer Buchung ${number} entfernt; ihr neuer Gesamtbetrag: ${money(gross)}.`,
    );
    expect(dialog).toHaveTextContent('Es ist nichts zu erstatten');
    expect(dialog).toHaveTextContent(
      `Dokumente: Rechnungskorrektur ${String(creditNote!.number)}, neue Rechnung ${String(newest!.number)}.`,
    );
    expect(
      listMails(getMockDb(), 'kunde@akademie.test').some((m) => /^Erstattung für abgesagten Termin/.test(m.subject)),
    ).toBe(true);

    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const upcoming = screen.getByRole('region', { name: 'Bevorstehende Buchungen' });
    const booking = card(upcoming, number);
    await waitFor(() => expect(booking).not.toHaveTextContent(GA4));
    expect(booking).toHaveTextContent('GA4-Reporting in 90 Minuten');
  });

  it('refunds a paid booking’s only date in full: the booking is cancelled', async () => {
    const booked = await bookAsCustomer(SEO_HAMBURG);
    changeRow('bookings', booked.booking_id, {
      status: 'paid',
      paid_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const paid = Number(row('bookings', booked.booking_id)!.gross_cents);
    const item = getMockDb()
      .rows('booking_items')
      .find((r) => r.booking_id === booked.booking_id)!;
    await cancelDate(SEO_HAMBURG);
    await signInAs('customer');
    const { user } = renderApp(`${paths.dashboard}?erstattung=${String(item.id)}`);

    const dialog = await screen.findByRole('dialog', { name: 'Volle Erstattung' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent(
      `Ihre Buchung ${booked.booking_number} wird storniert – der abgesagte Termin ist ihr einziger.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erstattung anfordern' }));
    await within(dialog).findByRole('heading', { name: 'Erstattung angefordert' });
    expect(dialog).toHaveTextContent(`Ihre Buchung ${booked.booking_number} ist storniert.`);
    expect(dialog).toHaveTextContent(`Wir erstatten Ihnen ${money(paid)}.`);
    expect(row('bookings', booked.booking_id)).toEqual(
      expect.objectContaining({ status: 'cancelled', refund_cents: paid }),
    );

    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The booking is among the cancelled ones now, the date says it was cancelled, nothing left to choose.
    const past = screen.getByRole('region', { name: 'Vergangene und stornierte Buchungen' });
    const booking = await waitFor(() => card(past, booked.booking_number));
    expect(booking).toHaveTextContent('Storniert');
    expect(booking).toHaveTextContent('Dieser Termin wurde abgesagt.');
    expect(within(booking).queryByRole('button', { name: /^Volle Erstattung/ })).not.toBeInTheDocument();
  });

  it('a link to no line it can act on says so briefly and leaves the address; the page works as ever', async () => {
    await signInAs('customer');
    const refunds = recordRequests('/rpc/refund_cancelled_date');
    // The GA4 date takes place: no refund for it.
    const { location } = renderApp(`${paths.dashboard}?erstattung=${ITEM}`);
    expect(
      await screen.findByText(
        /passt zu keinem Termin, der sich hier umbuchen oder erstatten lässt/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bevorstehende Buchungen' })).toHaveTextContent(GA4);
    expect(refunds.count()).toBe(0);
  });

  it('signed out, the link survives the sign-in and then opens the rebooking', async () => {
    await cancelDate(HAMBURG);
    const { user, location } = renderApp(`${paths.dashboard}?umbuchen=${ITEM}&termin=${BERLIN}`);
    const form = await screen.findByRole('form', { name: 'Anmeldung' }, { timeout: 8000 });
    expect(location().pathname).toBe(paths.login);
    await user.type(within(form).getByLabelText(/^E-Mail/), 'kunde@akademie.test');
    await user.type(within(form).getByLabelText(/^Passwort/), 'kunde123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));

    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' }, { timeout: 8000 });
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() => expect(quote).toHaveTextContent(/Neuer Termin.*Berlin/));
    expect(location().pathname).toBe(paths.dashboard);
    expect(location().search).toBe('');
  });
});

describe('/meine-buchung: a date the academy cancelled', () => {
  afterEach(() => sessionStorage.clear());

  const GUEST_EMAIL = 'gast.absage@example.test';

  async function bookAsGuest(): Promise<{ booking_id: string; booking_number: string }> {
    const client = await getSupabase();
    const { data, error } = await act(() =>
      client.rpc('book_cart', {
        _lines: [
          {
            session_id: SEO_HAMBURG,
            quantity: 1,
            participants: [{ first_name: 'Gustav', last_name: 'Gast', email: GUEST_EMAIL }],
          },
        ],
        _customer: {
          first_name: 'Gustav',
          last_name: 'Gast',
          customer_type: 'private',
          street: 'Musterweg 1',
          postal_code: '10115',
          city: 'Berlin',
          email: GUEST_EMAIL,
        },
        _payment_method: 'invoice',
      }),
    );
    expect(error).toBeNull();
    const booked = data as { booking_id: string; booking_number: string };
    // The guest confirms the address (`Buchung bestätigen`): the booking is binding.
    const token = getMockDb()
      .rows('booking_tokens')
      .find((r) => r.booking_id === booked.booking_id)!.confirmation_token as string;
    await act(() => client.rpc('confirm_booking_email', { _token: token }));
    return booked;
  }

  it('the mail’s „Volle Erstattung“ keeps the choice through the secret’s removal, then cancels the only date', async () => {
    const booked = await bookAsGuest();
    await cancelDate(SEO_HAMBURG);
    const path = mailLink(GUEST_EMAIL, 'Volle Erstattung wählen');
    expect(path).toMatch(/^\/meine-buchung\?code=[A-Za-z0-9_-]{43}&erstattung=[0-9a-f-]{36}$/);
    const code = new URLSearchParams(path.split('?')[1]).get('code');
    const refunds = recordRequests('/rpc/refund_cancelled_date');

    const { user, location } = renderApp(path);
    const dialog = await screen.findByRole('dialog', { name: 'Volle Erstattung' }, { timeout: 8000 });
    // Neither the secret nor the choice stays in the address; the tab keeps the secret.
    expect(location().pathname).toBe(paths.guestBooking);
    expect(location().search).toBe('');
    expect(sessionStorage.getItem('meine-buchung:code')).toBe(code);

    await user.click(within(dialog).getByRole('button', { name: 'Erstattung anfordern' }));
    await within(dialog).findByRole('heading', { name: 'Erstattung angefordert' });
    expect(refunds.json()).toEqual({ _booking_item_id: expect.any(String), _token: code });
    expect(dialog).toHaveTextContent(`Ihre Buchung ${booked.booking_number} ist storniert.`);
    expect(dialog).toHaveTextContent('Es ist nichts zu erstatten: Bezahlt war noch nichts.');
    expect(row('bookings', booked.booking_id)!.status).toBe('cancelled');

    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const booking = screen.getByRole('article', { name: `Buchung ${booked.booking_number}` });
    await waitFor(() => expect(booking).toHaveTextContent('Storniert'));
    expect(booking).toHaveTextContent('Dieser Termin wurde abgesagt.');
    expect(within(booking).queryByRole('button', { name: /^Volle Erstattung/ })).not.toBeInTheDocument();
  });

  it('the mail’s date opens the guest’s rebooking with that date’s quote', async () => {
    await bookAsGuest();
    await cancelDate(SEO_HAMBURG);
    const path = mailLink(GUEST_EMAIL, /^Umbuchen auf /);
    const params = new URLSearchParams(path.split('?')[1]);
    const quotes = recordRequests('/rpc/rebooking_quote');

    const { location } = renderApp(path);
    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' }, { timeout: 8000 });
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() =>
      expect(quote).toHaveTextContent('Umbuchung kostenfrei: Wir haben den bisherigen Termin abgesagt.'),
    );
    expect(quotes.json()).toEqual({
      _booking_item_id: params.get('umbuchen'),
      _session_id: params.get('termin'),
      _token: params.get('code'),
    });
    expect(location().search).toBe('');
  });
});
