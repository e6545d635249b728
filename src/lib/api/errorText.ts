import { isApiError } from './apiError';

export const FAILED_TEXT = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

/** The German sentence for a failed request: the ApiError's own message, otherwise `fallback`. */
export function errorText(error: unknown, fallback: string = FAILED_TEXT): string {
  return isApiError(error) ? error.message : fallback;
}
