/** docs/errors.md: source messages of the auth server and the German text shown for each. */
export const AUTH_ERROR_TEXTS: ReadonlyArray<readonly [source: string, shown: string]> = [
  ['Invalid login credentials', 'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.'],
  ['User already registered', 'Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.'],
  ['Email not confirmed', 'Bitte bestätigen Sie Ihre E-Mail-Adresse vor der Anmeldung.'],
  ['Password should be at least 6 characters', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
  ['Unable to validate email address', 'Ungültige E-Mail-Adresse.'],
  ['Email rate limit exceeded', 'Zu viele Versuche. Bitte warten Sie einen Moment.'],
];

export const UNEXPECTED_ERROR_TEXT = 'Ein unerwarteter Fehler ist aufgetreten.';
export const GOOGLE_SIGN_IN_ERROR_TEXT = 'Google-Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.';

/**
 * The text shown for an error the auth server answered with. The server appends details to some messages
 * ('Unable to validate email address: invalid format', 'Password should be at least 6 characters.'), so a source
 * message matches when the server's message starts with it. Other messages pass through unchanged (docs/errors.md).
 */
export function authErrorText(error: { message?: unknown } | null | undefined): string {
  const message = typeof error?.message === 'string' ? error.message.trim() : '';
  if (!message) return UNEXPECTED_ERROR_TEXT;
  const known = AUTH_ERROR_TEXTS.find(([source]) => message.toLowerCase().startsWith(source.toLowerCase()));
  return known ? known[1] : message;
}

/**
 * supabase-js returns API refusals as `AuthApiError` (and friends) but reports a failed network call as
 * `AuthRetryableFetchError`/`AuthUnknownError`; those, and anything thrown, are unexpected for the user.
 */
export function isServerAuthError(error: unknown): error is { message: string; status?: number } {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return false;
  return name !== 'AuthRetryableFetchError' && name !== 'AuthUnknownError' && name !== 'TypeError';
}

/** The one function sagas use: server refusals mapped or passed through, everything else the unexpected text. */
export function userFacingAuthError(error: unknown): string {
  return isServerAuthError(error) ? authErrorText(error) : UNEXPECTED_ERROR_TEXT;
}
