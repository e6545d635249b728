import type { BookingStatus } from './adminBookingsApi';

/** Same wording as the customer's dashboard (features/account/bookingView.ts). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Ausstehend',
  confirmed: 'Bestätigt',
  paid: 'Bezahlt',
  cancelled: 'Storniert',
  // A hold that ran out (unpaid online booking, unconfirmed guest invoice booking): its seats are back on sale.
  expired: 'Abgelaufen',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<'invoice' | 'online', string>> = {
  invoice: 'Rechnung',
  online: 'Online-Zahlung',
};

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'paid', 'cancelled', 'expired'];
