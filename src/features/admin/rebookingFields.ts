import { z } from 'zod';
import { configureZod } from '@/lib/validation';

configureZod();

/**
 * Rebooking terms (docs/booking-rules.md, "Rebooking"): free until `free_rebooking_days` before the start, then a fixed
 * net fee (`rebooking_fee_net_cents`) or a percentage of the line's net (`rebooking_fee_percent`) — exactly one of the
 * two is set (`settings_rebooking_fee`). The ranges of the columns' check constraints, with their German messages.
 */
const FREE_DAYS = { min: 0, max: 365, message: 'Bitte geben Sie eine ganze Zahl von 0 bis 365 (Tage) ein.' };
const FEE_PERCENT = { min: 0, max: 100, message: 'Bitte geben Sie eine ganze Zahl von 0 bis 100 (Prozent) ein.' };
/** `rebooking_fee_net_cents between 0 and 10000000`: at most 100.000,00 €. */
const FEE_MAX_CENTS = 10_000_000;
export const FEE_AMOUNT_MESSAGE = 'Bitte geben Sie einen Betrag von 0 bis 100.000,00 € ein (z. B. 50 oder 49,90).';
export const FEE_KIND_MESSAGE = 'Bitte wählen Sie eine Pauschale oder einen Prozentsatz.';

/** How the fee is charged: a fixed net amount or a percentage of the seminar's price. */
export type RebookingFeeKind = 'net' | 'percent';

export const REBOOKING_FEE_KINDS: ReadonlyArray<{ value: RebookingFeeKind; label: string }> = [
  { value: 'net', label: 'Pauschale (netto)' },
  { value: 'percent', label: 'Prozent des Seminarpreises' },
];

const within = (rule: { min: number; max: number }) => (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= rule.min && Number(value) <= rule.max;

/** The free days before the start (required). */
export function freeRebookingDaysNumber() {
  return z.string().trim().refine(within(FREE_DAYS), FREE_DAYS.message).transform(Number);
}

export function feeKindField() {
  return z.enum(['net', 'percent'], { message: FEE_KIND_MESSAGE });
}

/**
 * Euros as typed (`50`, `49,90`, `49.9`, `1.250,00`, `50 €`) in whole cents; null when it is no amount in the column's
 * range. Integer arithmetic: no binary fractions.
 */
export function euroCents(text: string): number | null {
  const value = text.trim().replace(/\s*€$/, '');
  let whole: string;
  let fraction = '';
  const grouped = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(value);
  const plain = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value);
  if (grouped) {
    whole = grouped[1]!.replace(/\./g, '');
    fraction = grouped[2] ?? '';
  } else if (plain) {
    whole = plain[1]!;
    fraction = plain[2] ?? '';
  } else {
    return null;
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= FEE_MAX_CENTS ? cents : null;
}

/** Cents as the form shows them: `5000` → `50,00`, `124990` → `1.249,90`. */
export function euroText(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** The percentage as typed; null when it is no whole number of the column's range. */
export function feePercentNumber(text: string): number | null {
  const value = text.trim().replace(/\s*%$/, '');
  return within(FEE_PERCENT)(value) ? Number(value) : null;
}

/** The chosen kind's field must hold a valid value; the other one is not saved, so what it holds does not matter. */
export function checkRebookingFee(
  values: {
    rebooking_fee_kind: RebookingFeeKind;
    rebooking_fee_euros: number | null;
    rebooking_fee_percent: number | null;
  },
  context: z.RefinementCtx,
): void {
  if (values.rebooking_fee_kind === 'net' && values.rebooking_fee_euros === null) {
    context.addIssue({ code: 'custom', path: ['rebooking_fee_euros'], message: FEE_AMOUNT_MESSAGE });
  }
  if (values.rebooking_fee_kind === 'percent' && values.rebooking_fee_percent === null) {
    context.addIssue({ code: 'custom', path: ['rebooking_fee_percent'], message: FEE_PERCENT.message });
  }
}

/** The columns to save: the chosen kind's value, the other one null (the database allows exactly one). */
export function rebookingFeeColumns(values: {
  rebooking_fee_kind: RebookingFeeKind;
  rebooking_fee_euros: number | null;
  rebooking_fee_percent: number | null;
}): { rebooking_fee_net_cents: number | null; rebooking_fee_percent: number | null } {
  return values.rebooking_fee_kind === 'net'
    ? { rebooking_fee_net_cents: values.rebooking_fee_euros, rebooking_fee_percent: null }
    : { rebooking_fee_net_cents: null, rebooking_fee_percent: values.rebooking_fee_percent };
}
