/**
 * VAT per rate on the net sum (docs/pricing.md) in the checkout: three lines of 10,40 € net at 19 % carry 1,976 € VAT
 * each, 5,94 € if rounded per line but 5,93 € on the net sum. The summary shows what book_cart (the mock) then charges,
 * and its VAT column (each line's share) adds up to that total.
 */
import { configure, screen, within } from '@testing-library/react';
import { getMockDb } from '../../../mocks';
import { serviceContext } from '../../../mocks/db/rls';
import { updateRow } from '../../../mocks/db/writes';
import { todayInBerlin } from '@/lib/format';
import { renderApp } from '../../utils/renderApp';
import { cartItemForSession, fillCart, orderButton, walkToSummary } from './checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

/** Three bookable dates of one seed seminar without discounts of its own, priced at 10,40 € net. */
function threeDatesAt1040(): number[] {
  const db = getMockDb();
  const today = todayInBerlin();
  const seminar = db
    .rows('seminars')
    .find(
      (s) =>
        s.published === true &&
        Number(s.vat_rate) === 19 &&
        !s.early_bird_percent &&
        !s.group_discount_percent &&
        db
          .rows('seminar_sessions')
          .filter((x) => x.seminar_id === s.id && x.status === 'scheduled' && String(x.start_date) > today).length >= 3,
    )!;
  updateRow(db, 'seminars', seminar, { price_net_cents: 1_040 }, serviceContext(db));
  return db
    .rows('seminar_sessions')
    .filter((x) => x.seminar_id === seminar.id && x.status === 'scheduled' && String(x.start_date) > today)
    .slice(0, 3)
    .map((x) => Number(/(\d+)$/.exec(String(x.id))![1]));
}

describe('/checkout: VAT per rate on the net sum', () => {
  it('shows 5,93 € VAT for three lines of 1,976 € each and books exactly that', async () => {
    const sessions = threeDatesAt1040();
    const { store, user, location } = renderApp('/checkout');
    await fillCart(
      store,
      sessions.map((n) => ({ item: cartItemForSession(n) })),
    );
    await walkToSummary(user, { seats: 3 });

    const table = screen.getByRole('table', { name: 'Ihre Bestellung' });
    const row = (label: string | RegExp) => within(table).getByText(label).closest('tr');
    expect(row('Summe netto')).toHaveTextContent('31,20 €');
    expect(row(/zzgl\. 19 % MwSt\./)).toHaveTextContent('5,93 €');
    expect(row('Gesamtbetrag')).toHaveTextContent('37,13 €');
    // The lines' VAT: 1,98 € + 1,98 € + 1,97 € = 5,93 €.
    const lineVat = within(table)
      .getAllByText(/\(19 %\)$/)
      .map((cell) => cell.textContent?.replace(/\s+/g, ' '));
    expect(lineVat).toEqual(['1,98 € (19 %)', '1,98 € (19 %)', '1,97 € (19 %)']);

    await user.click(orderButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' })).toBeInTheDocument();
    const bookingId = new URLSearchParams(location().search).get('booking')!;
    const db = getMockDb();
    expect(db.rows('bookings').find((b) => b.id === bookingId)).toMatchObject({
      net_cents: 3_120,
      vat_cents: 593,
      gross_cents: 3_713,
    });
    const shares = db
      .rows('booking_items')
      .filter((i) => i.booking_id === bookingId)
      .map((i) => Number(i.line_vat_cents))
      .sort();
    expect(shares).toEqual([197, 198, 198]);
  });
});
