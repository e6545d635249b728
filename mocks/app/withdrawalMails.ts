/**
 * The two mails of a withdrawal (§ 356a BGB): the consumer's immediate confirmation of receipt with date and time,
 * and the notice to the academy. The live system sends them from the mail catalogue; in the demo they land in the
 * Demo-Postfach. Subject and text are built by the small functions below so the catalogue can take them over.
 */
import type { MockDb } from '../db/mockDb';
import { sendMail } from '../mailbox/mailbox';
import type { WithdrawalResult } from './rpc/withdrawal';

/** „23.11.2026 um 14:05 Uhr“ in Berlin time. */
export function receiptTime(instant: string): string {
  const at = new Date(instant);
  const date = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at);
  return `${date} um ${time} Uhr`;
}

export function withdrawalReceiptMail(name: string, result: WithdrawalResult): { subject: string; text: string } {
  const when = receiptTime(String(result.received_at));
  const started = result.service_started
    ? [
        'Da Ihre Veranstaltung auf Ihren Wunsch bereits begonnen hatte, ziehen wir von der Erstattung den Anteil der bis',
        'zum Widerruf erbrachten Leistung ab (Wertersatz).',
        '',
      ]
    : [];
  return {
    subject: `Eingangsbestätigung Ihres Widerrufs – Buchung ${String(result.booking_number)}`,
    text: [
      `Guten Tag ${name},`,
      '',
      `Ihr Widerruf des Vertrags zur Buchung ${String(result.booking_number)} ist am ${when} bei uns eingegangen.`,
      '',
      'Die Buchung ist storniert, Ihre Plätze sind freigegeben. Bereits gezahlte Beträge erstatten wir Ihnen',
      'spätestens binnen 14 Tagen ab heute über das ursprünglich verwendete Zahlungsmittel.',
      '',
      ...started,
      'Ihre Digitalakademie Deutschland',
    ].join('\n'),
  };
}

export function withdrawalNoticeMail(result: WithdrawalResult, customer: string): { subject: string; text: string } {
  return {
    subject: `Widerruf eingegangen: Buchung ${String(result.booking_number)}`,
    text: [
      `Widerruf zur Buchung ${String(result.booking_number)} von ${customer}`,
      `Eingegangen am ${receiptTime(String(result.received_at))}.`,
      `Leistung bereits begonnen: ${result.service_started ? 'ja (Wertersatz prüfen)' : 'nein'}.`,
      'Die Buchung ist storniert und zur Erstattung markiert.',
    ].join('\n'),
  };
}

export function sendWithdrawalMails(db: MockDb, result: WithdrawalResult): void {
  const booking = db.rows('bookings').find((b) => b.id === result.booking_id);
  const academy = db.rows('settings').find((s) => s.id === 1);
  if (!booking) return;
  const name = `${String(booking.customer_first_name)} ${String(booking.customer_last_name)}`;
  sendMail(db, { to: String(result.confirmation_email), ...withdrawalReceiptMail(name, result), links: [] });
  if (academy) {
    sendMail(db, {
      to: String(academy.email),
      ...withdrawalNoticeMail(result, `${name} <${String(booking.customer_email)}>`),
      links: [],
    });
  }
}
