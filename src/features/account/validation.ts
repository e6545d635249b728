import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

const optionalText = z.string().trim().max(120, 'Bitte höchstens 120 Zeichen.');

export const profileSchema = z
  .object({
    first_name: z.string().trim().min(1, 'Bitte geben Sie Ihren Vornamen ein.').max(80),
    last_name: z.string().trim().min(1, 'Bitte geben Sie Ihren Nachnamen ein.').max(80),
    company: optionalText,
    phone: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^\+?[0-9 ()/-]{6,20}$/.test(value),
        'Bitte geben Sie eine gültige Telefonnummer ein.',
      ),
    street: optionalText,
    postal_code: z.string().trim(),
    city: optionalText,
    country: z.enum(['DE', 'AT', 'CH']),
    vat_id: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine(
        (value) => value === '' || /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(value),
        'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).',
      ),
  })
  .superRefine((values, context) => {
    const pattern = values.country === 'DE' ? /^\d{5}$/ : /^\d{4}$/;
    if (values.postal_code !== '' && !pattern.test(values.postal_code)) {
      context.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: values.country === 'DE' ? 'Die Postleitzahl hat 5 Ziffern.' : 'Die Postleitzahl hat 4 Ziffern.',
      });
    }
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
