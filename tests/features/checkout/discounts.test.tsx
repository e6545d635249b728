/**
 * Prices in the checkout (docs/pricing.md): the summary lists each discount as its own line with net, VAT and gross,
 * its totals are the cart's estimate by the shared linePrice, and book_cart (the mock) charges exactly that.
 * Seed: Marketing Automation in Hamburg (session 33, about 70 days ahead): 10 % early bird until 60 days before,
 * 10 % group discount from 3 persons.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { getMockDb } from '../../../mocks';
import { captureDownloads } from '../../utils/downloads';
import { pdfText } from '../../utils/pdfText';
import { renderApp } from '../../utils/renderApp';
import { cartItemForSession, fillCart, orderButton, walkToSummary } from './checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

const TERMS = { earlyBirdPercent: 10, earlyBirdDays: 60, groupDiscountPercent: 10, groupMinParticipants: 3 };

describe('/checkout with discounts', () => {
  it('shows early-bird and group discount lines, books at exactly those totals, and the invoice lists them', async () => {
    const created = captureDownloads();
    const { store, user, location } = renderApp('/checkout');
    await fillCart(store, [{ item: cartItemForSession(33, { discounts: TERMS }), quantity: 3 }]);
    await walkToSummary(user, { seats: 3 });

    const table = screen.getByRole('table', { name: 'Ihre Bestellung' });
    const row = (label: string | RegExp) => within(table).getByText(label).closest('tr');
    // 3 × 1.390,00 € = 4.170,00 € list; each discount 10 % = 417,00 € net, 79,23 € VAT, 496,23 € gross.
    expect(row('Frühbucherrabatt 10 %')).toHaveTextContent(/-417,00 €.*-79,23 €.*-496,23 €/);
    expect(row('Gruppenrabatt 10 %')).toHaveTextContent(/-417,00 €.*-79,23 €.*-496,23 €/);
    expect(row('Summe netto')).toHaveTextContent('3.336,00 €');
    expect(row(/zzgl\. 19 % MwSt\./)).toHaveTextContent('633,84 €');
    expect(row('Gesamtbetrag')).toHaveTextContent('3.969,84 €');

    await user.click(orderButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeInTheDocument();
    const bookingId = new URLSearchParams(location().search).get('booking')!;
    const db = getMockDb();
    expect(db.rows('bookings').find((b) => b.id === bookingId)).toMatchObject({
      net_cents: 333_600,
      vat_cents: 63_384,
      gross_cents: 396_984,
    });
    expect(db.rows('booking_items').find((i) => i.booking_id === bookingId)).toMatchObject({
      unit_net_cents: 139_000,
      early_bird_percent: 10,
      early_bird_cents: 41_700,
      group_discount_percent: 10,
      group_discount_cents: 41_700,
      line_net_cents: 333_600,
    });

    // The invoice of the success page: the line at list price, then each discount with net, VAT and gross.
    await user.click(screen.getByRole('button', { name: 'Rechnung als PDF herunterladen' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = (await pdfText(new Uint8Array(await created[0]!.arrayBuffer()))).join('\n');
    // (Each amount is followed by the currency sign's bytes, whatever pdfText decodes them to.)
    expect(text).toMatch(/Marketing Automation mit CRM\n3\n4\.170,00[^\n]*\n792,30[^\n]*\n4\.962,30/);
    expect(text).toMatch(/Frühbucherrabatt 10 %\n-417,00[^\n]*\n-79,23[^\n]*\n-496,23/);
    expect(text).toMatch(/Gruppenrabatt 10 %\n-417,00[^\n]*\n-79,23[^\n]*\n-496,23/);
    expect(text).toMatch(/Summe netto\n3\.336,00/);
    expect(text).toMatch(/Gesamtbetrag\n3\.969,84/);
  });
});
