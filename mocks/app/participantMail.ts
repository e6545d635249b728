/**
 * The participation mail a substitute participant gets after `change_participant`: what, when, where. The live
 * system sends it from the mail catalogue; in the demo it lands in the Demo-Postfach.
 */
import type { MockDb } from '../db/mockDb';
import { sendMail } from '../mailbox/mailbox';
import type { ParticipantChange } from './rpc/changeParticipant';

const germanDate = (iso: unknown) => String(iso).slice(0, 10).split('-').reverse().join('.');

export function participationMail(
  change: ParticipantChange,
  item: { title: string; start_date: string; start_time: string | null; location_name: string },
  booker: string,
): { subject: string; text: string } {
  const time = item.start_time ? `, ${item.start_time.slice(0, 5)} Uhr` : '';
  return {
    subject: `Ihre Teilnahme: ${item.title}`,
    text: [
      `Guten Tag ${change.first_name} ${change.last_name},`,
      '',
      `${booker} hat Sie als Teilnehmerin bzw. Teilnehmer angemeldet:`,
      '',
      `• ${item.title}`,
      `• ${germanDate(item.start_date)}${time}`,
      `• ${item.location_name}`,
      '',
      'Wir freuen uns auf Sie.',
      '',
      'Ihre Digitalakademie Deutschland',
    ].join('\n'),
  };
}

export function sendParticipationMail(db: MockDb, change: ParticipantChange): void {
  const item = db.rows('booking_items').find((i) => i.id === change.booking_item_id);
  const booking = item && db.rows('bookings').find((b) => b.id === item.booking_id);
  if (!item || !booking) return;
  const booker = `${String(booking.customer_first_name)} ${String(booking.customer_last_name)}`;
  const mail = participationMail(
    change,
    {
      title: String(item.title),
      start_date: String(item.start_date),
      start_time: item.start_time === null ? null : String(item.start_time),
      location_name: String(item.location_name),
    },
    booker,
  );
  sendMail(db, { to: change.email, ...mail, links: [] });
}
