import type { BookingStatus } from './adminBookingsApi';
import { BOOKING_STATUS_LABELS as STATUS_WORDS, PAYMENT_METHOD_LABELS as PAYMENT_WORDS } from '@/lib/bookingStatus';

/** Same wording as the customer's dashboard: one table (lib/bookingStatus.ts). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = STATUS_WORDS;

export const PAYMENT_METHOD_LABELS: Readonly<Record<'invoice' | 'online', string>> = PAYMENT_WORDS;

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'paid', 'cancelled', 'expired'];
