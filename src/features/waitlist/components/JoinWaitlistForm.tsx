import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { FormAlert, SelectField, TextField, fieldBinder } from '@/components/Form';
import { businessErrorDetails, isApiError } from '@/lib/api';
import { configureZod, emailField, requiredText, tooLongText, typedZodResolver } from '@/lib/validation';
import type { WaitlistEntryResult } from '../waitlistApi';
import styles from './Waitlist.module.css';

configureZod();

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
const joinWaitlistSchema = z.object({
  name: requiredText('name', 'Bitte geben Sie Ihren Namen an.'),
  email: emailField('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
  seats: z.string(),
});

type JoinWaitlistFields = z.input<typeof joinWaitlistSchema>;
type FieldErrors = Partial<Record<'name' | 'email', string>>;

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JoinWaitlistFields>({
    resolver: typedZodResolver<JoinWaitlistFields>(joinWaitlistSchema),
    defaultValues: { name: initial.name, email: initial.email, seats: '1' },
  });
  const field = fieldBinder(register, errors);

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

  // The resolver hands over the schema's output: name and address trimmed.
  const submit = handleSubmit((values) => onSubmit({ ...values, seats: Number(values.seats) }));
  // A field the browser-side check refused shows that message; otherwise the server's, if it named the field.
  const server = serverFieldErrors(error);
  const nameField = field('name');
  const emailInput = field('email');
  const refusal = isApiError(error) && error.code !== 'INVALID_INPUT' ? error.message : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <TextField label="Name" autoComplete="name" required {...nameField} error={nameField.error ?? server.name} />
      <TextField
        label="E-Mail"
        type="email"
        autoComplete="email"
        required
        {...emailInput}
        error={emailInput.error ?? server.email}
      />
      <SelectField label="Gewünschte Plätze" options={SEAT_OPTIONS} {...field('seats')} />
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
