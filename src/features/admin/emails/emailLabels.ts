import {
  outboxStatus,
  renderMail,
  type MailTemplateName,
  type OutboxStatus,
} from '@shared/mail';
import type { OutboxRow } from './adminEmailsApi';

export const TEMPLATE_LABELS: Record<MailTemplateName, string> = {
  auth_signup: 'Registrierung',
  auth_email_change: 'E-Mail-Änderung',
  auth_password_reset: 'Passwort zurücksetzen',
  auth_magic_link: 'Anmeldelink',
  auth_invite: 'Einladung',
  booking_received: 'Buchungseingang',
  booking_confirmed: 'Buchungsbestätigung mit Rechnung',
  payment_received: 'Zahlungseingang',
  payment_link_expired: 'Zahlungslink abgelaufen',
  cancellation_confirmed: 'Stornobestätigung',
  session_cancelled: 'Terminabsage',
  webinar_access: 'Webinar-Zugang',
  reminder_7_days: 'Erinnerung 7 Tage vorher',
  reminder_1_day: 'Erinnerung 1 Tag vorher',
  inhouse_request_received: 'Inhouse-Anfrage (Bestätigung)',
  inhouse_request_academy: 'Inhouse-Anfrage (an die Akademie)',
  accessibility_feedback_academy: 'Meldung einer Barriere (an die Akademie)',
  academy_new_booking: 'Neue Buchung (an die Akademie)',
  academy_refund_due: 'Erstattung nötig (Akademie)',
  academy_payment_mismatch: 'Zahlungsbetrag weicht ab (Akademie)',
  waitlist_confirm: 'Warteliste: Bestätigung der Adresse',
  waitlist_already_joined: 'Warteliste: bereits eingetragen',
  waitlist_joined: 'Warteliste: Platz in der Reihe',
  waitlist_offer: 'Warteliste: Platz frei',
  withdrawal_received: 'Widerruf (Eingangsbestätigung)',
  academy_withdrawal: 'Widerruf (an die Akademie)',
  participant_booked: 'Teilnehmer-Information',
  participant_changed: 'Ersatzteilnehmer',
  certificate_issued: 'Teilnahmebescheinigung',
  booking_rebooked: 'Umbuchungsbestätigung',
  participant_rebooked: 'Teilnehmer-Information: Umbuchung',
  participant_session_cancelled: 'Teilnehmer-Information: Terminabsage',
  cancelled_date_refunded: 'Erstattung für abgesagten Termin',
};

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  scheduled: 'Geplant',
  retrying: 'Erneuter Versuch',
  pending: 'Wartend',
};

export function templateLabel(template: string): string {
  return TEMPLATE_LABELS[template as MailTemplateName] ?? template;
}

export function statusOf(row: OutboxRow, now: Date): OutboxStatus {
  return outboxStatus(row, now);
}

/** The subject the recipient sees, rendered by the catalogue from the stored data. */
export function subjectOf(row: OutboxRow): string {
  try {
    return renderMail(row.template, row.data, { siteUrl: '' }).subject;
  } catch {
    return '–';
  }
}
