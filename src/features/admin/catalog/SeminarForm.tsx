import { z } from 'zod';
import { VAT_RATE_PERCENT } from '@/config/constants';
import { useForm, useWatch } from 'react-hook-form';
import { formatCents, grossFromNetCents } from '@/lib/format';
import { typedZodResolver, configureZod } from '@/lib/validation';
import { CheckboxField, SelectField, TextAreaField, TextField, fieldBinder } from '@/components/Form';
import { CATEGORY_NAMES } from '@/features/catalog';
import type { AdminSeminar, AdminSeminarInsert } from './adminCatalogApi';
import { CatalogFormPanel } from './CatalogFormPanel';
import type { SaveProblem } from './useCatalogEditor';
import { DISCOUNT_LABELS, discountOverride, discountText, discountValue, type DiscountField } from '../discountFields';
import { MIN_PARTICIPANTS_LABEL, minParticipantsOverride } from '../minimumFields';
import {
  REQUIRED_TEXT,
  SLUG_FORMAT_TEXT,
  SLUG_PATTERN,
  centsToEuroInput,
  lines,
  parseEuroToCents,
  useSlugFollows,
} from './catalogForm';

configureZod();

const DISCOUNT_FIELDS: readonly DiscountField[] = [
  'early_bird_percent',
  'early_bird_days',
  'group_discount_percent',
  'group_min_participants',
];
const CATEGORIES = Object.keys(CATEGORY_NAMES) as Array<keyof typeof CATEGORY_NAMES>;
const required = z.string().trim().min(1, REQUIRED_TEXT);

const seminarSchema = z.object({
  title: required,
  slug: required.regex(SLUG_PATTERN, SLUG_FORMAT_TEXT),
  category: z.enum(CATEGORIES as [string, ...string[]], { message: 'Bitte wählen Sie eine Kategorie.' }),
  summary: required,
  description: required,
  agenda: z.string(),
  goals: z.string(),
  audience: z.string(),
  duration_days: z
    .string()
    .regex(/^\d+$/, 'Bitte geben Sie eine ganze Zahl von 1 bis 10 ein.')
    .refine((value) => Number(value) >= 1 && Number(value) <= 10, 'Bitte geben Sie eine ganze Zahl von 1 bis 10 ein.'),
  duration_label: required,
  price: required.refine((value) => parseEuroToCents(value) !== null, 'Bitte geben Sie einen Betrag wie 1.290,00 ein.'),
  vat_rate: z
    .string()
    .regex(/^\d{1,3}(,\d{1,2})?$/, 'Bitte geben Sie einen Prozentsatz von 0 bis 100 ein.')
    .refine((value) => Number(value.replace(',', '.')) <= 100, 'Bitte geben Sie einen Prozentsatz von 0 bis 100 ein.'),
  image_url: z
    .string()
    .trim()
    .regex(/^$|^\/\S*$|^https?:\/\/\S+$/, 'Bitte geben Sie eine Adresse wie https://… oder /bilder/… ein.'),
  is_featured: z.boolean(),
  is_special: z.boolean(),
  published: z.boolean(),
  // Prices: the seminar's own discounts; empty takes the academy's default (docs/pricing.md).
  early_bird_percent: discountOverride('early_bird_percent'),
  early_bird_days: discountOverride('early_bird_days'),
  group_discount_percent: discountOverride('group_discount_percent'),
  group_min_participants: discountOverride('group_min_participants'),
  // Minimum participants per date; empty takes the academy's default (docs/booking-rules.md).
  min_participants: minParticipantsOverride(),
});

/** One agenda block as `seminars.agenda` stores it. */
interface AgendaBlock {
  title: string;
  items: string[];
}

export type SeminarFormValues = z.infer<typeof seminarSchema>;

/**
 * The agenda as text: one block per paragraph (blocks separated by an empty line), the block's first line is its
 * title, every further line one item.
 */
export function agendaToText(agenda: unknown): string {
  if (!Array.isArray(agenda)) return '';
  return (agenda as AgendaBlock[]).map((block) => [block.title, ...(block.items ?? [])].join('\n')).join('\n\n');
}

export function textToAgenda(text: string): AgendaBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => lines(paragraph))
    .filter((blockLines) => blockLines.length > 0)
    .map(([title, ...items]) => ({ title: title!, items }));
}

function toValues(seminar: AdminSeminar | null): SeminarFormValues {
  return {
    title: seminar?.title ?? '',
    slug: seminar?.slug ?? '',
    category: seminar?.category ?? '',
    summary: seminar?.summary ?? '',
    description: seminar?.description ?? '',
    agenda: agendaToText(seminar?.agenda),
    goals: (seminar?.goals ?? []).join('\n'),
    audience: (seminar?.audience ?? []).join('\n'),
    duration_days: String(seminar?.duration_days ?? 1),
    duration_label: seminar?.duration_label ?? '',
    price: seminar ? centsToEuroInput(seminar.price_net_cents) : '',
    vat_rate: String(seminar?.vat_rate ?? VAT_RATE_PERCENT).replace('.', ','),
    image_url: seminar?.image_url ?? '',
    is_featured: seminar?.is_featured ?? false,
    is_special: seminar?.is_special ?? false,
    published: seminar?.published ?? false,
    early_bird_percent: discountText(seminar?.early_bird_percent),
    early_bird_days: discountText(seminar?.early_bird_days),
    group_discount_percent: discountText(seminar?.group_discount_percent),
    group_min_participants: discountText(seminar?.group_min_participants),
    min_participants: discountText(seminar?.min_participants),
  };
}

function toRow(values: SeminarFormValues): AdminSeminarInsert {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    category: values.category as AdminSeminarInsert['category'],
    summary: values.summary.trim(),
    description: values.description.trim(),
    agenda: textToAgenda(values.agenda) as unknown as AdminSeminarInsert['agenda'],
    goals: lines(values.goals),
    audience: lines(values.audience),
    duration_days: Number(values.duration_days),
    duration_label: values.duration_label.trim(),
    price_net_cents: parseEuroToCents(values.price) ?? 0,
    vat_rate: Number(values.vat_rate.replace(',', '.')),
    image_url: values.image_url.trim() || null,
    is_featured: values.is_featured,
    is_special: values.is_special,
    published: values.published,
    early_bird_percent: discountValue(values.early_bird_percent),
    early_bird_days: discountValue(values.early_bird_days),
    group_discount_percent: discountValue(values.group_discount_percent),
    group_min_participants: discountValue(values.group_min_participants),
    min_participants: discountValue(values.min_participants),
  };
}

interface SeminarFormProps {
  seminar: AdminSeminar | null;
  pending: boolean;
  /** Resolves with a field error to show (a duplicate slug), or a form error text, or nothing on success. */
  onSubmit: (row: AdminSeminarInsert) => Promise<SaveProblem | undefined>;
  onCancel: () => void;
}

/**
 * The price visitors read first, under the net field: the gross per seat, computed as the database does. The academy
 * picks a net that gives a round gross (docs/pricing.md), e.g. 1.252,10 € net for 1.490,00 €.
 */
function grossHint(price: string | undefined, vatRate: string | number | undefined): string {
  const net = parseEuroToCents(price ?? '');
  const rate = Number(String(vatRate ?? '').replace(',', '.'));
  if (net === null || !Number.isFinite(rate) || rate < 0) return 'z. B. 1.252,10 (= 1.490,00 € inkl. 19 % MwSt.)';
  return `Besucher sehen zuerst ${formatCents(grossFromNetCents(net, rate))} inkl. ${rate.toLocaleString('de-DE')} % MwSt.`;
}

/** Create or edit a seminar. What was typed stays when the server refuses; the slug follows the title until edited. */
export function SeminarForm({ seminar, pending, onSubmit, onCancel }: SeminarFormProps) {
  const form = useForm<SeminarFormValues>({
    resolver: typedZodResolver<SeminarFormValues>(seminarSchema),
    defaultValues: toValues(seminar),
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = form;

  const [price, vatRate] = useWatch({ control: form.control, name: ['price', 'vat_rate'] });

  const field = fieldBinder(register, errors);
  const slug = useSlugFollows(Boolean(seminar), (value) => setValue('slug', value));

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(toRow(values));
    if (problem?.slug) setError('slug', { message: problem.slug }, { shouldFocus: true });
    if (problem?.form) setError('root', { message: problem.form });
  });

  return (
    <CatalogFormPanel
      heading={seminar ? `Seminar bearbeiten: ${seminar.title}` : 'Neues Seminar'}
      error={errors.root?.message}
      submitLabel={seminar ? 'Änderungen speichern' : 'Seminar anlegen'}
      pending={pending}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <TextField label="Titel" required {...field('title', { onChange: slug.onSourceChange })} />
      <TextField
        label="Slug"
        required
        hint="Wird aus dem Titel erzeugt und kann geändert werden."
        {...field('slug', { onChange: slug.onSlugChange })}
      />
      <SelectField
        label="Kategorie"
        required
        options={[
          { value: '', label: 'Bitte wählen' },
          ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_NAMES[category] })),
        ]}
        {...field('category')}
      />
      <TextAreaField label="Kurzbeschreibung" required rows={2} {...field('summary')} />
      <TextAreaField label="Beschreibung" required rows={5} {...field('description')} />
      <TextAreaField
        label="Ablauf"
        rows={6}
        hint="Ein Block je Absatz (Absätze durch eine Leerzeile trennen): erste Zeile Überschrift, jede weitere Zeile ein Punkt."
        {...field('agenda')}
      />
      <TextAreaField label="Lernziele" rows={4} hint="Ein Lernziel pro Zeile." {...field('goals')} />
      <TextAreaField label="Zielgruppe" rows={3} hint="Eine Zielgruppe pro Zeile." {...field('audience')} />
      <TextField label="Dauer in Tagen" required inputMode="numeric" {...field('duration_days')} />
      <TextField label="Dauer (Anzeige)" required hint="z. B. 2 Tage" {...field('duration_label')} />
      <TextField
        label="Nettopreis in Euro"
        required
        inputMode="decimal"
        hint={grossHint(price, vatRate)}
        {...field('price')}
      />
      <TextField label="Mehrwertsteuersatz in Prozent" required inputMode="decimal" {...field('vat_rate')} />
      {DISCOUNT_FIELDS.map((name) => (
        <TextField
          key={name}
          label={DISCOUNT_LABELS[name]}
          inputMode="numeric"
          hint="Leer: Wert aus den Einstellungen der Akademie."
          {...field(name)}
        />
      ))}
      <TextField
        label={MIN_PARTICIPANTS_LABEL}
        inputMode="numeric"
        hint="Leer: Wert aus den Einstellungen der Akademie. Ein Termin kann eine eigene Zahl haben."
        {...field('min_participants')}
      />
      <TextField
        label="Bild-URL"
        hint="Vollständige Adresse (https://…) oder Pfad auf dieser Website (/…)."
        {...field('image_url')}
      />
      <CheckboxField label="Hervorgehoben (Startseite)" {...field('is_featured')} />
      <CheckboxField label="Spezialseminar" {...field('is_special')} />
      <CheckboxField
        label="Veröffentlicht"
        hint="Nur veröffentlichte Seminare sind öffentlich sichtbar."
        {...field('published')}
      />
    </CatalogFormPanel>
  );
}
