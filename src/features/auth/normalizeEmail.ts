/** docs/errors.md: sign-in and sign-up e-mail is trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
