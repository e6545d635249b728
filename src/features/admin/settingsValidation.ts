import { z } from 'zod';
import { discountNumber } from './discountFields';
import { decisionDaysNumber, minParticipantsNumber } from './minimumFields';
import {
  checkRebookingFee,
  euroCents,
  feeKindField,
  feePercentNumber,
  freeRebookingDaysNumber,
} from './rebookingFields';
import {
  checkPostalCode,
  countryField,
  emailField,
  isValidPhone,
  optionalText,
  requiredText,
  vatIdField,
  type FieldKind,
  configureZod,
} from '@/lib/validation';

configureZod();

const required = (kind: FieldKind, label: string) => requiredText(kind, `Bitte geben Sie ${label} ein.`);

/** ISO 13616: move the first four characters to the end, letters as 10..35, the number mod 97 must be 1. */
export function ibanChecksumValid(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of moved) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00` (how it is printed on invoices). */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function wholeNumber(message: string, min: number, max: number, rangeMessage: string) {
  return z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => /^\d+([.,]\d+)?$/.test(value), message)
    .transform((value) => Number(value.replace(',', '.')))
    .refine((value) => value >= min && value <= max, rangeMessage);
}

/** A whole number of digits only (an account or DATEV number), with its range in the message. */
function accountNumber(label: string, min: number, max: number) {
  const message = `Bitte geben Sie ${label} als ganze Zahl von ${min} bis ${max} ein.`;
  return z
    .string()
    .trim()
    .refine((value) => /^\d{1,9}$/.test(value), message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

export const settingsSchema = z
  .object({
    academy_name: required('company', 'den Namen der Akademie'),
    street: required('street', 'Straße und Hausnummer'),
    postal_code: optionalText('postalCode'),
    city: required('city', 'den Ort'),
    country: countryField(),
    email: emailField('Bitte geben Sie die E-Mail-Adresse ein.'),
    phone: requiredText('phone', 'Bitte geben Sie eine gültige Telefonnummer ein.').refine(
      isValidPhone,
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    ),
    vat_id: vatIdField('Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).').refine(
      (value) => value !== '',
      'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).',
    ),
    iban: z
      .string()
      .transform(compact)
      .refine(
        (value) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value) && ibanChecksumValid(value),
        'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).',
      )
      .transform(groupIban),
    bic: z
      .string()
      .transform(compact)
      .refine(
        (value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value),
        'Bitte geben Sie eine gültige BIC mit 8 oder 11 Zeichen ein.',
      ),
    bank_name: required('company', 'den Namen der Bank'),
    vat_rate: wholeNumber(
      'Bitte geben Sie den Steuersatz als Zahl ein.',
      0,
      100,
      'Der Steuersatz liegt zwischen 0 und 100 %.',
    ),
    free_cancellation_days: z
      .string()
      .trim()
      .refine((value) => /^\d+$/.test(value), 'Bitte geben Sie eine ganze Zahl von Tagen ab 0 ein.')
      .transform(Number)
      .refine((value) => value <= 365, 'Bitte höchstens 365 Tage.'),
    cancellation_terms: z
      .string()
      .trim()
      .min(1, 'Bitte geben Sie die Stornobedingungen ein.')
      .max(5000, 'Bitte höchstens 5000 Zeichen.'),
    booking_open: z.boolean(),
    // Rebooking (docs/booking-rules.md "Rebooking"): free days, then a fixed net fee or a percentage — the chosen one
    // is checked and saved, the other becomes null (settingsChanges).
    free_rebooking_days: freeRebookingDaysNumber(),
    rebooking_fee_kind: feeKindField(),
    rebooking_fee_euros: z.string().transform(euroCents),
    rebooking_fee_percent: z.string().transform(feePercentNumber),
    // Prices: the academy's default discounts (docs/pricing.md).
    early_bird_percent: discountNumber('early_bird_percent'),
    early_bird_days: discountNumber('early_bird_days'),
    group_discount_percent: discountNumber('group_discount_percent'),
    group_min_participants: discountNumber('group_min_participants'),
    // Minimum participants: the default of every date, and when the academy decides (docs/booking-rules.md).
    min_participants: minParticipantsNumber(),
    guarantee_decision_days: decisionDaysNumber(),
    // DATEV export (docs/invoices.md, "Export"): the numbers the tax adviser gives, within the checks of
    // `accounting_settings` (admins only; saved apart from the public settings row).
    datev_consultant_number: accountNumber('die Beraternummer', 1001, 9999999),
    datev_client_number: accountNumber('die Mandantennummer', 1, 99999),
    datev_account_length: accountNumber('die Sachkontenlänge', 4, 8),
    datev_chart: z.enum(['03', '04'], { message: 'Bitte wählen Sie SKR03 oder SKR04.' }),
    datev_debtor_account: accountNumber('das Debitorenkonto', 1, 999999999),
    datev_revenue_account: accountNumber('das Erlöskonto', 1, 99999999),
  })
  .superRefine((values, context) => {
    checkPostalCode(values.country, values.postal_code, context, 'postal_code');
    checkRebookingFee(values, context);
    // DATEV: a G/L account has at most the account length's digits, a person account one more.
    if (String(values.datev_revenue_account).length > values.datev_account_length) {
      context.addIssue({
        code: 'custom',
        path: ['datev_revenue_account'],
        message: `Das Erlöskonto hat höchstens ${values.datev_account_length} Stellen (Sachkontenlänge).`,
      });
    }
    if (String(values.datev_debtor_account).length !== values.datev_account_length + 1) {
      context.addIssue({
        code: 'custom',
        path: ['datev_debtor_account'],
        message: `Ein Debitorenkonto hat ${values.datev_account_length + 1} Stellen (eine mehr als die Sachkontenlänge).`,
      });
    }
  });

export type SettingsValues = z.input<typeof settingsSchema>;
export type SettingsOutput = z.output<typeof settingsSchema>;
