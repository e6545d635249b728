import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { errorText } from '@/lib/api';
import { emailField, fieldError, requiredText } from '@/lib/validation';
import { useChangeParticipantMutation, type Participant } from '../accountApi';
import styles from './BookingCard.module.css';

interface ParticipantChangeFormProps {
  itemId: string;
  index: number;
  current: Participant;
  onDone: (changed: boolean) => void;
}

interface Errors {
  firstName?: string;
  lastName?: string;
  email?: string;
}

const FIRST_NAME = requiredText('name', 'Bitte geben Sie den Vornamen ein.');
const LAST_NAME = requiredText('name', 'Bitte geben Sie den Nachnamen ein.');
const EMAIL = emailField();

/** Replaces one seat's participant (free of charge until the start); the new person gets the participation mail. */
export function ParticipantChangeForm({ itemId, index, current, onDone }: ParticipantChangeFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, request] = useChangeParticipantMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      firstName: fieldError(FIRST_NAME, firstName),
      lastName: fieldError(LAST_NAME, lastName),
      email: fieldError(EMAIL, email),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const result = await change({
      itemId,
      index,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
    });
    if (!('error' in result)) onDone(true);
  }

  const headingId = `teilnehmer-${itemId}-${index}`;
  return (
    <form className={styles.participantForm} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId}>
        Ersatz für {current.first_name} {current.last_name}
      </h4>
      <p>Kostenfrei bis zum Beginn des Termins. Die neue Person erhält die Teilnahmeinformationen per E-Mail.</p>
      <TextField
        label="Vorname"
        autoComplete="off"
        required
        value={firstName}
        error={errors.firstName}
        onChange={(event) => setFirstName(event.target.value)}
      />
      <TextField
        label="Nachname"
        autoComplete="off"
        required
        value={lastName}
        error={errors.lastName}
        onChange={(event) => setLastName(event.target.value)}
      />
      <TextField
        label="E-Mail"
        type="email"
        autoComplete="off"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {request.isError ? (
        <FormAlert>{errorText(request.error, 'Die Änderung konnte nicht gespeichert werden.')}</FormAlert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" pending={request.isLoading}>
          Änderung speichern
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
