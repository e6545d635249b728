import { z } from 'zod';
import { configureZod } from '@/lib/validation';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

configureZod();

/** German messages of the auth forms' own checks (the server's messages are mapped by docs/errors.md). */
export const messages = {
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  passwordTooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein.',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
} as const;

const email = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .pipe(z.email({ message: messages.emailInvalid }));

/** Sign-in sends whatever was typed: the length rule is the sign-up's, and the server's answer is what counts. */
const currentPassword = z.string().min(1, messages.passwordRequired);
const password = currentPassword.min(PASSWORD_MIN_LENGTH, messages.passwordTooShort);

export const signInSchema = z.object({ email, password: currentPassword });
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, messages.firstNameRequired),
  lastName: z.string().trim().min(1, messages.lastNameRequired),
  email,
  password,
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;

export const newPasswordSchema = z
  .object({ password, passwordRepeat: z.string().min(1, messages.passwordRequired) })
  .refine((values) => values.password === values.passwordRepeat, {
    message: messages.passwordsDiffer,
    path: ['passwordRepeat'],
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
