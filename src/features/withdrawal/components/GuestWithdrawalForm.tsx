import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { useWithdrawAsGuestMutation, type WithdrawalReceipt } from '../withdrawalApi';
import { emailField, fieldError, requiredText } from '@/lib/validation';
import { BOOKING_NUMBER_PATTERN, withdrawalErrorText } from '../withdrawalTexts';
import styles from './Withdrawal.module.css';

interface FieldErrors {
  name?: string;
  bookingNumber?: string;
  email?: string;
}

interface GuestFields {
  name: string;
  bookingNumber: string;
  email: string;
}

function validate({ name, bookingNumber, email }: GuestFields): FieldErrors {
  const errors: FieldErrors = {};
  const nameError = fieldError(requiredText('shortText', 'Bitte geben Sie Ihren Namen ein.'), name);
  if (nameError) errors.name = nameError;
  if (!BOOKING_NUMBER_PATTERN.test(bookingNumber.trim())) {
    errors.bookingNumber =
      'Bitte geben Sie Ihre Buchungsnummer so ein, wie sie in Ihrer Buchungsbestätigung steht, z. B. DA-2026-K7M3QX9P.';
  }
  const emailError = fieldError(emailField(), email);
  if (emailError) errors.email = emailError;
  return errors;
}

/**
 * Without an account (§ 356a BGB): name, contract reference (the booking number) and the e-mail address used for the
 * booking. The name is recorded with the statement; the number and the address identify the contract.
 */
export function GuestWithdrawalForm({ onWithdrawn }: { onWithdrawn: (receipt: WithdrawalReceipt) => void }) {
  const [name, setName] = useState('');
  const [bookingNumber, setBookingNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [withdraw, request] = useWithdrawAsGuestMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate({ name, bookingNumber, email });
    setErrors(found);
    if (found.name || found.bookingNumber || found.email) return;
    const result = await withdraw({ name: name.trim(), bookingNumber: bookingNumber.trim(), email: email.trim() });
    if ('data' in result && result.data) onWithdrawn(result.data);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="widerruf-gast">
      <h2 id="widerruf-gast">Buchung mit Buchungsnummer</h2>
      <p>Die Buchungsnummer finden Sie in Ihrer Buchungsbestätigung.</p>
      <TextField
        label="Ihr Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Buchungsnummer"
        name="bookingNumber"
        autoComplete="off"
        placeholder="DA-2026-K7M3QX9P"
        required
        value={bookingNumber}
        error={errors.bookingNumber}
        onChange={(event) => setBookingNumber(event.target.value)}
      />
      <TextField
        label="E-Mail-Adresse der Buchung"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {request.isError ? <FormAlert>{withdrawalErrorText(request.error, true)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" pending={request.isLoading}>
          Widerruf bestätigen
        </Button>
      </div>
    </form>
  );
}
