/**
 * The business error codes of our backend's functions (supabase/README.md): PostgreSQL raises them as
 * `P0001` with the code as message and JSON details. Each gets the German sentence the user sees.
 */
export const BUSINESS_ERROR_TEXTS: Readonly<Record<string, string>> = {
  INVALID_INPUT: 'Die Angaben sind unvollständig oder ungültig. Bitte prüfen Sie Ihre Eingaben.',
  BOOKING_CLOSED: 'Buchungen sind gerade nicht möglich. Bitte versuchen Sie es später erneut.',
  SESSION_NOT_FOUND: 'Dieser Termin ist nicht mehr verfügbar.',
  SESSION_CANCELLED: 'Dieser Termin wurde abgesagt.',
  SESSION_IN_PAST: 'Dieser Termin liegt in der Vergangenheit.',
  SESSION_SOLD_OUT: 'Dieser Termin ist leider ausgebucht.',
  NOT_AUTHENTICATED: 'Bitte melden Sie sich an.',
  BOOKING_NOT_FOUND: 'Diese Buchung wurde nicht gefunden.',
  BOOKING_ALREADY_CANCELLED: 'Diese Buchung ist bereits storniert.',
  CANCELLATION_PERIOD_OVER:
    'Die kostenfreie Stornierung ist nicht mehr möglich. Bitte wenden Sie sich per E-Mail an uns – eine Ersatzperson können Sie bis zum Beginn kostenfrei benennen („Teilnehmer ändern“).',
  PARTICIPANT_CHANGE_CLOSED: 'Der Termin hat bereits begonnen; die Teilnehmerin oder der Teilnehmer kann nicht mehr geändert werden.',
  WITHDRAWAL_ALREADY_RECEIVED: 'Ihr Widerruf für diese Buchung liegt uns bereits vor.',
  WITHDRAWAL_NOT_CONSUMER:
    'Diese Buchung wurde für ein Unternehmen abgeschlossen. Das Widerrufsrecht gilt nur für Verbraucherinnen und Verbraucher; es gelten die Stornobedingungen der AGB.',
  WITHDRAWAL_PERIOD_OVER: 'Die Widerrufsfrist von 14 Tagen ab Vertragsschluss ist abgelaufen.',
  WITHDRAWAL_SERVICE_COMPLETED:
    'Die Veranstaltung hat auf Ihren Wunsch bereits stattgefunden; das Widerrufsrecht ist damit erloschen.',
  INVALID_STATUS_TRANSITION: 'Dieser Statuswechsel ist nicht möglich.',
  CAPACITY_BELOW_BOOKED: 'Die Kapazität darf nicht unter der Zahl der bereits gebuchten Plätze liegen.',
  FORBIDDEN: 'Dafür fehlen Ihnen die Berechtigungen.',
  LAST_ADMIN: 'Die letzte Administratorrolle kann nicht entzogen werden.',
  USER_NOT_FOUND: 'Dieses Benutzerkonto wurde nicht gefunden.',
};

export function businessErrorText(code: string): string | undefined {
  return BUSINESS_ERROR_TEXTS[code];
}

/** The JSON details of a business error (e.g. `{ line: 1, seats_left: 0 }`), or null. */
export function businessErrorDetails(details: string | null | undefined): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
