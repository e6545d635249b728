import { businessErrorText } from './businessErrors';

/** What every failed read or write looks like to screens: a status, the server's code and a German message. */
export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when no answer arrived. */
  status: number | 'FETCH_ERROR';
  /** PostgREST / PostgreSQL / function error code, e.g. 'PGRST116', '42501', 'SESSION_SOLD_OUT'. */
  code?: string;
  message: string;
  details?: string | null;
}

export const NETWORK_ERROR_TEXT =
  'Der Server ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
export const PERMISSION_ERROR_TEXT = 'Dafür fehlen Ihnen die Berechtigungen.';
export const GENERIC_REQUEST_ERROR_TEXT = 'Die Anfrage konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.';
/** A row the database's check constraints refuse (a text over its limit, a malformed VAT id …): 23514. */
export const CHECK_VIOLATION_TEXT =
  'Eine Angabe ist zu lang oder hat ein ungültiges Format. Bitte prüfen Sie Ihre Eingaben.';

interface PostgrestLikeError {
  code?: string;
  message?: string;
  details?: string | null;
}

/** Turns a supabase-js response error into an ApiError with a German message. */
export function toApiError(error: PostgrestLikeError, status: number | undefined): ApiError {
  // A business refusal of our own functions: the code travels as the message (supabase/README.md).
  const business = error.code === 'P0001' && error.message ? businessErrorText(error.message) : undefined;
  if (business)
    return { status: status || 400, code: error.message, message: business, details: error.details ?? null };
  const code = error.code || undefined;
  if (!status) return { status: 'FETCH_ERROR', code, message: NETWORK_ERROR_TEXT, details: error.details ?? null };
  if (code === '42501' || status === 401 || status === 403) {
    return { status, code, message: PERMISSION_ERROR_TEXT, details: error.details ?? null };
  }
  if (status >= 500) return { status, code, message: GENERIC_REQUEST_ERROR_TEXT, details: error.details ?? null };
  // The database's last line of defence: its message names the constraint in English, with the whole row.
  if (code === '23514') return { status, code, message: CHECK_VIOLATION_TEXT, details: null };
  return { status, code, message: error.message || GENERIC_REQUEST_ERROR_TEXT, details: error.details ?? null };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}
