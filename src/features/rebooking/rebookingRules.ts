import { formatCents, formatClockTime, formatDeadline, formatWeekdayDate, todayInBerlin } from '@/lib/format';
import type { RebookingDate, RebookingQuote } from './rebookingApi';

/** Who rebooks: the booker (signed in or by the guest link) or an admin on the customer's behalf. */
export type RebookingActor = 'booker' | 'admin';

/** What the dialog needs of the booked line. */
export interface RebookingLine {
  itemId: string;
  sessionId: string;
  /** The seminar's title as booked (the line's snapshot). */
  title: string;
  /** The booked seminar's slug, when the screen knows it; else the seminar is found by its title. */
  seminarSlug: string | null;
  start_date: string;
  /** `HH:MM:SS`. */
  start_time: string | null;
  location_name: string;
  quantity: number;
  /** Dates of the booking's lines (this one included): never offered, the server answers REBOOKING_SAME_DATE. */
  bookedSessionIds: readonly string[];
}

interface BookingState {
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  hold_expires_at: string | null;
}

interface LineState {
  session_id: string | null;
  starts_at: string;
}

/**
 * Whether a line offers `Umbuchen` — the server's rule (rebooking_plan), so the button shows only where it works:
 * a binding booking (confirmed, paid, or pending without a hold), a seminar line (webinars are not rebooked), whose
 * date has not begun.
 */
export function canRebook(booking: BookingState, line: LineState, now: number = Date.now()): boolean {
  const binding =
    booking.hold_expires_at === null &&
    (booking.status === 'confirmed' || booking.status === 'paid' || booking.status === 'pending');
  return binding && line.session_id !== null && Date.parse(line.starts_at) > now;
}

/** `Do., 10.12.2026, 09:00 Uhr` */
export function dateText(date: Pick<RebookingDate, 'start_date' | 'start_time'>): string {
  return `${formatWeekdayDate(date.start_date)}, ${formatClockTime(date.start_time)}`;
}

/** Whole Berlin calendar days from `day` to `date` (both `YYYY-MM-DD`). */
function daysBetween(day: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}

/** The free days of the terms, read off the quote: from the day free rebooking ends to the booked date's first day. */
export function freeRebookingDays(quote: Pick<RebookingQuote, 'free_until' | 'from'>): number {
  return Math.max(0, daysBetween(todayInBerlin(new Date(quote.free_until)), quote.from.start_date));
}

/** The rebooking terms in words, from the quote (the academy's settings decide them, never this code). */
export function rebookingTermsText(quote: RebookingQuote): string {
  const days = freeRebookingDays(quote);
  const free = `Kostenfrei umbuchen bis ${days} ${days === 1 ? 'Tag' : 'Tage'} vor Beginn`;
  // Within the free period the quote's fee is 0: the amount that would apply later is named once it applies.
  return quote.fee_gross_cents > 0
    ? `${free}, danach ${formatCents(quote.fee_gross_cents)} inkl. MwSt.`
    : `${free}, danach gegen eine Umbuchungsgebühr.`;
}

/** The fee of this rebooking: free (until when), the amount, or waived by the admin. */
export function feeText(quote: RebookingQuote, waived: boolean, now: number = Date.now()): string {
  if (quote.fee_gross_cents > 0) {
    return waived
      ? `Umbuchungsgebühr: entfällt (sonst ${formatCents(quote.fee_gross_cents)} inkl. MwSt.)`
      : `Umbuchungsgebühr: ${formatCents(quote.fee_gross_cents)} inkl. MwSt.`;
  }
  if (quote.fee_waived) return 'Umbuchungsgebühr: entfällt';
  return Date.parse(quote.free_until) > now
    ? `Umbuchung kostenfrei bis ${formatDeadline(quote.free_until)}`
    : 'Umbuchung kostenfrei';
}

/** `+120,00 €`, `−50,00 €`, `0,00 €` */
export function signedCents(cents: number): string {
  if (cents > 0) return `+${formatCents(cents)}`;
  if (cents < 0) return `−${formatCents(-cents)}`;
  return formatCents(0);
}

/** What the new total means for the payment: a refund, the rest to pay, or nothing to pay. */
export function balanceText(
  quote: Pick<RebookingQuote, 'paid_cents' | 'refund_cents' | 'due_cents' | 'gross_cents'>,
): string {
  const paid = formatCents(quote.paid_cents);
  if (quote.refund_cents > 0) {
    return `Erstattung: ${formatCents(quote.refund_cents)} – bereits bezahlt sind ${paid}, die Differenz wird erstattet.`;
  }
  if (quote.due_cents > 0) {
    return quote.paid_cents > 0
      ? `Restbetrag: ${formatCents(quote.due_cents)} – bereits bezahlt sind ${paid}, der Rest ist nach der neuen Rechnung zu zahlen.`
      : `Zu zahlen: ${formatCents(quote.due_cents)} laut der neuen Rechnung, die die bisherige ersetzt.`;
  }
  return 'Nichts zu zahlen: Der bezahlte Betrag deckt den neuen Gesamtbetrag.';
}
