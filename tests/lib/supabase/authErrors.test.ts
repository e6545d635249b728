import {
  AUTH_ERROR_TEXTS,
  GOOGLE_SIGN_IN_ERROR_TEXT,
  UNEXPECTED_ERROR_TEXT,
  authErrorText,
  userFacingAuthError,
} from '@/lib/supabase';

/** docs/errors.md, row by row: the auth server's message and the German text the user sees. */
const catalogue: Array<[source: string, shown: string]> = [
  ['Invalid login credentials', 'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.'],
  ['User already registered', 'Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.'],
  ['Email not confirmed', 'Bitte bestätigen Sie Ihre E-Mail-Adresse vor der Anmeldung.'],
  ['Password should be at least 6 characters', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
  ['Unable to validate email address', 'Ungültige E-Mail-Adresse.'],
  ['Email rate limit exceeded', 'Zu viele Versuche. Bitte warten Sie einen Moment.'],
];

class AuthApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

describe('auth error catalogue (docs/errors.md)', () => {
  it('holds exactly the rows of the specification', () => {
    expect(AUTH_ERROR_TEXTS).toEqual(catalogue);
  });

  it.each(catalogue)('"%s" is shown as "%s"', (source, shown) => {
    expect(authErrorText({ message: source })).toBe(shown);
    expect(userFacingAuthError(new AuthApiError(source, 400))).toBe(shown);
  });

  it.each([
    ['Unable to validate email address: invalid format', 'Ungültige E-Mail-Adresse.'],
    ['Password should be at least 6 characters.', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
  ])('matches the server text with details appended: "%s"', (source, shown) => {
    expect(userFacingAuthError(new AuthApiError(source, 422))).toBe(shown);
  });

  it('passes other server messages through unchanged', () => {
    expect(userFacingAuthError(new AuthApiError('Signups not allowed for this instance', 422))).toBe(
      'Signups not allowed for this instance',
    );
  });

  it.each([
    ['a thrown TypeError', new TypeError('Failed to fetch')],
    ['a network failure reported by supabase-js', Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' })],
    ['an unknown auth error', Object.assign(new Error('Unexpected token <'), { name: 'AuthUnknownError' })],
    ['a non-error value', 'boom'],
    ['nothing at all', undefined],
  ])('shows the unexpected-error text for %s', (_label, error) => {
    expect(userFacingAuthError(error)).toBe(UNEXPECTED_ERROR_TEXT);
  });

  it('has the exact unexpected and Google texts', () => {
    expect(UNEXPECTED_ERROR_TEXT).toBe('Ein unerwarteter Fehler ist aufgetreten.');
    expect(GOOGLE_SIGN_IN_ERROR_TEXT).toBe('Google-Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.');
  });
});
