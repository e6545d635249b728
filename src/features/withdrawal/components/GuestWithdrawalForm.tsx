import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { FormAlert, TextField, fieldBinder } from '@/components/Form';
import { configureZod, emailField, requiredText, typedZodResolver } from '@/lib/validation';
import { useWithdrawAsGuestMutation, type WithdrawalReceipt } from '../withdrawalApi';
import { BOOKING_NUMBER_PATTERN, withdrawalErrorText } from '../withdrawalTexts';
import styles from './Withdrawal.module.css';

configureZod();

const guestWithdrawalSchema = z.object({
  name: requiredText('shortText', 'Bitte geben Sie Ihren Namen ein.'),
  bookingNumber: z
    .string()
    .trim()
    .regex(
      BOOKING_NUMBER_PATTERN,
      'Bitte geben Sie Ihre Buchungsnummer so ein, wie sie in Ihrer Buchungsbestätigung steht, z. B. DA-2026-K7M3QX9P.',
    ),
  email: emailField(),
});

type GuestWithdrawalValues = z.input<typeof guestWithdrawalSchema>;

/**
 * Without an account (§ 356a BGB): name, contract reference (the booking number) and the e-mail address used for the
 * booking. The name is recorded with the statement; the number and the address identify the contract.
 */
export function GuestWithdrawalForm({ onWithdrawn }: { onWithdrawn: (receipt: WithdrawalReceipt) => void }) {
  const [withdraw, request] = useWithdrawAsGuestMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestWithdrawalValues>({
    resolver: typedZodResolver<GuestWithdrawalValues>(guestWithdrawalSchema),
    defaultValues: { name: '', bookingNumber: '', email: '' },
  });
  const field = fieldBinder(register, errors);

  // The resolver hands over the schema's output: every field trimmed.
  const submit = handleSubmit(async (values) => {
    const result = await withdraw(values);
    if ('data' in result && result.data) onWithdrawn(result.data);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="widerruf-gast">
      <h2 id="widerruf-gast">Buchung mit Buchungsnummer</h2>
      <p>Die Buchungsnummer finden Sie in Ihrer Buchungsbestätigung.</p>
      <TextField label="Ihr Name" autoComplete="name" required {...field('name')} />
      <TextField
        label="Buchungsnummer"
        autoComplete="off"
        placeholder="DA-2026-K7M3QX9P"
        required
        {...field('bookingNumber')}
      />
      <TextField label="E-Mail-Adresse der Buchung" type="email" autoComplete="email" required {...field('email')} />
      {request.isError ? <FormAlert>{withdrawalErrorText(request.error, true)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" pending={request.isLoading}>
          Widerruf bestätigen
        </Button>
      </div>
    </form>
  );
}
