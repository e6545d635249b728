import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { typedZodResolver, configureZod } from '@/lib/validation';
import { TextAreaField, TextField, fieldBinder } from '@/components/Form';
import type { AdminTrainer, AdminTrainerInsert } from './adminCatalogApi';
import { CatalogFormPanel } from './CatalogFormPanel';
import { REQUIRED_TEXT, SLUG_FORMAT_TEXT, SLUG_PATTERN, useSlugFollows } from './catalogForm';
import type { SaveProblem } from './useCatalogEditor';

configureZod();

const required = z.string().trim().min(1, REQUIRED_TEXT);
const optionalUrl = z
  .string()
  .trim()
  .regex(/^$|^\/\S*$|^https?:\/\/\S+$/, 'Bitte geben Sie eine Adresse wie https://… oder /bilder/… ein.');
const trainerSchema = z.object({
  name: required,
  slug: required.regex(SLUG_PATTERN, SLUG_FORMAT_TEXT),
  title: required,
  bio: required,
  photo_url: optionalUrl,
  topics: z.string(),
  linkedin_url: z
    .string()
    .trim()
    .regex(/^$|^https:\/\/\S+$/, 'Bitte geben Sie eine vollständige Adresse (https://…) ein.'),
});
type TrainerFormValues = z.infer<typeof trainerSchema>;

interface TrainerFormProps {
  trainer: AdminTrainer | null;
  pending: boolean;
  /** Resolves with a field error to show (a duplicate slug), or a form error text, or nothing on success. */
  onSubmit: (row: AdminTrainerInsert) => Promise<SaveProblem | undefined>;
  onCancel: () => void;
}

/** Create or edit a trainer; the slug follows the name until it is edited. Topics are comma separated. */
export function TrainerForm({ trainer, pending, onSubmit, onCancel }: TrainerFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TrainerFormValues>({
    resolver: typedZodResolver<TrainerFormValues>(trainerSchema),
    defaultValues: {
      name: trainer?.name ?? '',
      slug: trainer?.slug ?? '',
      title: trainer?.title ?? '',
      bio: trainer?.bio ?? '',
      photo_url: trainer?.photo_url ?? '',
      topics: (trainer?.topics ?? []).join(', '),
      linkedin_url: trainer?.linkedin_url ?? '',
    },
  });
  const field = fieldBinder(register, errors);
  const slug = useSlugFollows(Boolean(trainer), (value) => setValue('slug', value));

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit({
      name: values.name.trim(),
      slug: values.slug.trim(),
      title: values.title.trim(),
      bio: values.bio.trim(),
      photo_url: values.photo_url.trim() || null,
      topics: values.topics
        .split(',')
        .map((topic) => topic.trim())
        .filter(Boolean),
      linkedin_url: values.linkedin_url.trim() || null,
    });
    if (problem?.slug) setError('slug', { message: problem.slug }, { shouldFocus: true });
    if (problem?.form) setError('root', { message: problem.form });
  });

  return (
    <CatalogFormPanel
      heading={trainer ? `Trainer bearbeiten: ${trainer.name}` : 'Neue Trainerin / neuer Trainer'}
      error={errors.root?.message}
      submitLabel={trainer ? 'Änderungen speichern' : 'Trainer anlegen'}
      pending={pending}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <TextField label="Name" required {...field('name', { onChange: slug.onSourceChange })} />
      <TextField
        label="Slug"
        required
        hint="Wird aus dem Namen erzeugt und kann geändert werden."
        {...field('slug', { onChange: slug.onSlugChange })}
      />
      <TextField label="Titel / Funktion" required {...field('title')} />
      <TextAreaField label="Kurzbiografie" required rows={4} {...field('bio')} />
      <TextField label="Foto-URL" {...field('photo_url')} />
      <TextField label="Themen" hint="Durch Kommas getrennt, z. B. SEO, Google Ads" {...field('topics')} />
      <TextField label="LinkedIn-Profil" type="url" {...field('linkedin_url')} />
    </CatalogFormPanel>
  );
}
