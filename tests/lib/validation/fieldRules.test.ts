/** The field rules every form shares: one VAT id rule, one postal code rule, one e-mail normalisation. */
import {
  emailField,
  isValidPhone,
  isValidPostalCode,
  isValidVatId,
  normalizeEmail,
  requiredText,
  tooLongText,
  vatIdField,
} from '@/lib/validation';
import type { z } from 'zod';

/** The first German message a field schema gives for a value, as a form shows it; undefined when it passes. */
function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('field rules', () => {
  it('accepts a VAT id the settings saved and one the checkout took, spaces and case aside', () => {
    expect(isValidVatId('DE123456789')).toBe(true);
    expect(isValidVatId('de 123 456 789')).toBe(true);
    expect(isValidVatId('ATU12345678')).toBe(true);
    expect(isValidVatId('')).toBe(true);
    expect(isValidVatId('DE12345678')).toBe(false);
    expect(vatIdField().parse(' de 123 456 789 ')).toBe('DE123456789');
  });

  it('checks postal codes by country', () => {
    expect(isValidPostalCode('DE', '10115')).toBe(true);
    expect(isValidPostalCode('DE', '1011')).toBe(false);
    expect(isValidPostalCode('AT', '1010')).toBe(true);
    expect(isValidPostalCode('CH', '80331')).toBe(false);
    expect(isValidPostalCode('NL', '1011 AB')).toBe(true);
    expect(isValidPostalCode('FR', ' ')).toBe(false);
  });

  it('normalises e-mail addresses and checks phone numbers', () => {
    expect(normalizeEmail('  Erika.Muster@Example.TEST ')).toBe('erika.muster@example.test');
    expect(fieldError(emailField('Bitte geben Sie Ihre E-Mail-Adresse ein.'), '')).toBe(
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    );
    expect(isValidPhone('+49 30 1234567-0')).toBe(true);
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('call me')).toBe(false);
  });

  it('refuses a text over its limit with the German sentence', () => {
    const name = requiredText('name', 'Bitte geben Sie den Vornamen ein.');
    expect(fieldError(name, 'x'.repeat(100))).toBeUndefined();
    expect(fieldError(name, 'x'.repeat(101))).toBe('Bitte höchstens 100 Zeichen.');
    expect(tooLongText('message')).toBe('Bitte höchstens 4.000 Zeichen.');
  });
});
