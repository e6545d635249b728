import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, SelectField, TextField } from '@/components/Form';
import { businessErrorDetails, isApiError } from '@/lib/api';
import { emailField, fieldError, requiredText, tooLongText } from '@/lib/validation';
import type { WaitlistEntryResult } from '../waitlistApi';
import styles from './Waitlist.module.css';

export interface JoinWaitlistValues {
  name: string;
  email: string;
  seats: number;
}

interface JoinWaitlistFormProps {
  /** Prefilled for signed-in users (name and account e-mail). */
  initial: { name: string; email: string };
  pending: boolean;
  /** The entry after a successful join, or the server's refusal. */
  result: WaitlistEntryResult | null;
  error: unknown;
  onSubmit: (values: JoinWaitlistValues) => void;
  onClose: () => void;
}

const SEAT_OPTIONS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const NAME = requiredText('name', 'Bitte geben Sie Ihren Namen an.');
const EMAIL = emailField('Bitte geben Sie eine gültige E-Mail-Adresse an.');

type FieldErrors = Partial<Record<'name' | 'email', string>>;

function validate(name: string, email: string): FieldErrors {
  const errors: FieldErrors = { name: fieldError(NAME, name), email: fieldError(EMAIL, email) };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors;
}

/** The server names the field it refused (INVALID_INPUT); its sentence goes next to that field. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.code !== 'INVALID_INPUT') return {};
  const details = businessErrorDetails(error.details);
  const field = details?.field;
  if (field === 'name' && details?.reason === 'too_long') return { name: tooLongText('name') };
  if (field === 'name') return { name: 'Bitte geben Sie Ihren Namen an.' };
  if (field === 'email') return { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' };
  return {};
}

export function joinedText(result: WaitlistEntryResult): string {
  return result.status === 'pending_confirmation'
    ? 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gerade geschickt haben.'
    : `Sie stehen auf der Warteliste: Platz ${String(result.position)}. Wir schreiben Ihnen, sobald ein Platz frei wird.`;
}

/** Name, e-mail and seats wanted (1–10); what was typed stays after a refusal. */
export function JoinWaitlistForm({ initial, pending, result, error, onSubmit, onClose }: JoinWaitlistFormProps) {
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [seats, setSeats] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});

  if (result) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">{joinedText(result)}</FormAlert>
        <div className={styles.actions}>
          <Button onClick={onClose}>Schließen</Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(name, email);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ name: name.trim(), email: email.trim(), seats: Number(seats) });
  };
  const shown = { ...serverFieldErrors(error), ...errors };
  const refusal = isApiError(error) && error.code !== 'INVALID_INPUT' ? error.message : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        error={shown.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="E-Mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={shown.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField
        label="Gewünschte Plätze"
        name="seats"
        options={SEAT_OPTIONS}
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Abbrechen
        </Button>
        <Button type="submit" pending={pending}>
          Auf die Warteliste
        </Button>
      </div>
    </form>
  );
}
