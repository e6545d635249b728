import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { CheckboxField, FormAlert, formStyles, SelectField, TextAreaField, TextField } from '@/components/Form';
import { paths } from '@/config/paths';
import { CATEGORY_NAMES, type InhouseRequestInsert, type SeminarCategory } from '../../catalogTypes';
import {
  emptyInhouseRequest,
  INHOUSE_LOCATIONS,
  inhouseRequestSchema,
  MAX_PARTICIPANTS,
  OTHER_TOPIC,
  OTHER_TOPIC_LABEL,
  toInhouseRequestInsert,
  type InhouseRequestValues,
} from './inhouseSchema';
import styles from './InhouseRequestForm.module.css';

const TOPICS = [
  { value: '', label: 'Bitte wählen' },
  ...(Object.keys(CATEGORY_NAMES) as SeminarCategory[]).map((value) => ({ value, label: CATEGORY_NAMES[value] })),
  { value: OTHER_TOPIC, label: OTHER_TOPIC_LABEL },
];

interface InhouseRequestFormProps {
  pending: boolean;
  /** The server's refusal in German; everything typed stays in the form. */
  error?: string;
  onSubmit: (request: InhouseRequestInsert) => void;
  /** Text the message field starts with (a question handed over by the chat assistant). */
  initialMessage?: string;
}

/** The in-house request: checked on submit with German messages tied to each field. */
export function InhouseRequestForm({ pending, error, onSubmit, initialMessage = '' }: InhouseRequestFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InhouseRequestValues>({
    resolver: standardSchemaResolver(inhouseRequestSchema),
    defaultValues: { ...emptyInhouseRequest, message: initialMessage },
    shouldFocusError: true,
  });
  const locationError = errors.location_preference?.message;

  return (
    <form
      noValidate
      aria-label="Inhouse-Anfrage"
      onSubmit={handleSubmit((values) => onSubmit(toInhouseRequestInsert(values)))}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p className={styles.required}>Felder mit * sind Pflichtfelder.</p>
      <div className={formStyles.row}>
        <TextField
          label="Firma"
          autoComplete="organization"
          required
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label="Ansprechperson"
          autoComplete="name"
          required
          error={errors.contact_name?.message}
          {...register('contact_name')}
        />
        <TextField
          label="E-Mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Telefon"
          type="tel"
          autoComplete="tel"
          hint="Optional, für kurze Rückfragen."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField label="Thema" required options={TOPICS} error={errors.topic?.message} {...register('topic')} />
        <TextField
          label="Teilnehmerzahl"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PARTICIPANTS}
          required
          error={errors.participants?.message}
          {...register('participants')}
        />
        <TextField
          label="Gewünschter Zeitraum"
          hint="Zum Beispiel „März 2027“ oder „2. Quartal“."
          error={errors.preferred_period?.message}
          {...register('preferred_period')}
        />
      </div>
      <fieldset className={formStyles.fieldset} aria-describedby={locationError ? 'inhouse-ort-fehler' : undefined}>
        <legend className={formStyles.legend}>
          Ort<span aria-hidden="true"> *</span>
        </legend>
        <div className={styles.radios}>
          {INHOUSE_LOCATIONS.map((location) => (
            <label key={location} className={styles.radio}>
              <input type="radio" value={location} {...register('location_preference')} />
              {location}
            </label>
          ))}
        </div>
        {locationError ? (
          <p id="inhouse-ort-fehler" className={formStyles.error}>
            {locationError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Nachricht"
        hint="Ziele, Vorkenntnisse im Team, Wünsche an Inhalte – alles, was uns bei der Planung hilft."
        error={errors.message?.message}
        {...register('message')}
      />
      <CheckboxField
        label={
          <>
            Ich bin einverstanden, dass meine Angaben zur Bearbeitung der Anfrage gespeichert werden. Details in der{' '}
            <Link to={paths.datenschutz}>Datenschutzerklärung</Link>.<span aria-hidden="true"> *</span>
          </>
        }
        required
        error={errors.privacy_consent?.message}
        {...register('privacy_consent')}
      />
      <Button type="submit" pending={pending}>
        Anfrage senden
      </Button>
    </form>
  );
}
