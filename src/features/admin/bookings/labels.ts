import type { BookingStatus } from './adminBookingsApi';

/** Same wording as the customer's dashboard (features/account/bookingView.ts). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Ausstehend',
  confirmed: 'Bestätigt',
  paid: 'Bezahlt',
  cancelled: 'Storniert',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<'invoice' | 'online', string>> = {
  invoice: 'Rechnung',
  online: 'Online-Zahlung',
};

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'paid', 'cancelled'];
