import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { typedZodResolver } from '@/lib/validation';
import { Button } from '@/components/Button';
import { FormAlert, TextAreaField, TextField } from '@/components/Form';
import type { AdminTrainer, AdminTrainerInsert } from './adminCatalogApi';
import { REQUIRED_TEXT, SLUG_FORMAT_TEXT, SLUG_PATTERN, slugify } from './catalogForm';
import styles from './Catalog.module.css';

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
  onSubmit: (row: AdminTrainerInsert) => Promise<{ slug?: string; form?: string } | void>;
  onCancel: () => void;
}

/** Create or edit a trainer; the slug follows the name until it is edited. Topics are comma separated. */
export function TrainerForm({ trainer, pending, onSubmit, onCancel }: TrainerFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [slugTouched, setSlugTouched] = useState(Boolean(trainer));
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

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

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
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {trainer ? `Trainer bearbeiten: ${trainer.name}` : 'Neue Trainerin / neuer Trainer'}
      </h2>
      <form noValidate aria-labelledby={headingId} className={styles.form} onSubmit={(event) => void submit(event)}>
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <TextField
          label="Name"
          required
          error={errors.name?.message}
          {...register('name', {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              if (!slugTouched) setValue('slug', slugify(event.target.value));
            },
          })}
        />
        <TextField
          label="Slug"
          required
          hint="Wird aus dem Namen erzeugt und kann geändert werden."
          error={errors.slug?.message}
          {...register('slug', {
            onChange: () => {
              setSlugTouched(true);
            },
          })}
        />
        <TextField label="Titel / Funktion" required error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Kurzbiografie" required rows={4} error={errors.bio?.message} {...register('bio')} />
        <TextField label="Foto-URL" error={errors.photo_url?.message} {...register('photo_url')} />
        <TextField label="Themen" hint="Durch Kommas getrennt, z. B. SEO, Google Ads" {...register('topics')} />
        <TextField
          label="LinkedIn-Profil"
          type="url"
          error={errors.linkedin_url?.message}
          {...register('linkedin_url')}
        />
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            {trainer ? 'Änderungen speichern' : 'Trainer anlegen'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Abbrechen
          </Button>
        </div>
      </form>
    </section>
  );
}
