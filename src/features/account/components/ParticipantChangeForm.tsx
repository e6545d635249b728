import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { FormAlert, TextField, fieldBinder } from '@/components/Form';
import { errorText } from '@/lib/api';
import { configureZod, emailField, requiredText, typedZodResolver } from '@/lib/validation';
import { useChangeParticipantMutation, type Participant } from '../accountApi';
import styles from './BookingCard.module.css';

configureZod();

interface ParticipantChangeFormProps {
  itemId: string;
  index: number;
  current: Participant;
  onDone: (changed: boolean) => void;
}

const substituteSchema = z.object({
  firstName: requiredText('name', 'Bitte geben Sie den Vornamen ein.'),
  lastName: requiredText('name', 'Bitte geben Sie den Nachnamen ein.'),
  email: emailField(),
});

type SubstituteValues = z.input<typeof substituteSchema>;

/** Replaces one seat's participant (free of charge until the start); the new person gets the participation mail. */
export function ParticipantChangeForm({ itemId, index, current, onDone }: ParticipantChangeFormProps) {
  const [change, request] = useChangeParticipantMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SubstituteValues>({
    resolver: typedZodResolver<SubstituteValues>(substituteSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  // The resolver hands over the schema's output: the names and the address trimmed.
  const field = fieldBinder(register, errors);
  const submit = handleSubmit(async (values) => {
    const result = await change({ itemId, index, ...values });
    if (!('error' in result)) onDone(true);
  });

  const headingId = `teilnehmer-${itemId}-${index}`;
  return (
    <form className={styles.participantForm} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId}>
        Ersatz für {current.first_name} {current.last_name}
      </h4>
      <p>Kostenfrei bis zum Beginn des Termins. Die neue Person erhält die Teilnahmeinformationen per E-Mail.</p>
      <TextField label="Vorname" autoComplete="off" required {...field('firstName')} />
      <TextField label="Nachname" autoComplete="off" required {...field('lastName')} />
      <TextField label="E-Mail" type="email" autoComplete="off" required {...field('email')} />
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
