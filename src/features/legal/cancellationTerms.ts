/**
 * The cancellation terms (Stornobedingungen) as data: the AGB render them, and checkout and the customer dashboard can
 * show the very same rules. The free period must equal the backend's `settings.free_cancellation_days` (14), which
 * `cancel_booking` enforces; tests/features/legal compares the two, since src may not import mocks/.
 */

/** One fee step for seminars, counted in whole calendar days before the first seminar day. */
export interface CancellationTier {
  /** The step applies when the cancellation arrives at least this many days before the first seminar day. */
  fromDaysBefore: number;
  /** … and at most this many days before (`null`: any earlier date). */
  toDaysBefore: number | null;
  /** Share of the participation fee charged, in percent. */
  feePercent: number;
}

export interface CancellationTerms {
  /** Up to this many days before the first seminar day a cancellation is free (also the voluntary withdrawal period). */
  freeCancellationDays: number;
  /** Seminar fee steps, earliest first; together they cover every day from `freeCancellationDays` down to 0. */
  seminarTiers: readonly CancellationTier[];
  /** Fee when a participant does not attend without cancelling. */
  noShowFeePercent: number;
  /** Webinars are free to cancel up to this many hours before their start … */
  webinarFreeCancellationHours: number;
  /** … and charged with this share afterwards. */
  webinarLateFeePercent: number;
}

export const FREE_CANCELLATION_DAYS = 14;

/** Anchor of the cancellation terms in the AGB: checkout, e-mails and the dashboard link to `/agb#stornobedingungen`. */
export const CANCELLATION_ANCHOR = 'stornobedingungen';

export const cancellationTerms: CancellationTerms = {
  freeCancellationDays: FREE_CANCELLATION_DAYS,
  seminarTiers: [
    { fromDaysBefore: FREE_CANCELLATION_DAYS, toDaysBefore: null, feePercent: 0 },
    { fromDaysBefore: 7, toDaysBefore: FREE_CANCELLATION_DAYS - 1, feePercent: 50 },
    { fromDaysBefore: 0, toDaysBefore: 6, feePercent: 100 },
  ],
  noShowFeePercent: 100,
  webinarFreeCancellationHours: 24,
  webinarLateFeePercent: 100,
};

/** The German wording of a step's period, e.g. „bis 14 Tage vor dem ersten Seminartag“. */
export function cancellationTierPeriod(tier: CancellationTier): string {
  if (tier.toDaysBefore === null) return `bis ${tier.fromDaysBefore} Tage vor dem ersten Seminartag`;
  if (tier.fromDaysBefore === 0) return `weniger als ${tier.toDaysBefore + 1} Tage vor dem ersten Seminartag`;
  return `${tier.toDaysBefore} bis ${tier.fromDaysBefore} Tage vor dem ersten Seminartag`;
}

/** The German wording of a step's fee, e.g. „kostenfrei“ or „50 % der Teilnahmegebühr“. */
export function cancellationTierFee(tier: CancellationTier): string {
  return tier.feePercent === 0 ? 'kostenfrei' : `${tier.feePercent} % der Teilnahmegebühr`;
}

/** The fee in percent for a seminar cancelled `daysBefore` whole days before its first day (negative: afterwards). */
export function seminarCancellationFeePercent(
  daysBefore: number,
  terms: CancellationTerms = cancellationTerms,
): number {
  const tier = terms.seminarTiers.find(
    (step) => daysBefore >= step.fromDaysBefore && (step.toDaysBefore === null || daysBefore <= step.toDaysBefore),
  );
  return tier?.feePercent ?? terms.noShowFeePercent;
}

/**
 * The last day of free cancellation for a seminar starting on `firstDayIso` (`2027-03-15` → `2027-03-01`), a calendar
 * date in Berlin. Computed at noon UTC so no time zone or daylight-saving switch moves the day.
 */
export function freeCancellationDeadline(firstDayIso: string, terms: CancellationTerms = cancellationTerms): string {
  const day = new Date(`${firstDayIso.slice(0, 10)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - terms.freeCancellationDays);
  return day.toISOString().slice(0, 10);
}
