import { z } from 'zod';
import { configureZod } from '@/lib/validation';

configureZod();

/**
 * Minimum participants (docs/booking-rules.md, "Minimum participants"): the ranges of the columns' check constraints,
 * with their German messages. The settings hold the default; a seminar or a date may set its own.
 */
const MIN_PARTICIPANTS = { min: 1, max: 100, message: 'Bitte geben Sie eine ganze Zahl von 1 bis 100 (Personen) ein.' };
const DECISION_DAYS = { min: 0, max: 90, message: 'Bitte geben Sie eine ganze Zahl von 0 bis 90 (Tage) ein.' };

export const MIN_PARTICIPANTS_LABEL = 'Mindestteilnehmerzahl je Termin';

const within = (rule: { min: number; max: number }) => (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= rule.min && Number(value) <= rule.max;

/** The academy's default minimum (required). */
export function minParticipantsNumber() {
  return z.string().trim().refine(within(MIN_PARTICIPANTS), MIN_PARTICIPANTS.message).transform(Number);
}

/** How many days before the start the academy decides whether a date under its minimum runs (required). */
export function decisionDaysNumber() {
  return z.string().trim().refine(within(DECISION_DAYS), DECISION_DAYS.message).transform(Number);
}

/** A seminar's or a date's own minimum: empty takes the next one up (the seminar's, the default). */
export function minParticipantsOverride() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || within(MIN_PARTICIPANTS)(value), MIN_PARTICIPANTS.message);
}
