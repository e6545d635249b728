import { z } from 'zod';
import { configureZod } from '@/lib/validation';

configureZod();

/** The ranges of the discount columns' check constraints (docs/pricing.md), with their German messages. */
export const DISCOUNT_RULES = {
  early_bird_percent: { min: 0, max: 50, message: 'Bitte geben Sie eine ganze Zahl von 0 bis 50 (Prozent) ein.' },
  early_bird_days: { min: 1, max: 365, message: 'Bitte geben Sie eine ganze Zahl von 1 bis 365 (Tage) ein.' },
  group_discount_percent: { min: 0, max: 50, message: 'Bitte geben Sie eine ganze Zahl von 0 bis 50 (Prozent) ein.' },
  group_min_participants: { min: 2, max: 10, message: 'Bitte geben Sie eine ganze Zahl von 2 bis 10 (Personen) ein.' },
} as const;

export type DiscountField = keyof typeof DISCOUNT_RULES;

export const DISCOUNT_LABELS: Record<DiscountField, string> = {
  early_bird_percent: 'Frühbucherrabatt in Prozent',
  early_bird_days: 'Frühbucherrabatt bis (Tage vor Beginn)',
  group_discount_percent: 'Gruppenrabatt in Prozent',
  group_min_participants: 'Gruppenrabatt ab (Personen je Termin)',
};

const inRange = (field: DiscountField, value: string) => {
  const { min, max } = DISCOUNT_RULES[field];
  return /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max;
};

/** A required whole number in the column's range (the academy's defaults). */
export function discountNumber(field: DiscountField) {
  return z
    .string()
    .trim()
    .refine((value) => inRange(field, value), DISCOUNT_RULES[field].message)
    .transform(Number);
}

/** A seminar's own value: empty takes the academy's default; otherwise a whole number in the column's range. */
export function discountOverride(field: DiscountField) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || inRange(field, value), DISCOUNT_RULES[field].message);
}

/** The form's text for a column value (`null` = empty). */
export function discountText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The column value of a seminar's override field (empty = `null`, the academy's default). */
export function discountValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}
