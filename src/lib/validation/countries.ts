/** The countries an address may be in (checkout, profile, academy settings), German names. */
export const COUNTRIES = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
  { value: 'LU', label: 'Luxemburg' },
  { value: 'NL', label: 'Niederlande' },
  { value: 'BE', label: 'Belgien' },
  { value: 'FR', label: 'Frankreich' },
  { value: 'IT', label: 'Italien' },
  { value: 'PL', label: 'Polen' },
  { value: 'DK', label: 'Dänemark' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['value'];

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.some((country) => country.value === value);
}

/**
 * The country line of an address written in Germany: none for a German address, the German name for a foreign one
 * ("Österreich", never "AT").
 */
export function foreignCountryName(code: string): string | null {
  if (code === 'DE' || code === '') return null;
  return COUNTRIES.find((country) => country.value === code)?.label ?? code;
}
