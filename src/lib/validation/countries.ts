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
