import { useSelector } from 'react-redux';
import { selectUser } from '@/features/auth';
import { renderedQuery } from '@/lib/api';
import { useHoldTermsQuery, type HoldTerms } from '../checkoutQueries';
import type { PaymentMethod } from '../checkoutTypes';
import styles from './Checkout.module.css';

const hours = (n: number) => (n === 1 ? '1 Stunde' : `${n} Stunden`);
const minutes = (n: number) => (n === 1 ? '1 Minute' : `${n} Minuten`);

/**
 * What happens after ordering, in the words of the rule the database applies (private.start_hold,
 * docs/booking-rules.md): online, the seats are held while the customer pays; by invoice, a booker without a
 * confirmed address must confirm it by the mail's link or the booking lapses. `terms` is null while the settings load.
 */
export function holdNoticeText(
  method: PaymentMethod,
  needsConfirmation: boolean,
  terms: HoldTerms | null | undefined,
): string | null {
  if (method === 'online') {
    const within = terms ? `${minutes(terms.online_hold_minutes)} lang` : 'für kurze Zeit';
    return (
      `Ihre Plätze sind nach der Bestellung ${within} für Sie reserviert, während Sie beim Zahlungsanbieter ` +
      'bezahlen. Ohne Zahlung in dieser Zeit verfällt die Buchung und die Plätze werden wieder frei.'
    );
  }
  if (method === 'invoice' && needsConfirmation) {
    const within = terms ? `innerhalb von ${hours(terms.invoice_confirmation_hours)}` : 'rechtzeitig';
    return (
      'Nach der Bestellung senden wir Ihnen eine E-Mail mit dem Link „Buchung bestätigen“. Bitte bestätigen Sie ' +
      `damit Ihre E-Mail-Adresse ${within}; bis dahin sind Ihre Plätze reserviert, ohne Bestätigung verfällt die ` +
      'Buchung.'
    );
  }
  return null;
}

/** The same rule in one sentence, for the payment method's choice (step 4). */
export function holdHintText(
  method: PaymentMethod,
  needsConfirmation: boolean,
  terms: HoldTerms | null | undefined,
): string | null {
  if (method === 'online') {
    return terms
      ? `Ihre Plätze sind ${minutes(terms.online_hold_minutes)} für die Zahlung reserviert.`
      : 'Ihre Plätze sind für die Zahlung reserviert.';
  }
  if (!needsConfirmation) return null;
  const within = terms ? `innerhalb von ${hours(terms.invoice_confirmation_hours)}` : 'rechtzeitig';
  return `Bitte bestätigen Sie danach ${within} Ihre E-Mail-Adresse über den Link in unserer E-Mail, sonst verfällt die Buchung.`;
}

/** Whether an invoice order must be confirmed by mail: guests and accounts whose address is not confirmed yet. */
export function useNeedsEmailConfirmation(): boolean {
  return !useSelector(selectUser)?.email_confirmed_at;
}

export function useHoldTerms(): HoldTerms | undefined {
  return useHoldTermsQuery(undefined, { selectFromResult: renderedQuery }).data;
}

/** The notice shown before `Zahlungspflichtig bestellen` for the chosen payment method (nothing when binding at once). */
export function HoldNotice({ method }: { method: PaymentMethod }) {
  const text = holdNoticeText(method, useNeedsEmailConfirmation(), useHoldTerms());
  if (!text) return null;
  return (
    <p className={styles.holdNotice}>
      <strong>So geht es weiter: </strong>
      {text}
    </p>
  );
}
