/**
 * The formats of e-mail address, phone number, postal code and VAT id. The e-mail, VAT id and German postal code
 * patterns are the database's too (check constraints and `private.is_valid_email`); tests/lib/validation compares.
 */

/** `private.is_valid_email`: something @ something . something, no spaces. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Digits, spaces, `()/-`, an optional leading `+`. */
export const PHONE_PATTERN = /^\+?[0-9 ()/-]{6,20}$/;
/** A German postal code: five digits. */
export const DE_POSTAL_CODE_PATTERN = /^[0-9]{5}$/;
/** Austria, Switzerland and the Benelux/Danish codes: four digits. */
const FOUR_DIGITS = /^[0-9]{4}$/;
/** EU VAT id: country letters and 2–13 letters or digits; a German one is `DE` and nine digits. */
export const VAT_ID_PATTERN = /^(DE[0-9]{9}|(?!DE)[A-Z]{2}[0-9A-Z]{2,13})$/;

/** Sign-in, sign-up, bookings and requests compare addresses trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(email));
}

/** An empty phone number is allowed (the field is optional everywhere). */
export function isValidPhone(phone: string): boolean {
  const value = phone.trim();
  return value === '' || PHONE_PATTERN.test(value);
}

/** `de 123 456 789` → `DE123456789`. */
export function normalizeVatId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An empty VAT id is allowed (private customers have none). */
export function isValidVatId(value: string): boolean {
  const vatId = normalizeVatId(value);
  return vatId === '' || VAT_ID_PATTERN.test(vatId);
}

const POSTAL_CODE_BY_COUNTRY: Readonly<Record<string, RegExp>> = {
  DE: DE_POSTAL_CODE_PATTERN,
  AT: FOUR_DIGITS,
  CH: FOUR_DIGITS,
  LU: FOUR_DIGITS,
  BE: FOUR_DIGITS,
  DK: FOUR_DIGITS,
};

/** The postal code fits the country: DE five digits, AT/CH/LU/BE/DK four; elsewhere anything not empty. */
export function isValidPostalCode(country: string, postalCode: string): boolean {
  const value = postalCode.trim();
  const pattern = POSTAL_CODE_BY_COUNTRY[country];
  return pattern ? pattern.test(value) : value !== '';
}

/** The German message for a postal code that does not fit its country. */
export function postalCodeText(country: string): string {
  const pattern = POSTAL_CODE_BY_COUNTRY[country];
  if (pattern === DE_POSTAL_CODE_PATTERN) return 'Bitte geben Sie eine fünfstellige PLZ ein.';
  if (pattern) return 'Bitte geben Sie eine vierstellige PLZ ein.';
  return 'Bitte geben Sie die Postleitzahl ein.';
}
