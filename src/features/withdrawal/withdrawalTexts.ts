import { businessErrorText, isApiError } from '@/lib/api';
import { formatInstantDate, formatInstantTime } from '@/lib/format';

/** Why a booking cannot be withdrawn, in the words of the withdrawal page (short, for the booking list). */
export const REFUSAL_SHORT_TEXT: Readonly<Record<string, string>> = {
  WITHDRAWAL_ALREADY_RECEIVED: 'Widerruf bereits eingegangen',
  BOOKING_ALREADY_CANCELLED: 'Bereits storniert',
  BOOKING_EXPIRED: 'Buchung abgelaufen',
  WITHDRAWAL_NOT_CONSUMER: 'Firmenbuchung – kein Widerrufsrecht',
  WITHDRAWAL_PERIOD_OVER: 'Widerrufsfrist abgelaufen',
  WITHDRAWAL_SERVICE_COMPLETED: 'Veranstaltung bereits erbracht',
};

export const GUEST_NOT_FOUND_TEXT =
  'Wir haben keine Buchung mit dieser Buchungsnummer und dieser E-Mail-Adresse gefunden. Bitte prüfen Sie Ihre Angaben.';

/** The German sentence for a failed withdrawal; a guest's BOOKING_NOT_FOUND names both fields on purpose. */
export function withdrawalErrorText(error: unknown, guest: boolean): string {
  if (!isApiError(error)) return 'Der Widerruf konnte nicht übermittelt werden. Bitte versuchen Sie es erneut.';
  if (guest && error.code === 'BOOKING_NOT_FOUND') return GUEST_NOT_FOUND_TEXT;
  return (error.code && businessErrorText(error.code)) || error.message;
}

/** „am 23. November 2026 um 14:05 Uhr“ (Berlin time). */
export function receivedAtText(instant: string): string {
  return `am ${formatInstantDate(instant)} um ${formatInstantTime(instant)}`;
}

/** New numbers: `DA-2026-K7M3QX9P` (8 characters without 0/O/1/I/L); older ones `DA-2026-000123` stay valid. */
export const BOOKING_NUMBER_PATTERN = /^DA-\d{4}-(\d{6,}|[A-HJKMNP-Z2-9]{8})$/i;
