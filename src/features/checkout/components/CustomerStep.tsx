import { useFormContext } from 'react-hook-form';
import { AddressFields } from '@/components/AddressFields';
import { TextField, formStyles } from '@/components/Form';
import type { CheckoutFormValues } from '../checkoutTypes';

import styles from './Checkout.module.css';

/** Step 3: who orders and where the invoice goes (private or company). */
export function CustomerStep() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const customerErrors = errors.customer ?? {};
  const isCompany = watch('customer.customerType') === 'company';
  return (
    <>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Sie buchen als</legend>
        <div className={styles.radios}>
          <label className={styles.radio}>
            <input type="radio" value="private" {...register('customer.customerType')} />
            <span>Privatperson</span>
          </label>
          <label className={styles.radio}>
            <input type="radio" value="company" {...register('customer.customerType')} />
            <span>Firma</span>
          </label>
        </div>
      </fieldset>
      {isCompany ? (
        <div className={formStyles.row}>
          <TextField
            label="Firmenname"
            required
            autoComplete="organization"
            error={customerErrors.companyName?.message}
            {...register('customer.companyName')}
          />
          <TextField
            label="USt-IdNr."
            hint="Optional, z. B. DE123456789"
            autoComplete="off"
            error={customerErrors.vatId?.message}
            {...register('customer.vatId')}
          />
        </div>
      ) : null}
      {isCompany ? (
        <TextField
          label="Bestellnummer / Leitweg-ID (optional)"
          hint="Für öffentliche Auftraggeber: die Leitweg-ID für die XRechnung."
          autoComplete="off"
          error={customerErrors.buyerReference?.message}
          {...register('customer.buyerReference')}
        />
      ) : null}
      <div className={formStyles.row}>
        <TextField
          label="Vorname"
          required
          autoComplete="given-name"
          error={customerErrors.firstName?.message}
          {...register('customer.firstName')}
        />
        <TextField
          label="Nachname"
          required
          autoComplete="family-name"
          error={customerErrors.lastName?.message}
          {...register('customer.lastName')}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          label="E-Mail"
          type="email"
          required
          autoComplete="email"
          hint="Dorthin senden wir die Buchungsbestätigung und die Rechnung."
          error={customerErrors.email?.message}
          {...register('customer.email')}
        />
        <TextField
          label="Telefon"
          type="tel"
          hint="Optional, für Rückfragen"
          autoComplete="tel"
          error={customerErrors.phone?.message}
          {...register('customer.phone')}
        />
      </div>
      <AddressFields
        required
        street={{ error: customerErrors.street?.message, ...register('customer.street') }}
        postalCode={{ error: customerErrors.postalCode?.message, ...register('customer.postalCode') }}
        city={{ error: customerErrors.city?.message, ...register('customer.city') }}
        country={{ error: customerErrors.country?.message, ...register('customer.country') }}
      />
    </>
  );
}
