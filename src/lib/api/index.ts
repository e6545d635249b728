export { api, queriesHandedOver } from './api';
export type { ApiState, SupabaseRequest } from './api';
export { requestEndpoint, STORE_DISPATCH, type StoreDispatch } from './sagaRequest';
export {
  CHECK_VIOLATION_TEXT,
  GENERIC_REQUEST_ERROR_TEXT,
  NETWORK_ERROR_TEXT,
  PERMISSION_ERROR_TEXT,
  isApiError,
  toApiError,
} from './apiError';
export type { ApiError } from './apiError';
export { retryDelayMs, shouldRetry } from './queryPolicy';
export { renderedQuery } from './renderedQuery';
export { BUSINESS_ERROR_TEXTS, businessErrorDetails, businessErrorText } from './businessErrors';
export { FAILED_TEXT, errorText } from './errorText';
