/**
 * Intl formatters are expensive to construct (tens of microseconds each, far more on a phone) and cheap to reuse.
 * Each distinct locale + options gets one formatter, created on first use rather than at module evaluation, so
 * loading a module costs nothing and a loop over hundreds of dates constructs a formatter once.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cacheKey(locale: string, options: object): string {
  return `${locale}|${JSON.stringify(options)}`;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = cacheKey(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = cacheKey(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
