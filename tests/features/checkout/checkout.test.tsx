import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { browserNavigation } from '@/lib/browserNavigation';
import { fetchDemoMails } from '@/lib/demoBackend';
import { getMockDb } from '../../../mocks';
import { server } from '../../../mocks/node';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { captureDownloads } from '../../utils/downloads';
import { recordRequests, signInAs } from '../../utils/session';
import { cartItemForSession, fillCart, next, orderButton, stepHeading, walkToSummary } from './checkoutFixtures';

// Whole purchases (dozens of typed fields, several lazy pages) on 2 shared cores: more than Jest's default 5 s.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

async function startCheckout(sessions: Array<{ n: number; quantity?: number; stale?: boolean }>) {
  const view = renderApp('/checkout');
  await fillCart(
    view.store,
    sessions.map(({ n, quantity, stale }) => ({
      item: cartItemForSession(n, stale ? { seatsLeft: 3 } : {}),
      quantity,
    })),
  );
  return view;
}

function bookingRow(id: string) {
  return getMockDb()
    .rows('bookings')
    .find((b) => b.id === id);
}

describe('/checkout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a guest books with invoice end to end: success page, cart cleared, confirmation mail', async () => {
    const requests = recordRequests('/rpc/book_cart');
    const { store, user, location } = await startCheckout([{ n: 3, quantity: 2 }]);
    expect(document.title).toMatch(/^Kasse/);
    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    expect(screen.getByText('Schritt 1 von 5')).toBeInTheDocument();
    await walkToSummary(user, { seats: 2 });

    // The summary: net + 19 % VAT = gross, computed like the server, and the legal links.
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' });
    expect(within(table).getByText('Summe netto').closest('tr')).toHaveTextContent('2.504,20 €');
    expect(
      within(table)
        .getByText(/zzgl\. 19 % MwSt\./)
        .closest('tr'),
    ).toHaveTextContent('475,80 €');
    expect(within(table).getByText('Gesamtbetrag').closest('tr')).toHaveTextContent('2.980,00 €');
    // Opened in a new tab, so leaving to read them loses nothing typed.
    expect(screen.getByRole('link', { name: 'AGB (öffnet in neuem Tab)' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('link', { name: 'Widerrufsbelehrung (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      '/widerruf',
    );
    expect(screen.getByRole('link', { name: 'Stornobedingungen (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      '/agb#stornobedingungen',
    );

    await user.click(orderButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Buchung erfolgreich/);
    const number = await screen.findByRole('heading', { name: /^Buchungsnummer DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/ });
    const bookingNumber = number.textContent!.replace('Buchungsnummer ', '');
    expect(location().pathname).toBe('/checkout/success');
    const bookingId = new URLSearchParams(location().search).get('booking')!;
    expect(bookingRow(bookingId)).toMatchObject({
      booking_number: bookingNumber,
      payment_method: 'invoice',
      status: 'pending',
      customer_email: 'erika@example.test',
      gross_cents: 298000,
    });
    expect(screen.getByText(/Die Rechnung erhalten Sie per E-Mail/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute(
      'href',
      '/demo/postfach',
    );

    expect(requests.count()).toBe(1);
    const body = requests.json();
    expect(body._payment_method).toBe('invoice');
    expect(body._lines).toEqual([
      {
        session_id: seedId('session', 3),
        quantity: 2,
        participants: [
          { first_name: 'Person1', last_name: 'Muster', email: 'p1@example.test' },
          { first_name: 'Person2', last_name: 'Muster', email: 'p2@example.test' },
        ],
      },
    ]);
    await waitFor(() => expect(store.getState().cart.items).toEqual([]));
    const mails = await fetchDemoMails('erika@example.test');
    expect(mails.some((mail) => mail.text.includes(bookingNumber) || mail.subject.includes(bookingNumber))).toBe(true);
  });

  it('moves through the steps accessibly: progress, focus on the heading, German messages, nothing typed lost', async () => {
    const { user } = await startCheckout([{ n: 3 }]);
    await next(user);
    const heading = await stepHeading('Teilnehmer');
    expect(heading).toHaveFocus();
    expect(screen.getByText('Schritt 2 von 5')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fortschritt der Bestellung' })).toHaveTextContent('2. Teilnehmer');
    await next(user);
    expect(
      await screen.findByText('Bitte geben Sie den Vorname ein.'.replace('Vorname', 'Vornamen')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
    await user.type(screen.getByLabelText(/^Nachname/), 'Muster');
    await user.type(screen.getByLabelText(/^E-Mail/), 'kein-mail');
    await next(user);
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^E-Mail/));
    await user.type(screen.getByLabelText(/^E-Mail/), 'erika@example.test');
    await next(user);
    expect(await stepHeading('Rechnungsdaten')).toHaveFocus();

    // Company: name required, VAT id checked, PLZ five digits.
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.type(screen.getByLabelText(/^USt-IdNr/), 'DE12');
    await user.type(screen.getByLabelText(/^PLZ/), '1011');
    await next(user);
    expect(await screen.findByText('Bitte geben Sie den Firmennamen ein.')).toBeInTheDocument();
    expect(screen.getByText(/Bitte geben Sie eine gültige USt-IdNr\. ein/)).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine fünfstellige PLZ ein.')).toBeInTheDocument();

    // Back to step 2 and forward again: everything is still there.
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await stepHeading('Teilnehmer');
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Erika');
    await next(user);
    await stepHeading('Rechnungsdaten');
    expect(screen.getByLabelText(/^USt-IdNr/)).toHaveValue('DE12');
    expect(screen.getByLabelText(/^PLZ/)).toHaveValue('1011');
  });

  it('shows the empty state with links when the cart is empty', async () => {
    renderApp('/checkout');
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seminare entdecken' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Webinare ansehen' })).toHaveAttribute('href', '/webinars');
  });

  it('changes quantities and removes lines in step 1', async () => {
    const { store, user } = await startCheckout([{ n: 3 }, { n: 4 }]);
    const group = screen.getAllByRole('group', { name: /Anzahl Plätze für/ })[0]!;
    await user.click(within(group).getByRole('button', { name: 'Einen Platz mehr' }));
    expect(store.getState().cart.items[0]!.quantity).toBe(2);
    await user.click(screen.getAllByRole('button', { name: /^Entfernen/ })[1]!);
    expect(store.getState().cart.items).toHaveLength(1);
    await next(user);
    await stepHeading('Teilnehmer');
    expect(screen.getAllByLabelText(/^Vorname/)).toHaveLength(2);
  });

  it('prefills a signed-in customer from the profile', async () => {
    await signInAs('customer');
    const { user } = await startCheckout([{ n: 3 }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jetzt anmelden' })).not.toBeInTheDocument());
    await next(user);
    await stepHeading('Teilnehmer');
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Katharina');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('kunde@akademie.test');
    await next(user);
    await stepHeading('Rechnungsdaten');
    expect(screen.getByRole('radio', { name: 'Firma' })).toBeChecked();
    expect(screen.getByLabelText(/^Firmenname/)).toHaveValue('Neumann Kommunikation GmbH');
    expect(screen.getByLabelText(/^USt-IdNr/)).toHaveValue('DE123456789');
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue('Neumann');
    expect(screen.getByLabelText(/^Straße und Hausnummer/)).toHaveValue('Venloer Straße 241');
    expect(screen.getByLabelText(/^PLZ/)).toHaveValue('50823');
    expect(screen.getByLabelText(/^Ort/)).toHaveValue('Köln');
  });

  it('a signed-in customer’s success page reads the booking back when the tab does not have it', async () => {
    await signInAs('customer');
    const view = await startCheckout([{ n: 3 }]);
    await next(view.user);
    await stepHeading('Teilnehmer');
    await next(view.user);
    await stepHeading('Rechnungsdaten');
    await next(view.user);
    await stepHeading('Zahlungsart');
    await next(view.user);
    await stepHeading('Prüfen und bestellen');
    await view.user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    await view.user.click(orderButton());
    const heading = await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    const bookingId = new URLSearchParams(view.location().search).get('booking')!;
    expect(bookingRow(bookingId)).toMatchObject({ company_name: 'Neumann Kommunikation GmbH', vat_id: 'DE123456789' });
    view.unmount();

    sessionStorage.clear();
    renderApp(`/checkout/success?booking=${bookingId}`);
    expect(await screen.findByRole('heading', { name: heading.textContent! })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Gebucht' })).toHaveTextContent('1.490,00 €');
  });

  it('offers guests a sign-in that returns to the checkout with the cart', async () => {
    const { user, location } = await startCheckout([{ n: 3 }]);
    expect(screen.getByText(/Sie können auch ohne Konto als Gast buchen/)).toBeInTheDocument();
    const cartId = new URLSearchParams(location().search).get('cartId');
    await user.click(screen.getByRole('link', { name: 'Jetzt anmelden' }));
    const form = await screen.findByRole('form', { name: 'Anmeldung' });
    await user.type(within(form).getByLabelText(/^E-Mail/), 'kunde@akademie.test');
    await user.type(within(form).getByLabelText(/^Passwort/), 'kunde123');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Kasse' });
    expect(location().pathname).toBe('/checkout');
    expect(new URLSearchParams(location().search).get('cartId')).toBe(cartId);
  });

  it('a double click books exactly once', async () => {
    const requests = recordRequests('/rpc/book_cart');
    const { user } = await startCheckout([{ n: 3 }]);
    await walkToSummary(user);
    await user.dblClick(orderButton());
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    expect(requests.count()).toBe(1);
    expect(
      getMockDb()
        .rows('bookings')
        .filter((b) => b.customer_email === 'erika@example.test'),
    ).toHaveLength(1);
  });

  describe('server refusals keep the cart and every field, and name the line', () => {
    async function refusedWith(sessions: Parameters<typeof startCheckout>[0], seats = 1) {
      const requests = recordRequests('/rpc/book_cart');
      const view = await startCheckout(sessions);
      await walkToSummary(view.user, { seats });
      await view.user.click(orderButton());
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(orderButton()).toBeEnabled());
      expect(view.store.getState().cart.itemCount).toBeGreaterThan(0);
      expect(view.location().pathname).toBe('/checkout');
      expect(requests.count()).toBe(1);
      return { ...view, alert };
    }

    async function expectFieldsKept(user: Parameters<typeof next>[0]) {
      await user.click(screen.getByRole('button', { name: 'Rechnungsdaten ändern' }));
      await stepHeading('Rechnungsdaten');
      expect(screen.getByLabelText(/^Straße und Hausnummer/)).toHaveValue('Musterweg 1');
      expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('erika@example.test');
    }

    it('sold out (the seed’s fully booked KI-Coding Berlin)', async () => {
      const { alert, user, store } = await refusedWith([{ n: 3 }, { n: 47, stale: true }], 2);
      expect(alert).toHaveTextContent('Dieser Termin ist leider ausgebucht.');
      expect(alert).toHaveTextContent(
        /Betroffen ist „KI-Coding mit Lovable[^“]*“ am \d{2}\.\d{2}\.\d{4}, 09:00 Uhr in Berlin\./,
      );
      expect(alert).toHaveTextContent('Es ist kein Platz mehr frei.');
      expect(store.getState().cart.items).toHaveLength(2);
      // Step 1 marks the line.
      await user.click(within(alert).getByRole('button', { name: 'Zum Warenkorb (Schritt 1)' }));
      await stepHeading('Warenkorb');
      expect(screen.getByText('Bitte passen Sie diesen Termin an.')).toBeInTheDocument();
      await next(user);
      await next(user);
      await stepHeading('Rechnungsdaten');
      expect(screen.getByLabelText(/^Straße und Hausnummer/)).toHaveValue('Musterweg 1');
    });

    it('sold out since it was put into the cart (another booking took the seats)', async () => {
      const view = await startCheckout([{ n: 2, quantity: 2 }]);
      // Someone else books the last two seats of SEO-Grundlagen München meanwhile.
      const db = getMockDb();
      db.setRows(
        'seminar_sessions',
        db.rows('seminar_sessions').map((s) => (s.id === seedId('session', 2) ? { ...s, seats_booked: 13 } : s)),
      );
      await walkToSummary(view.user, { seats: 2 });
      await view.user.click(orderButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        /ausgebucht\. Betroffen ist „SEO-Grundlagen[^“]*“ am .* in München\. Es ist noch 1 Platz frei\./,
      );
      await expectFieldsKept(view.user);
    });

    it('cancelled', async () => {
      const { alert, user } = await refusedWith([{ n: 10 }]);
      expect(alert).toHaveTextContent(/Dieser Termin wurde abgesagt\. Betroffen ist „Google Ads[^“]*“ am .* in Köln\./);
      await expectFieldsKept(user);
    });

    it('in the past', async () => {
      const { alert, user } = await refusedWith([{ n: 1 }]);
      expect(alert).toHaveTextContent(
        /Dieser Termin liegt in der Vergangenheit\. Betroffen ist „SEO-Grundlagen[^“]*“ am .* in Berlin\./,
      );
      await expectFieldsKept(user);
    });

    it('invalid input', async () => {
      server.use(
        http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/book_cart`, () =>
          HttpResponse.json(
            {
              code: 'P0001',
              message: 'INVALID_INPUT',
              details: JSON.stringify({ field: 'customer.postal_code', reason: 'invalid' }),
              hint: null,
            },
            { status: 400 },
          ),
        ),
      );
      const { alert, user } = await refusedWith([{ n: 3 }]);
      expect(alert).toHaveTextContent(
        'Die Angaben sind unvollständig oder ungültig. Bitte prüfen Sie Ihre Eingaben. Bitte prüfen Sie das Feld „PLZ“.',
      );
      await expectFieldsKept(user);
    });

    it('a price changed since the cart was filled: nothing booked, the new total shown, then booked', async () => {
      const requests = recordRequests('/rpc/book_cart');
      const view = await startCheckout([{ n: 3 }]);
      const db = getMockDb();
      const seminarId = view.store.getState().cart.items[0]!.seminarId;
      db.setRows(
        'seminars',
        db.rows('seminars').map((s) => (s.id === seminarId ? { ...s, price_net_cents: 139000 } : s)),
      );
      await walkToSummary(view.user);
      await view.user.click(orderButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Die Preise haben sich seit dem Hinzufügen zum Warenkorb geändert. Neuer Gesamtbetrag: 1.654,10 €.',
      );
      expect(requests.count()).toBe(0);
      const table = screen.getByRole('table', { name: 'Ihre Bestellung' });
      expect(within(table).getByText('Gesamtbetrag').closest('tr')).toHaveTextContent('1.654,10 €');
      expect(view.store.getState().cart.itemCount).toBe(1);

      await view.user.click(orderButton());
      await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
      expect(requests.count()).toBe(1);
      expect(screen.getByRole('table', { name: 'Gebucht' })).toHaveTextContent('1.654,10 €');
    });
  });

  describe('online payment', () => {
    async function bookOnline() {
      const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
      const view = await startCheckout([{ n: 3 }]);
      const cartId = view.store.getState().cart.cartId!;
      await walkToSummary(view.user, { payment: 'Online bezahlen' });
      await view.user.click(orderButton());
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = new URL(assign.mock.calls[0]![0]);
      expect(url.pathname).toBe('/demo/zahlung');
      // The cart stays until the payment succeeded; the button stays busy while the browser leaves.
      expect(view.store.getState().cart.itemCount).toBe(1);
      expect(orderButton()).toBeDisabled();
      view.unmount();
      assign.mockClear();
      return { assign, url, cartId, bookingId: url.searchParams.get('booking')! };
    }

    it('sends the browser to the provider; confirming there lands on the success page, paid, cart cleared', async () => {
      const { assign, url, bookingId } = await bookOnline();
      expect(bookingRow(bookingId)).toMatchObject({ payment_method: 'online', status: 'pending' });

      const provider = renderApp(`${url.pathname}${url.search}`);
      expect(await screen.findByText(/^DA-\d{4}-[A-HJKMNP-Z2-9]{8}$/)).toBeInTheDocument();
      expect(screen.getByText('1.490,00 €')).toBeInTheDocument();
      await provider.user.click(screen.getByRole('button', { name: 'Zahlung bestätigen' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`/checkout/success?booking=${bookingId}`));
      expect(bookingRow(bookingId)).toMatchObject({ status: 'paid' });
      provider.unmount();

      const success = renderApp(`/checkout/success?booking=${bookingId}`);
      expect(await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ })).toBeInTheDocument();
      expect(screen.getByText(/Ihre Zahlung ist eingegangen/)).toBeInTheDocument();
      // Paid: binding, so the issued invoice is offered (the guest reads it with the tab's payment token).
      expect(
        await within(screen.getByRole('region', { name: 'Rechnung' })).findByRole('button', {
          name: /^PDF herunterladen – Rechnung RE-\d{4}-\d{5}$/,
        }),
      ).toBeEnabled();
      await waitFor(() => expect(success.store.getState().cart.isLoading).toBe(false));
      await waitFor(() => expect(success.store.getState().cart.itemCount).toBe(0));
    });

    it('cancelling at the provider returns to the cancelled page with the cart intact and a way back', async () => {
      const { assign, url, bookingId, cartId } = await bookOnline();
      const provider = renderApp(`${url.pathname}${url.search}`);
      await provider.user.click(await screen.findByRole('button', { name: 'Zahlung abbrechen' }));
      const back = `/checkout/cancelled?booking=${bookingId}&cartId=${cartId}`;
      await waitFor(() => expect(assign).toHaveBeenCalledWith(back));
      provider.unmount();

      const cancelled = renderApp(back);
      expect(await screen.findByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeInTheDocument();
      expect(document.title).toMatch(/^Zahlung abgebrochen/);
      expect(screen.getByText('Es wurde nichts abgebucht. Ihr Warenkorb ist unverändert.')).toBeInTheDocument();
      await waitFor(() => expect(cancelled.store.getState().cart.itemCount).toBe(1));
      const link = screen.getByRole('link', { name: 'Zurück zur Kasse' });
      expect(link).toHaveAttribute('href', `/checkout?cartId=${cartId}`);
      await cancelled.user.click(link);
      await stepHeading('Warenkorb');
      await next(cancelled.user);
      await next(cancelled.user);
      // The typed data came back with the tab's draft.
      await stepHeading('Rechnungsdaten');
      expect(screen.getByLabelText(/^Straße und Hausnummer/)).toHaveValue('Musterweg 1');
    });
  });

  it('offers the dates as .ics; a pending guest booking offers no invoice yet', async () => {
    const created = captureDownloads();
    const { user } = await startCheckout([{ n: 3 }]);
    await walkToSummary(user);
    await user.click(orderButton());
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    // Issue 30: an invoice exists only once the booking is binding; none is drawn from the live booking before.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Rechnung' })).toHaveTextContent(
        'Die Rechnung stellen wir aus, sobald Ihre Buchung bestätigt ist.',
      ),
    );
    expect(screen.queryByRole('button', { name: /Rechnung als PDF|PDF herunterladen/ })).not.toBeInTheDocument();

    // No act() around user-event: it already wraps each step, and an outer act() turns a timer that fires during the
    // click (the route's 300 ms title announcement) into React's "environment is not configured to support act".
    await user.click(screen.getByRole('button', { name: 'Termine in den Kalender (.ics)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(await created[0]!.text()).toContain('SUMMARY:SEO-Grundlagen');
  });

  it('says so, and offers no half calendar file, when the dates cannot be read (docs/calendar.md)', async () => {
    const created = captureDownloads();
    const { user } = await startCheckout([{ n: 3 }]);
    await walkToSummary(user);
    await user.click(orderButton());
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`, () =>
        HttpResponse.json({ code: '57014', message: 'canceling statement due to statement timeout' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Termine in den Kalender (.ics)' }));
    expect(await screen.findByText('Kalenderdatei nicht verfügbar')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});
