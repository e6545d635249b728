/**
 * GoTrue's error responses. supabase-js sends `X-Supabase-Api-Version: 2024-01-01`, and GoTrue then answers
 * `{ code, message }` and echoes the header (auth-js reads `code` only when it sees it); older clients get
 * `{ code: <status>, error_code, msg }`. auth-js turns either into `AuthApiError(message, status, code)`.
 */
const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION = '2024-01-01';

export function authErrorResponse(request: Request, status: number, code: string, message: string): Response {
  const versioned = (request.headers.get(API_VERSION_HEADER) ?? '') >= API_VERSION;
  if (versioned) {
    return Response.json({ code, message }, { status, headers: { [API_VERSION_HEADER]: API_VERSION } });
  }
  return Response.json({ code: status, error_code: code, msg: message }, { status });
}

export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}

export const authFailures = {
  invalidCredentials: () => new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new AuthFailure(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (min: number) =>
    new AuthFailure(422, 'weak_password', `Password should be at least ${min} characters.`),
  samePassword: () => new AuthFailure(422, 'same_password', 'New password should be different from the old password.'),
  invalidEmail: () => new AuthFailure(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  validation: (message: string) => new AuthFailure(400, 'validation_failed', message),
  emailRateLimit: () => new AuthFailure(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  otpExpired: () => new AuthFailure(403, 'otp_expired', 'Token has expired or is invalid'),
  refreshTokenNotFound: () =>
    new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthFailure(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail: string) =>
    new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFound: () => new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  unsupportedGrant: () => new AuthFailure(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  providerDisabled: () => new AuthFailure(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
};
