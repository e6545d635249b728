import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DE_POSTAL_CODE_PATTERN, requiredText, typedZodResolver } from '@/lib/validation';
import { Button } from '@/components/Button';
import { FormAlert, SelectField, TextAreaField, TextField } from '@/components/Form';
import { CITY_NAMES, CITY_SLUGS } from '@/config/paths';
import type { AdminLocation, AdminLocationInsert } from './adminCatalogApi';
import { REQUIRED_TEXT } from './catalogForm';
import styles from './Catalog.module.css';

const required = z.string().trim().min(1, REQUIRED_TEXT);
const locationSchema = z.object({
  city_slug: z.enum(CITY_SLUGS, { message: 'Bitte wählen Sie eine Stadt.' }),
  city_name: required,
  venue_name: required,
  street: requiredText('street', REQUIRED_TEXT),
  postal_code: required.regex(DE_POSTAL_CODE_PATTERN, 'Bitte geben Sie eine fünfstellige Postleitzahl ein.'),
  city: requiredText('city', REQUIRED_TEXT),
  directions: z.string(),
});
type LocationFormValues = z.infer<typeof locationSchema>;

interface LocationFormProps {
  location: AdminLocation | null;
  pending: boolean;
  onSubmit: (row: AdminLocationInsert) => Promise<string | void>;
  onCancel: () => void;
}

/** Create or edit a venue. Choosing the city fills its name (still editable). */
export function LocationForm({ location, pending, onSubmit, onCancel }: LocationFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<LocationFormValues>({
    resolver: typedZodResolver<LocationFormValues>(locationSchema),
    defaultValues: {
      city_slug: (location?.city_slug ?? '') as LocationFormValues['city_slug'],
      city_name: location?.city_name ?? '',
      venue_name: location?.venue_name ?? '',
      street: location?.street ?? '',
      postal_code: location?.postal_code ?? '',
      city: location?.city ?? '',
      directions: location?.directions ?? '',
    },
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit({
      city_slug: values.city_slug,
      city_name: values.city_name.trim(),
      venue_name: values.venue_name.trim(),
      street: values.street.trim(),
      postal_code: values.postal_code.trim(),
      city: values.city.trim(),
      directions: values.directions.trim() || null,
    });
    if (problem) setError('root', { message: problem });
  });

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {location ? `Standort bearbeiten: ${location.venue_name}` : 'Neuer Standort'}
      </h2>
      <form noValidate aria-labelledby={headingId} className={styles.form} onSubmit={(event) => void submit(event)}>
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <SelectField
          label="Stadtseite"
          required
          options={[
            { value: '', label: 'Bitte wählen' },
            ...CITY_SLUGS.map((slug) => ({ value: slug, label: CITY_NAMES[slug] })),
          ]}
          error={errors.city_slug?.message}
          {...register('city_slug', {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
              const name = CITY_NAMES[event.target.value as keyof typeof CITY_NAMES];
              if (!name) return;
              if (!getValues('city_name')) setValue('city_name', name);
              if (!getValues('city')) setValue('city', name);
            },
          })}
        />
        <TextField label="Name der Stadt" required error={errors.city_name?.message} {...register('city_name')} />
        <TextField label="Veranstaltungsort" required error={errors.venue_name?.message} {...register('venue_name')} />
        <TextField label="Straße und Hausnummer" required error={errors.street?.message} {...register('street')} />
        <TextField
          label="Postleitzahl"
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <TextField label="Ort" required error={errors.city?.message} {...register('city')} />
        <TextAreaField label="Anfahrt" rows={3} {...register('directions')} />
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            {location ? 'Änderungen speichern' : 'Standort anlegen'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Abbrechen
          </Button>
        </div>
      </form>
    </section>
  );
}
