export { getSupabase, resetSupabaseClientForTests } from './client';
export type { AppSupabaseClient } from './client';
export { holdRequestsUntil, whenRequestsMayStart } from './requestGate';
export {
  AUTH_ERROR_TEXTS,
  GOOGLE_SIGN_IN_ERROR_TEXT,
  UNEXPECTED_ERROR_TEXT,
  authErrorText,
  userFacingAuthError,
} from './authErrors';
export type { Database } from './database.types';
export type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
