import { useFormContext } from 'react-hook-form';
import { formStyles } from '@/components/Form';
import type { CheckoutFormValues } from '../checkoutTypes';
import { holdHintText, useHoldTerms, useNeedsEmailConfirmation } from './HoldNotice';
import styles from './Checkout.module.css';

export const PAYMENT_LABELS = { invoice: 'Rechnung', online: 'Online bezahlen' } as const;

/** Step 4: `Rechnung` or `Online bezahlen`, each with how long the order holds the seats. */
export function PaymentStep({ demo }: { demo: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const needsConfirmation = useNeedsEmailConfirmation();
  const terms = useHoldTerms();
  const invoiceHold = holdHintText('invoice', needsConfirmation, terms);
  const onlineHold = holdHintText('online', needsConfirmation, terms);
  return (
    <fieldset
      className={formStyles.fieldset}
      aria-describedby={errors.paymentMethod ? 'zahlungsart-fehler' : undefined}
    >
      <legend className={formStyles.legend}>Wie möchten Sie bezahlen?</legend>
      <div className={styles.radios}>
        <label className={styles.radio}>
          <input type="radio" value="invoice" {...register('paymentMethod')} />
          <span>
            {PAYMENT_LABELS.invoice}
            <span className={styles.radioHint}>
              Sie erhalten die Rechnung per E-Mail, zahlbar innerhalb von 14 Tagen.
              {invoiceHold ? ` ${invoiceHold}` : ''}
            </span>
          </span>
        </label>
        <label className={styles.radio}>
          <input type="radio" value="online" {...register('paymentMethod')} />
          <span>
            {PAYMENT_LABELS.online}
            <span className={styles.radioHint}>
              Kreditkarte und weitere Zahlarten beim Zahlungsanbieter
              {demo ? ' (im Demo-Modus eine simulierte Zahlungsseite)' : ''}. {onlineHold}
            </span>
          </span>
        </label>
      </div>
      {errors.paymentMethod ? (
        <p id="zahlungsart-fehler" className={formStyles.error}>
          {errors.paymentMethod.message}
        </p>
      ) : null}
    </fieldset>
  );
}
