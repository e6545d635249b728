import { z } from 'zod';
import {
  FIELD_TEXTS,
  emailField,
  normalizeEmail,
  optionalText,
  phoneField,
  requiredText,
  configureZod,
} from '@/lib/validation';
import { CATEGORY_NAMES, isSeminarCategory, type InhouseRequestInsert } from '../../catalogTypes';

configureZod();

export const OTHER_TOPIC = 'anderes';
export const OTHER_TOPIC_LABEL = 'Anderes Thema';

/** Where the training takes place; stored as this German text in `location_preference`. */
export const INHOUSE_LOCATIONS = ['Bei uns im Unternehmen', 'In Ihren Seminarräumen', 'Online'] as const;

/** The table allows any positive number; more than this is a conference, not a training, and needs a talk first. */
export const MAX_PARTICIPANTS = 500;

/** The in-house request form: German messages, checked on submit; the server checks the same again (RLS, checks). */
export const inhouseRequestSchema = z.object({
  company: requiredText('company', 'Bitte geben Sie den Namen Ihrer Firma an.'),
  contact_name: requiredText('name', 'Bitte geben Sie eine Ansprechperson an.'),
  email: emailField('Bitte geben Sie Ihre E-Mail-Adresse ein.', FIELD_TEXTS.email),
  phone: phoneField(),
  topic: z.string().refine((value) => value === OTHER_TOPIC || isSeminarCategory(value), 'Bitte wählen Sie ein Thema.'),
  participants: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie an, wie viele Personen teilnehmen.')
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PARTICIPANTS,
      `Bitte geben Sie eine ganze Zahl zwischen 1 und ${MAX_PARTICIPANTS} an.`,
    ),
  preferred_period: optionalText('shortText'),
  location_preference: z
    .string()
    .nullable()
    .refine(
      (value) => (INHOUSE_LOCATIONS as readonly string[]).includes(value ?? ''),
      'Bitte wählen Sie, wo die Schulung stattfinden soll.',
    ),
  message: optionalText('message'),
  privacy_consent: z.boolean().refine((value) => value, 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.'),
});

export type InhouseRequestValues = z.input<typeof inhouseRequestSchema>;

export const emptyInhouseRequest: InhouseRequestValues = {
  company: '',
  contact_name: '',
  email: '',
  phone: '',
  topic: '',
  participants: '',
  preferred_period: '',
  location_preference: null,
  message: '',
  privacy_consent: false,
};

/** The row to insert: the topic's German name, empty optional fields as null, the e-mail lower-cased. */
export function toInhouseRequestInsert(values: InhouseRequestValues): InhouseRequestInsert {
  const parsed = inhouseRequestSchema.parse(values);
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    company: parsed.company,
    contact_name: parsed.contact_name,
    email: normalizeEmail(parsed.email),
    phone: orNull(parsed.phone),
    topic: isSeminarCategory(parsed.topic) ? CATEGORY_NAMES[parsed.topic] : OTHER_TOPIC_LABEL,
    participants: Number(parsed.participants),
    preferred_period: orNull(parsed.preferred_period),
    location_preference: parsed.location_preference,
    message: orNull(parsed.message),
    privacy_consent: parsed.privacy_consent,
  };
}
