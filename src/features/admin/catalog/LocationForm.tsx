import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { DE_POSTAL_CODE_PATTERN, requiredText, typedZodResolver, configureZod } from '@/lib/validation';
import { SelectField, TextAreaField, TextField, fieldBinder } from '@/components/Form';
import { CITY_NAMES, CITY_SLUGS } from '@/config/paths';
import type { AdminLocation, AdminLocationInsert } from './adminCatalogApi';
import { CatalogFormPanel } from './CatalogFormPanel';
import { REQUIRED_TEXT } from './catalogForm';
import type { SaveProblem } from './useCatalogEditor';

configureZod();

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
  /** Resolves with the server's refusal to show, or nothing on success. */
  onSubmit: (row: AdminLocationInsert) => Promise<SaveProblem | undefined>;
  onCancel: () => void;
}

/** Create or edit a venue. Choosing the city fills its name (still editable). */
export function LocationForm({ location, pending, onSubmit, onCancel }: LocationFormProps) {
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
  const field = fieldBinder(register, errors);

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
    if (problem?.form) setError('root', { message: problem.form });
  });

  return (
    <CatalogFormPanel
      heading={location ? `Standort bearbeiten: ${location.venue_name}` : 'Neuer Standort'}
      error={errors.root?.message}
      submitLabel={location ? 'Änderungen speichern' : 'Standort anlegen'}
      pending={pending}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <SelectField
        label="Stadtseite"
        required
        options={[
          { value: '', label: 'Bitte wählen' },
          ...CITY_SLUGS.map((slug) => ({ value: slug, label: CITY_NAMES[slug] })),
        ]}
        {...field('city_slug', {
          onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
            const name = CITY_NAMES[event.target.value as keyof typeof CITY_NAMES];
            if (!name) return;
            if (!getValues('city_name')) setValue('city_name', name);
            if (!getValues('city')) setValue('city', name);
          },
        })}
      />
      <TextField label="Name der Stadt" required {...field('city_name')} />
      <TextField label="Veranstaltungsort" required {...field('venue_name')} />
      <TextField label="Straße und Hausnummer" required {...field('street')} />
      <TextField label="Postleitzahl" required inputMode="numeric" autoComplete="off" {...field('postal_code')} />
      <TextField label="Ort" required {...field('city')} />
      <TextAreaField label="Anfahrt" rows={3} {...field('directions')} />
    </CatalogFormPanel>
  );
}
