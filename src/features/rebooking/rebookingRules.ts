import { formatCents, formatClockTime, formatDeadline, formatWeekdayDate, todayInBerlin } from '@/lib/format';
import { vatOfCents } from '@/lib/pricing';
import type { RebookingDate, RebookingQuote, RebookingTerms } from './rebookingApi';

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

/** `1 Tag`, `14 Tage` */
function daysText(days: number): string {
  return `${days} ${days === 1 ? 'Tag' : 'Tage'}`;
}

/** The free days of the terms, read off the quote: from the day free rebooking ends to the booked date's first day. */
export function freeRebookingDays(quote: Pick<RebookingQuote, 'free_until' | 'from'>): number {
  return Math.max(0, daysBetween(todayInBerlin(new Date(quote.free_until)), quote.from.start_date));
}

/** The fee after the free period, in words: `59,50 € inkl. MwSt. (50,00 € zzgl. MwSt.)`, `10 % des Seminarpreises`. */
export function rebookingFeeTermText(terms: RebookingTerms): string | null {
  const net = terms.rebooking_fee_net_cents;
  if (net !== null) {
    if (net <= 0) return null;
    // VAT on the fee alone, rounded as the database rounds one amount (the quote states the exact share).
    const gross = net + vatOfCents(net, terms.vat_rate);
    return `${formatCents(gross)} inkl. MwSt. (${formatCents(net)} zzgl. MwSt.)`;
  }
  const percent = terms.rebooking_fee_percent ?? 0;
  return percent > 0 ? `${percent} % des Seminarpreises` : null;
}

/**
 * The rebooking terms in words, from the academy's settings (they decide them, never this code). Without the settings
 * (they could not be read) the quote's own figures stand in: the free days read off `free_until`, the fee once it
 * applies.
 */
export function rebookingTermsText(quote: RebookingQuote, terms?: RebookingTerms | null): string {
  if (terms) {
    const days = terms.free_rebooking_days;
    const fee = rebookingFeeTermText(terms);
    // No fee, or free until the start (when rebooking closes anyway): it never costs anything.
    if (fee === null || days <= 0) return 'Umbuchen ist bis zum Beginn kostenfrei.';
    return `Kostenfrei umbuchen bis ${daysText(days)} vor Beginn, danach ${fee}.`;
  }
  const free = `Kostenfrei umbuchen bis ${daysText(freeRebookingDays(quote))} vor Beginn`;
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
