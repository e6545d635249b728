import { useFormContext } from 'react-hook-form';
import type { CartItem } from '@/features/cart';
import { TextField, formStyles } from '@/components/Form';
import type { CheckoutFormValues } from '../checkoutTypes';
import { lineLabel } from '../lineLabel';
import { lineKey } from '../validation';
import styles from './Checkout.module.css';

type Errors = Record<
  string,
  Array<Partial<Record<'firstName' | 'lastName' | 'email', { message?: string }>>> | undefined
>;

/** Step 2: first name, last name and e-mail for every seat of every line. */
export function ParticipantsStep({ items }: { items: readonly CartItem[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const participantErrors = (errors.participants ?? {}) as unknown as Errors;
  return (
    <>
      <p className={styles.meta}>
        Wer nimmt teil? Jeder Platz braucht einen Namen und eine E-Mail-Adresse für die Teilnahmeunterlagen.
      </p>
      {items.map((item) => {
        const key = lineKey(item.id);
        return (
          <fieldset key={item.id} className={styles.participantGroup}>
            <legend>{lineLabel(item)}</legend>
            {Array.from({ length: item.quantity }, (_, seat) => {
              const seatErrors = participantErrors[key]?.[seat];
              const base = `participants.${key}.${seat}` as const;
              return (
                <div key={seat}>
                  <h3 className={styles.seatHeading}>
                    Teilnehmer {seat + 1}
                    {item.quantity > 1 ? ` von ${item.quantity}` : ''}
                  </h3>
                  <div className={formStyles.row}>
                    <TextField
                      label="Vorname"
                      required
                      autoComplete={seat === 0 ? 'given-name' : 'off'}
                      error={seatErrors?.firstName?.message}
                      {...register(`${base}.firstName` as `participants.${string}.${number}.firstName`)}
                    />
                    <TextField
                      label="Nachname"
                      required
                      autoComplete={seat === 0 ? 'family-name' : 'off'}
                      error={seatErrors?.lastName?.message}
                      {...register(`${base}.lastName` as `participants.${string}.${number}.lastName`)}
                    />
                  </div>
                  <TextField
                    label="E-Mail"
                    type="email"
                    required
                    autoComplete={seat === 0 ? 'email' : 'off'}
                    error={seatErrors?.email?.message}
                    {...register(`${base}.email` as `participants.${string}.${number}.email`)}
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
