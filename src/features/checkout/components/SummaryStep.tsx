import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { CartItem } from '@/features/cart';
import { CANCELLATION_ANCHOR } from '@/features/legal';
import { Button } from '@/components/Button';
import { CheckboxField, FormAlert } from '@/components/Form';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import type { CheckoutStep } from '../checkoutSteps';
import type { CheckoutFormValues } from '../checkoutTypes';
import { OrderTable } from './OrderTable';
import { OrderReview } from './OrderReview';
import { HoldNotice } from './HoldNotice';
import styles from './Checkout.module.css';

interface SummaryStepProps {
  items: readonly CartItem[];
  pending: boolean;
  changedGrossCents: number | null;
  error: string | null;
  onEdit: (step: CheckoutStep) => void;
}

function NewTab({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (öffnet in neuem Tab)</span>
    </Link>
  );
}

/**
 * Step 5: everything at a glance, net + VAT = gross, the legal links, consent, what happens after ordering (the hold)
 * and `Zahlungspflichtig bestellen`.
 */
export function SummaryStep({ items, pending, changedGrossCents, error, onEdit }: SummaryStepProps) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <>
      {error ? (
        <FormAlert>
          <p>{error}</p>
          <button type="button" className={styles.linkButton} onClick={() => onEdit('cart')}>
            Zum Warenkorb (Schritt 1)
          </button>
        </FormAlert>
      ) : null}
      {changedGrossCents !== null ? (
        <FormAlert>
          Die Preise haben sich seit dem Hinzufügen zum Warenkorb geändert. Neuer Gesamtbetrag:{' '}
          <strong>{formatCents(changedGrossCents)}</strong>. Es wurde nichts gebucht. Bitte prüfen Sie die
          Zusammenfassung und bestellen Sie erneut.
        </FormAlert>
      ) : null}
      <OrderReview items={items} values={getValues()} onEdit={onEdit} />
      <OrderTable items={items} />
      <p className={styles.legal}>
        Es gelten unsere <NewTab to={paths.agb}>AGB</NewTab> mit den{' '}
        <NewTab to={`${paths.agb}#${CANCELLATION_ANCHOR}`}>Stornobedingungen</NewTab>. Verbraucher haben ein
        Widerrufsrecht: <NewTab to={paths.widerruf}>Widerrufsbelehrung</NewTab>.
      </p>
      <CheckboxField
        label="Ich habe die AGB, die Stornobedingungen und die Widerrufsbelehrung gelesen und akzeptiere die AGB."
        required
        error={errors.consent?.message}
        {...register('consent')}
      />
      <HoldNotice method={getValues('paymentMethod')} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onEdit('payment')} disabled={pending}>
          Zurück
        </Button>
        <Button type="submit" pending={pending}>
          Zahlungspflichtig bestellen
        </Button>
      </div>
    </>
  );
}
