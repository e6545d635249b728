/** Every number of docs/constants.md, named once. Durations are milliseconds unless the name says otherwise. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Admin status cache per user. */
export const ADMIN_STATUS_CACHE_MS = 5 * MINUTE;

/** Stored cart lifetime; expired carts are deleted on load or cleanup. */
export const CART_LIFETIME_MS = 7 * DAY;

/** IndexedDB cart database (docs/states.md). */
export const CART_DB_NAME = 'SeminarCartDB';
export const CART_DB_VERSION = 1;
export const CART_STORE_NAME = 'carts';
export const CART_EXPIRES_AT_INDEX = 'expiresAt';

/** Data queries: retries, retry delay doubling from 1 s up to 30 s, freshness and cache garbage collection. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1 * SECOND;
export const QUERY_RETRY_MAX_DELAY_MS = 30 * SECOND;
export const QUERY_FRESH_MS = 5 * MINUTE;
export const QUERY_CACHE_GC_MS = 5 * MINUTE;

/** Password minimum length. */
export const PASSWORD_MIN_LENGTH = 6;

/** Notification toasts: display time and how many are shown at a time. */
export const TOAST_DURATION_MS = 4 * SECOND;
export const TOAST_LIMIT = 3;

/** Tooltip delay (Radix Tooltip's own default, named here so it is visible). */
export const TOOLTIP_DELAY_MS = 700;

/** VAT rate for consumer prices in Germany (docs/data-model.md); the server's settings row is authoritative. */
export const VAT_RATE_PERCENT = 19;
