import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import {
  checkPostalCode,
  countryField,
  optionalText,
  phoneField,
  requiredText,
  vatIdField,
  configureZod,
} from '@/lib/validation';

configureZod();

/** The profile: rules from lib/validation, the same the checkout applies, so a saved profile fills a valid checkout. */
export const profileSchema = z
  .object({
    first_name: requiredText('name', 'Bitte geben Sie Ihren Vornamen ein.'),
    last_name: requiredText('name', 'Bitte geben Sie Ihren Nachnamen ein.'),
    company: optionalText('company'),
    phone: phoneField(),
    street: optionalText('street'),
    postal_code: optionalText('postalCode'),
    city: optionalText('city'),
    country: countryField(),
    vat_id: vatIdField(),
  })
  .superRefine((values, context) => {
    checkPostalCode(values.country, values.postal_code, context, 'postal_code', true);
  });
export type ProfileValues = z.input<typeof profileSchema>;

export const emailChangeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie die neue E-Mail-Adresse ein.')
    .pipe(z.email({ message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
});
export type EmailChangeValues = z.input<typeof emailChangeSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.'),
    newPassword: z
      .string()
      .min(1, 'Bitte geben Sie ein neues Passwort ein.')
      .min(PASSWORD_MIN_LENGTH, `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`),
    repeat: z.string().min(1, 'Bitte wiederholen Sie das neue Passwort.'),
  })
  .refine((values) => values.newPassword === values.repeat, {
    message: 'Die Passwörter stimmen nicht überein.',
    path: ['repeat'],
  });
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

/** Typed into the delete dialog to confirm; a word, not a checkbox, so it is never done by accident. */
export const DELETE_CONFIRMATION_WORD = 'LÖSCHEN';
