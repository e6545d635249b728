import type { CheckoutFormValues, CompletedBooking } from './checkoutTypes';

/**
 * The tab's memory of the checkout (sessionStorage: it survives the round trip to the payment provider and a reload,
 * and ends with the tab). Guests may not read their booking back (RLS), so the success page shows what is kept here.
 */
const BOOKINGS_KEY = 'checkout.bookings';
const DRAFT_KEY = 'checkout.draft';

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the success page then falls back to the e-mail confirmation.
  }
}

export function saveCompletedBooking(booking: CompletedBooking): void {
  const all = read<Record<string, CompletedBooking>>(BOOKINGS_KEY) ?? {};
  write(BOOKINGS_KEY, { ...all, [booking.result.booking_id]: booking });
}

export function loadCompletedBooking(bookingId: string): CompletedBooking | null {
  return read<Record<string, CompletedBooking>>(BOOKINGS_KEY)?.[bookingId] ?? null;
}

/** What the user typed, so a return from the payment provider (cancelled) finds the form filled. */
export function saveDraft(values: CheckoutFormValues): void {
  write(DRAFT_KEY, { ...values, consent: false });
}

export function loadDraft(): CheckoutFormValues | null {
  return read<CheckoutFormValues>(DRAFT_KEY);
}

export function clearDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to do
  }
}
