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
  SESSION_ALREADY_HELD: 'Dieser Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden.',
  SESSION_SOLD_OUT: 'Dieser Termin ist leider ausgebucht.',
  NOT_AUTHENTICATED: 'Bitte melden Sie sich an.',
  BOOKING_NOT_FOUND: 'Diese Buchung wurde nicht gefunden.',
  BOOKING_ALREADY_CANCELLED: 'Diese Buchung ist bereits storniert.',
  CANCELLATION_PERIOD_OVER:
    'Die kostenfreie Stornierung ist nicht mehr möglich. Bitte wenden Sie sich per E-Mail an uns – eine Ersatzperson können Sie bis zum Beginn kostenfrei benennen („Teilnehmer ändern“).',
  PARTICIPANT_CHANGE_CLOSED:
    'Der Termin hat bereits begonnen; die Teilnehmerin oder der Teilnehmer kann nicht mehr geändert werden.',
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
  TOO_MANY_SEATS:
    'Pro Termin können höchstens 10 Plätze in einer Buchung reserviert werden. Für größere Gruppen stellen Sie bitte eine Inhouse-Anfrage.',
  GUEST_HOLD_LIMIT:
    'Mit dieser E-Mail-Adresse sind bereits Plätze reserviert, aber noch nicht bestätigt. Bitte bestätigen Sie zuerst Ihre offenen Buchungen über den Link in der E-Mail, oder melden Sie sich an.',
  GUEST_SEATS_EXHAUSTED:
    'Für Buchungen ohne Anmeldung sind bei diesem Termin gerade keine weiteren Plätze reservierbar. Bitte melden Sie sich an oder versuchen Sie es später erneut.',
  EMAIL_READ_ONLY:
    'Die E-Mail-Adresse ändern Sie unter Einstellungen → E-Mail-Adresse ändern; sie wird erst nach der Bestätigung übernommen.',
  SETTINGS_REQUIRED: 'Die Einstellungen der Akademie fehlen. Bitte wenden Sie sich an die Akademie.',
  INVALID_TOKEN: 'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den Link aus Ihrer Buchungs-E-Mail.',
  BOOKING_EXPIRED: 'Diese Buchung ist abgelaufen: Die Reservierung wurde nicht rechtzeitig bestätigt oder bezahlt.',
  TOO_MANY_ATTEMPTS:
    'Zu viele Versuche. Bitte versuchen Sie es in einer Stunde erneut oder schreiben Sie uns, damit wir Ihren Widerruf aufnehmen.',
  EMAIL_NOT_FOUND: 'Diese E-Mail wurde nicht gefunden.',
  EMAIL_ALREADY_SENT: 'Diese E-Mail wurde bereits versendet.',
  WAITLIST_SEATS_AVAILABLE: 'Für diesen Termin sind noch Plätze frei – Sie können ihn direkt buchen.',
  WAITLIST_ALREADY_JOINED: 'Mit dieser E-Mail-Adresse stehen Sie bereits auf der Warteliste für diesen Termin.',
  WAITLIST_ENTRY_NOT_FOUND: 'Dieser Eintrag auf der Warteliste wurde nicht gefunden.',
  WAITLIST_OFFER_NOT_FOUND: 'Dieses Platzangebot wurde nicht gefunden.',
  WAITLIST_OFFER_EXPIRED:
    'Dieses Platzangebot ist abgelaufen. Der Platz wurde der nächsten Person auf der Warteliste angeboten.',
  WAITLIST_OFFER_USED: 'Dieses Platzangebot wurde bereits gebucht.',
  WAITLIST_ENTRY_NOT_WAITING: 'Diesem Eintrag kann gerade kein Platz angeboten werden.',
  WAITLIST_NO_FREE_SEATS: 'Für diesen Eintrag sind nicht genug Plätze frei.',
  NOT_PAYABLE: 'Diese Buchung kann nicht online bezahlt werden. Bitte wenden Sie sich bei Fragen an uns.',
  CHECKOUT_SESSION_OPEN:
    'Für diese Buchung ist bereits eine Zahlung geöffnet. Bitte schließen Sie die Zahlung im geöffneten Fenster ab oder laden Sie die Seite neu.',
  WAITLIST_GUEST_LIMIT:
    'Die Warteliste für diesen Termin ist für Gäste voll. Mit einem Kundenkonto können Sie sich trotzdem eintragen.',
  MAIL_LIMIT_REACHED:
    'Wir haben an diese E-Mail-Adresse in letzter Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es morgen erneut oder rufen Sie uns an.',
  ACCESSIBILITY_FEEDBACK_LIMIT:
    'Sie haben uns in der letzten Stunde bereits mehrere Meldungen gesendet, vielen Dank. Bitte versuchen Sie es in einer Stunde erneut oder schreiben Sie uns eine E-Mail.',
  INVOICE_IMMUTABLE:
    'Eine ausgestellte Rechnung kann nicht geändert oder gelöscht werden. Für eine Korrektur erstellen Sie bitte eine Gutschrift mit neuer Rechnung („Rechnung korrigieren“).',
  INVOICE_NOT_FOUND:
    'Zu dieser Buchung gibt es keine offene Rechnung, die korrigiert werden kann. Eine Rechnung entsteht erst, wenn die Buchung verbindlich ist.',
  REBOOKING_CLOSED: 'Der Termin hat bereits begonnen; eine Umbuchung ist nicht mehr möglich.',
  REBOOKING_NOT_BINDING:
    'Umbuchen können Sie, sobald Ihre Buchung verbindlich ist – nach der Zahlung oder der Bestätigung Ihrer E-Mail-Adresse.',
  REBOOKING_SAME_DATE: 'Diesen Termin haben Sie bereits gebucht. Bitte wählen Sie einen anderen Termin.',
  DATE_NOT_CANCELLED:
    'Dieser Termin findet statt. Die volle Erstattung gibt es für Termine, die wir absagen; sonst gelten die Stornobedingungen.',
  REBOOKING_NOT_POSSIBLE: 'Webinare können nicht umgebucht werden. Bitte schreiben Sie uns, wir finden eine Lösung.',
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
