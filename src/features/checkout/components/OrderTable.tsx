import type { CartItem } from '@/features/cart';
import { formatCents } from '@/lib/format';
import { Fragment } from 'react';
import { lineBreakdown } from '@/lib/discountRows';
import { lineLabel } from '../lineLabel';
import { cartLineTotals, cartTotals, type Totals } from '../pricing';
import styles from './Checkout.module.css';

interface OrderTableProps {
  items: readonly CartItem[];
  /** The server's totals (after booking); otherwise computed from the lines like the server does. */
  totals?: Totals;
  caption?: string;
}

/**
 * Lines with net, VAT and gross; the totals as net + VAT = gross (docs/data-model.md). Where the table has no room
 * for five columns (a phone), each line stacks its figures under the date, labelled by `data-label`.
 */
export function OrderTable({ items, totals, caption = 'Ihre Bestellung' }: OrderTableProps) {
  const lines = cartLineTotals(items);
  const sum = totals ?? cartTotals(items);
  const rates = [...new Set(items.map((item) => item.vatRate))];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Termin</th>
            <th scope="col" className={styles.number}>
              Plätze
            </th>
            <th scope="col" className={styles.number}>
              Netto
            </th>
            <th scope="col" className={styles.number}>
              MwSt.
            </th>
            <th scope="col" className={styles.number}>
              Brutto
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            // A line's VAT is its share of its rate's VAT on the net sum, so the column adds up to the total.
            const { list, discounts } = lineBreakdown(lines[index]!.estimate, item.vatRate);
            return (
              <Fragment key={item.id}>
                <tr>
                  <td>{lineLabel(item)}</td>
                  <td className={styles.number} data-label="Plätze">
                    {item.quantity}
                  </td>
                  <td className={styles.number} data-label="Netto">
                    {formatCents(list.netCents)}
                  </td>
                  <td className={styles.number} data-label="MwSt.">
                    {formatCents(list.vatCents)} ({item.vatRate} %)
                  </td>
                  <td className={styles.number} data-label="Brutto">
                    {formatCents(list.grossCents)}
                  </td>
                </tr>
                {discounts.map((discount) => (
                  <tr key={discount.label}>
                    <td>{discount.label}</td>
                    <td className={styles.number} />
                    <td className={styles.number} data-label="Netto">
                      {formatCents(discount.netCents)}
                    </td>
                    <td className={styles.number} data-label="MwSt.">
                      {formatCents(discount.vatCents)}
                    </td>
                    <td className={styles.number} data-label="Brutto">
                      {formatCents(discount.grossCents)}
                    </td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Summe netto
            </th>
            <td className={styles.number}>{formatCents(sum.netCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              zzgl. {rates.length === 1 ? `${rates[0]} % ` : ''}MwSt.
            </th>
            <td className={styles.number}>{formatCents(sum.vatCents)}</td>
          </tr>
          <tr className={styles.grandTotal}>
            <th scope="row" colSpan={4}>
              Gesamtbetrag
            </th>
            <td className={styles.number}>{formatCents(sum.grossCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
