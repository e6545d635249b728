import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { useWithdrawAsGuestMutation, type WithdrawalReceipt } from '../withdrawalApi';
import { emailField, fieldError } from '@/lib/validation';
import { BOOKING_NUMBER_PATTERN, withdrawalErrorText } from '../withdrawalTexts';
import styles from './Withdrawal.module.css';

interface FieldErrors {
  bookingNumber?: string;
  email?: string;
}

function validate(bookingNumber: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!BOOKING_NUMBER_PATTERN.test(bookingNumber.trim())) {
    errors.bookingNumber = 'Bitte geben Sie Ihre Buchungsnummer im Format DA-2026-000123 ein.';
  }
  const emailError = fieldError(emailField(), email);
  if (emailError) errors.email = emailError;
  return errors;
}

/** Without an account: the contract is identified by booking number and the e-mail address used for the booking. */
export function GuestWithdrawalForm({ onWithdrawn }: { onWithdrawn: (receipt: WithdrawalReceipt) => void }) {
  const [bookingNumber, setBookingNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [withdraw, request] = useWithdrawAsGuestMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(bookingNumber, email);
    setErrors(found);
    if (found.bookingNumber || found.email) return;
    const result = await withdraw({ bookingNumber: bookingNumber.trim(), email: email.trim() });
    if ('data' in result && result.data) onWithdrawn(result.data);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="widerruf-gast">
      <h2 id="widerruf-gast">Buchung mit Buchungsnummer</h2>
      <p>Die Buchungsnummer finden Sie in Ihrer Buchungsbestätigung.</p>
      <TextField
        label="Buchungsnummer"
        name="bookingNumber"
        autoComplete="off"
        placeholder="DA-2026-000123"
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
