/**
 * Prices in the checkout (docs/pricing.md): the summary lists each discount as its own line with net, VAT and gross,
 * its totals are the cart's estimate by the shared linePrice, and book_cart (the mock) charges exactly that.
 * Seed: Marketing Automation in Hamburg (session 33, about 70 days ahead): 10 % early bird until 60 days before,
 * 10 % group discount from 3 persons.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from '@/lib/supabase';
import { getMockDb } from '../../../mocks';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { cartItemForSession, fillCart, orderButton, walkToSummary } from './checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

/** The text as a tax adviser's pdftotext reads it (the invoice embeds subset fonts; poppler maps them back). */
function pdfToText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const TERMS = { earlyBirdPercent: 10, earlyBirdDays: 60, groupDiscountPercent: 10, groupMinParticipants: 3 };

describe('/checkout with discounts', () => {
  it('shows early-bird and group discount lines, books at exactly those totals, and the invoice lists them', async () => {
    const created = captureDownloads();
    const view = renderApp('/checkout');
    const { store, user, location } = view;
    await fillCart(store, [{ item: cartItemForSession(33, { discounts: TERMS }), quantity: 3 }]);
    await walkToSummary(user, { seats: 3 });

    const table = screen.getByRole('table', { name: 'Ihre Bestellung' });
    const row = (label: string | RegExp) => within(table).getByText(label).closest('tr');
    // 3 × 1.420,17 € (1.690 € incl. VAT) = 4.260,51 € list; each discount 10 % = 426,05 € net, 80,95 € VAT, 507,00 € gross.
    expect(row('Frühbucherrabatt 10 %')).toHaveTextContent(/-426,05 €.*-80,95 €.*-507,00 €/);
    expect(row('Gruppenrabatt 10 %')).toHaveTextContent(/-426,05 €.*-80,95 €.*-507,00 €/);
    expect(row('Summe netto')).toHaveTextContent('3.408,41 €');
    expect(row(/zzgl\. 19 % MwSt\./)).toHaveTextContent('647,60 €');
    expect(row('Gesamtbetrag')).toHaveTextContent('4.056,01 €');

    await user.click(orderButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeInTheDocument();
    const bookingId = new URLSearchParams(location().search).get('booking')!;
    const db = getMockDb();
    expect(db.rows('bookings').find((b) => b.id === bookingId)).toMatchObject({
      net_cents: 340_841,
      vat_cents: 64_760,
      gross_cents: 405_601,
    });
    expect(db.rows('booking_items').find((i) => i.booking_id === bookingId)).toMatchObject({
      unit_net_cents: 142_017,
      early_bird_percent: 10,
      early_bird_cents: 42_605,
      group_discount_percent: 10,
      group_discount_cents: 42_605,
      line_net_cents: 340_841,
    });

    // The invoice, once the guest confirmed the booking (issue 30: none before it is binding), lists the discounts.
    const token = db.rows('booking_tokens').find((t) => t.booking_id === bookingId)!.confirmation_token as string;
    const client = await getSupabase();
    const { error } = await act(() => client.rpc('confirm_booking_email', { _token: token }));
    expect(error).toBeNull();
    view.unmount();
    const again = renderApp(`/checkout/success?booking=${bookingId}`);
    await again.user.click(await screen.findByRole('button', { name: /^PDF herunterladen – Rechnung RE-/ }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 15_000 });
    const text = pdfToText(new Uint8Array(await created[0]!.arrayBuffer()));
    // The line at list price, then each discount with its amount, then the totals the booking charged.
    expect(text).toMatch(/Marketing Automation mit CRM,\nHafenkontor Workshop-Etage, Hamburg\n/);
    expect(text).toContain('3 × 1.420,17 € = 4.260,51 €\nabzüglich Frühbucherrabatt 10 %: −426,05 €');
    expect(text).toContain('abzüglich Gruppenrabatt 10 %: −426,05 €');
    expect(text).toMatch(
      /Summe netto\nUmsatzsteuer 19 % auf 3\.408,41 €\nRechnungsbetrag brutto\s+3\.408,41 €\n647,60 €\n4\.056,01 €/,
    );
  });
});
