/**
 * The success page's invoice (docs/invoices.md, issue 30): the issued record once the booking is binding, never a
 * document drawn from the live booking before that. A guest reads it with the payment token `book_cart` gave the tab.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from '@/lib/supabase';
import { getMockDb } from '../../../mocks';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';
import {
  cartItemForSession,
  fillCart,
  next,
  orderButton,
  stepHeading,
  walkToSummary,
} from '../checkout/checkoutFixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 4000 });

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

async function startCheckout() {
  const view = renderApp('/checkout');
  await fillCart(view.store, [{ item: cartItemForSession(3) }]);
  return view;
}

function invoicesOf(bookingId: string) {
  return getMockDb()
    .rows('invoices')
    .filter((row) => row.booking_id === bookingId);
}

describe('/checkout/success: Rechnung', () => {
  it('a pending guest booking shows no invoice, only that it follows the confirmation; confirmed, it is there', async () => {
    const created = captureDownloads();
    const asked = recordRequests('/rpc/guest_invoices');
    const view = await startCheckout();
    await walkToSummary(view.user);
    await view.user.click(orderButton());
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    const bookingId = new URLSearchParams(view.location().search).get('booking')!;
    const section = screen.getByRole('region', { name: 'Rechnung' });
    await waitFor(() =>
      expect(section).toHaveTextContent(
        'Die Rechnung stellen wir aus, sobald Ihre Buchung bestätigt ist. Laden Sie diese Seite nach der Bestätigung neu, um sie herunterzuladen.',
      ),
    );
    // Asked with the tab's token; nothing issued, nothing offered.
    expect(asked.json()).toMatchObject({ _booking_id: bookingId, _payment_token: expect.any(String) });
    expect(invoicesOf(bookingId)).toEqual([]);
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rechnung als PDF/ })).not.toBeInTheDocument();
    view.unmount();

    // The guest confirms through the e-mail's link: the booking is binding and its invoice issued.
    const token = getMockDb()
      .rows('booking_tokens')
      .find((row) => row.booking_id === bookingId)!.confirmation_token as string;
    const client = await getSupabase();
    const { error } = await act(() => client.rpc('confirm_booking_email', { _token: token }));
    expect(error).toBeNull();
    const [invoice] = invoicesOf(bookingId);
    expect(invoice).toMatchObject({ kind: 'invoice' });

    const again = renderApp(`/checkout/success?booking=${bookingId}`);
    const reloaded = await screen.findByRole('region', { name: 'Rechnung' });
    const button = await within(reloaded).findByRole('button', {
      name: `PDF herunterladen – Rechnung ${String(invoice!.number)}`,
    });
    // A consumer's invoice: a plain PDF, no XRechnung.
    expect(within(reloaded).queryByRole('button', { name: /XRechnung/ })).not.toBeInTheDocument();
    await again.user.click(button);
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 15_000 });
    const pdf = new Uint8Array(await created[0]!.arrayBuffer());
    expect(latin1(pdf.slice(0, 5))).toBe('%PDF-');
  });

  it('a signed-in customer’s invoice booking is binding at once: its invoice and XRechnung are on the success page', async () => {
    const created = captureDownloads();
    await signInAs('customer');
    const view = await startCheckout();
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
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    const bookingId = new URLSearchParams(view.location().search).get('booking')!;
    const [invoice] = invoicesOf(bookingId);
    const number = String(invoice!.number);

    const section = screen.getByRole('region', { name: 'Rechnung' });
    await view.user.click(
      await within(section).findByRole('button', { name: `PDF herunterladen – Rechnung ${number}` }),
    );
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 15_000 });
    expect(latin1(new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    await view.user.click(within(section).getByRole('button', { name: `XRechnung (XML) – Rechnung ${number}` }));
    await waitFor(() => expect(created).toHaveLength(2), { timeout: 15_000 });
    const xml = await created[1]!.text();
    expect(xml).toMatch(new RegExp(`<rsm:ExchangedDocument>\\s*<ram:ID>${number}</ram:ID>`));
    expect(xml).toContain('Neumann Kommunikation GmbH');
  });
});
