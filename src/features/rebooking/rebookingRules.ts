import { formatCents, formatClockTime, formatDeadline, formatWeekdayDate, todayInBerlin } from '@/lib/format';
import { vatOfCents } from '@/lib/pricing';
import type { CancelledDateRefund, RebookingDate, RebookingQuote, RebookingTerms } from './rebookingApi';

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
  /** The academy cancelled the booked date: leaving it is free of charge, even after its start. */
  sessionCancelled?: boolean;
}

/**
 * A booked seminar line as a booker's page offers it (dashboard, /meine-buchung): what the rebooking and the refund
 * dialogs need, and which of them the line offers.
 */
export interface BookedLine extends RebookingLine {
  bookingNumber: string;
  /** The booking has no other line: its full refund cancels the booking. */
  onlyLine: boolean;
  /** `Umbuchen` works for it (`canRebook`). */
  rebookable: boolean;
  /** `Volle Erstattung` works for it (`canRefundCancelledDate`). */
  refundable: boolean;
}

interface BookingState {
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  hold_expires_at: string | null;
}

interface LineState {
  session_id: string | null;
  starts_at: string;
  /** The academy cancelled the line's date (docs/booking-rules.md "A cancelled date: the booker's choice"). */
  session_cancelled?: boolean;
}

/**
 * Whether a line offers `Umbuchen` — the server's rule (rebooking_plan), so the button shows only where it works:
 * a binding booking (confirmed, paid, or pending without a hold), a seminar line (webinars are not rebooked), whose
 * date has not begun — or whose date the academy cancelled, which can always be left.
 */
export function canRebook(booking: BookingState, line: LineState, now: number = Date.now()): boolean {
  const binding =
    booking.hold_expires_at === null &&
    (booking.status === 'confirmed' || booking.status === 'paid' || booking.status === 'pending');
  return binding && line.session_id !== null && (line.session_cancelled === true || Date.parse(line.starts_at) > now);
}

/**
 * Whether a line offers `Volle Erstattung` — the server's rule (refund_cancelled_date): a seminar line whose date the
 * academy cancelled, of a booking that is neither cancelled nor expired.
 */
export function canRefundCancelledDate(booking: BookingState, line: LineState): boolean {
  const active = booking.status === 'confirmed' || booking.status === 'paid' || booking.status === 'pending';
  return active && line.session_id !== null && line.session_cancelled === true;
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

/** The fee line of a rebooking away from a date the academy cancelled: never a fee, whenever it is done. */
export const CANCELLED_DATE_FEE_TEXT = 'Umbuchung kostenfrei: Wir haben den bisherigen Termin abgesagt.';

/**
 * The fee of this rebooking: free (until when), the amount, or waived by the admin — `waivedGrossCents` is what the
 * fee would have cost (the admin's quote with `_waive_fee` is priced without it).
 */
export function feeText(
  quote: RebookingQuote,
  waivedGrossCents: number | null = null,
  now: number = Date.now(),
): string {
  if (quote.fee_gross_cents > 0) return `Umbuchungsgebühr: ${formatCents(quote.fee_gross_cents)} inkl. MwSt.`;
  if (quote.fee_waived) {
    return waivedGrossCents !== null && waivedGrossCents > 0
      ? `Umbuchungsgebühr: entfällt (sonst ${formatCents(waivedGrossCents)} inkl. MwSt.)`
      : 'Umbuchungsgebühr: entfällt';
  }
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

/** `SEO-Grundlagen, Do., 10.12.2026, 09:00 Uhr, Spreeforum, Berlin · 2 Plätze`: the booked line in one line. */
export function lineText(line: RebookingLine): string {
  const when = line.start_time ? dateText({ start_date: line.start_date, start_time: line.start_time }) : null;
  const seats = `${line.quantity} ${line.quantity === 1 ? 'Platz' : 'Plätze'}`;
  return `${line.title}, ${when ?? formatWeekdayDate(line.start_date)}, ${line.location_name} · ${seats}`;
}

/** What the full refund does to the booking, told before it is asked for. */
export function refundStepsText(line: Pick<BookedLine, 'bookingNumber' | 'onlyLine'>): string[] {
  return line.onlyLine
    ? [
        `Ihre Buchung ${line.bookingNumber} wird storniert – der abgesagte Termin ist ihr einziger.`,
        'Zur bisherigen Rechnung erhalten Sie eine Rechnungskorrektur (Gutschrift).',
        'Einen bereits bezahlten Betrag erstatten wir Ihnen in voller Höhe.',
        'Die Bestätigung erhalten Sie per E-Mail.',
      ]
    : [
        `Der abgesagte Termin wird aus Ihrer Buchung ${line.bookingNumber} entfernt; Ihre übrigen Termine bleiben gebucht.`,
        'Zur bisherigen Rechnung erhalten Sie eine Rechnungskorrektur (Gutschrift) und eine neue Rechnung über die übrigen Termine.',
        'Haben Sie bereits bezahlt, erstatten wir Ihnen den Betrag für diesen Termin in voller Höhe.',
        'Die Bestätigung erhalten Sie per E-Mail.',
      ];
}

/** The refund done: what became of the booking, of the money, and the documents issued (null: none). */
export function refundDoneTexts(result: CancelledDateRefund): {
  booking: string;
  money: string;
  documents: string | null;
} {
  const booking = result.booking_cancelled
    ? `Ihre Buchung ${result.booking_number} ist storniert.`
    : `Der abgesagte Termin ist aus Ihrer Buchung ${result.booking_number} entfernt; ihr neuer Gesamtbetrag: ${formatCents(result.gross_cents)}.`;
  const money =
    result.refund_cents > 0
      ? `Wir erstatten Ihnen ${formatCents(result.refund_cents)}.`
      : result.booking_cancelled
        ? 'Es ist nichts zu erstatten: Bezahlt war noch nichts.'
        : 'Es ist nichts zu erstatten: Bezahlt haben Sie bisher nicht mehr, als die übrigen Termine kosten.';
  const papers = [
    result.credit_note_number ? `Rechnungskorrektur ${result.credit_note_number}` : null,
    result.invoice_number ? `neue Rechnung ${result.invoice_number}` : null,
  ].filter(Boolean);
  return { booking, money, documents: papers.length > 0 ? `Dokumente: ${papers.join(', ')}.` : null };
}
