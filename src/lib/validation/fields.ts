/** Zod field schemas built from the limits and patterns: every form uses these, so a rule is written once. */
import { z } from 'zod';
import { FIELD_LIMITS, tooLongText, type FieldKind } from './fieldLimits';
import { isCountryCode } from './countries';
import {
  EMAIL_PATTERN,
  isValidPhone,
  isValidPostalCode,
  isValidVatId,
  normalizeVatId,
  postalCodeText,
} from './patterns';
import { configureZod } from './zodSettings';

configureZod();

export const FIELD_TEXTS = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  vatId: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789) oder lassen Sie das Feld leer.',
} as const;

/** Trimmed text of a kind; empty allowed. */
export function optionalText(kind: FieldKind) {
  return z.string().trim().max(FIELD_LIMITS[kind], tooLongText(kind));
}

/** Trimmed text of a kind that must not be empty. */
export function requiredText(kind: FieldKind, missing: string) {
  return optionalText(kind).min(1, missing);
}

/** A required e-mail address; `missing` for an empty field, `invalid` for one that is not an address. */
export function emailField(missing: string = FIELD_TEXTS.email, invalid: string = missing) {
  return requiredText('email', missing).regex(EMAIL_PATTERN, invalid);
}

/** An optional phone number. */
export function phoneField(message: string = FIELD_TEXTS.phone) {
  return optionalText('phone').refine(isValidPhone, message);
}

/** An optional VAT id, normalised (`de 123 456 789` → `DE123456789`) before it is checked and saved. */
export function vatIdField(message: string = FIELD_TEXTS.vatId) {
  return z
    .string()
    .transform(normalizeVatId)
    .pipe(z.string().max(FIELD_LIMITS.vatId, tooLongText('vatId')).refine(isValidVatId, message));
}

/** A country of the list; an unknown code is refused. */
export function countryField(message = 'Bitte wählen Sie ein Land.') {
  return z.string().refine(isCountryCode, message);
}

/**
 * The postal code fits the country (DE five digits …). For `superRefine` of an object holding both: adds the issue
 * at `path`; `optional` lets an empty code pass (the profile's address is optional).
 */
export function checkPostalCode(
  country: string,
  postalCode: string,
  context: z.RefinementCtx,
  path: string,
  optional = false,
): void {
  if (optional && postalCode.trim() === '') return;
  if (!isValidPostalCode(country, postalCode)) {
    context.addIssue({ code: 'custom', path: [path], message: postalCodeText(country) });
  }
}
