import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { isApiError } from '@/lib/api';
import { useParticipantChangedMutation, type Participant } from '../accountApi';
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

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Replaces one seat's participant (free of charge until the start); the new person gets the participation mail. */
export function ParticipantChangeForm({ itemId, index, current, onDone }: ParticipantChangeFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, request] = useParticipantChangedMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!firstName.trim()) found.firstName = 'Bitte geben Sie den Vornamen ein.';
    if (!lastName.trim()) found.lastName = 'Bitte geben Sie den Nachnamen ein.';
    if (!EMAIL.test(email.trim())) found.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
        <FormAlert>
          {isApiError(request.error) ? request.error.message : 'Die Änderung konnte nicht gespeichert werden.'}
        </FormAlert>
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
