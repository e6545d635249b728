import type { CartItem } from '@/features/cart';
import { foreignCountryName } from '@/lib/validation';
import type { CheckoutStep } from '../checkoutSteps';
import type { CheckoutFormValues } from '../checkoutTypes';
import { lineLabel } from '../lineLabel';
import { lineKey } from '../validation';
import { PAYMENT_LABELS } from './PaymentStep';
import styles from './Checkout.module.css';

interface OrderReviewProps {
  items: readonly CartItem[];
  values: CheckoutFormValues;
  onEdit: (step: CheckoutStep) => void;
}

/** The summary's review: participants, billing address and payment method, each with its way back to change it. */
export function OrderReview({ items, values, onEdit }: OrderReviewProps) {
  const { customer, participants, paymentMethod } = values;
  return (
    <div className={styles.review}>
      <div>
        <h3>Teilnehmer</h3>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {lineLabel(item)}:{' '}
              {(participants[lineKey(item.id)] ?? [])
                .slice(0, item.quantity)
                .map((p) => `${p.firstName} ${p.lastName}`.trim())
                .join(', ')}
            </li>
          ))}
        </ul>
        <button type="button" className={styles.linkButton} onClick={() => onEdit('participants')}>
          Teilnehmer ändern
        </button>
      </div>
      <div>
        <h3>Rechnungsadresse</h3>
        <p>
          {customer.customerType === 'company' && customer.companyName ? (
            <>
              {customer.companyName}
              <br />
            </>
          ) : null}
          {customer.firstName} {customer.lastName}
          <br />
          {customer.street}
          <br />
          {customer.postalCode} {customer.city}
          <br />
          {foreignCountryName(customer.country) ? (
            <>
              {foreignCountryName(customer.country)}
              <br />
            </>
          ) : null}
          {customer.email}
          {customer.customerType === 'company' && customer.vatId ? (
            <>
              <br />
              USt-IdNr. {customer.vatId}
            </>
          ) : null}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => onEdit('customer')}>
          Rechnungsdaten ändern
        </button>
      </div>
      <div>
        <h3>Zahlungsart</h3>
        <p>{PAYMENT_LABELS[paymentMethod]}</p>
        <button type="button" className={styles.linkButton} onClick={() => onEdit('payment')}>
          Zahlungsart ändern
        </button>
      </div>
    </div>
  );
}
