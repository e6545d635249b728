/**
 * The outbox rows of the waiting list, the withdrawal, the substitute participant and the certificate, as the
 * functions migrations write them (`private.enqueue_waitlist_mails`, `…_withdrawal_mails`,
 * `…_participant_changed_mail` in `…_functions_mail.sql`, `…_certificate_mail` in `…_functions_attendance.sql`): same
 * template, recipient, data and idempotency key.
 */
import type {
  CertificateMailData,
  ParticipantChangedData,
  WaitlistMailData,
  WithdrawalMailData,
} from '../../../supabase/functions/_shared/mail';
import type { MockDb } from '../../db/mockDb';
import type { Row } from '../../db/schema';
import { certificatesOf } from '../rpc/attendance';
import { waitlistPosition } from '../rpc/waitlistOffers';
import type { WithdrawalResult } from '../rpc/withdrawal';
import { bookingAddressVerified } from './enqueue';
import { enqueueMail } from './enqueueMail';
import { enqueueUnverifiedMail, isVerifiedRecipient } from './mailLimits';
import { berlinDay, mailAcademy, mailCreditNoteData, participantMailItem, utcSeconds } from './mailData';

/** `private.waitlist_mail_data(entry)`: whom, how many seats, which date, the link to leave. */
export function waitlistMailData(db: MockDb, entry: Row): WaitlistMailData {
  const base = {
    academy: mailAcademy(db),
    name: String(entry.name),
    seats: Number(entry.seats),
    leave_token: String(entry.leave_token),
  };
  const session = db.rows('seminar_sessions').find((s) => s.id === entry.session_id);
  if (session) {
    const seminar = db.rows('seminars').find((s) => s.id === session.seminar_id);
    const location = db.rows('locations').find((l) => l.id === session.location_id);
    return {
      ...base,
      title: String(seminar?.title),
      date: String(session.start_date),
      city: String(location?.city_name),
    };
  }
  const webinar = db.rows('webinars').find((w) => w.id === entry.webinar_id);
  return { ...base, title: String(webinar?.title), date: berlinDay(webinar?.starts_at), city: null };
}

/**
 * The trigger `waitlist_entries_mails`: a new unconfirmed entry gets the confirmation link, an entry that starts
 * waiting its place, an entry with a new offer the `Platz jetzt buchen` mail.
 */
export function enqueueWaitlistMails(db: MockDb, next: Row, previous: Row | null): void {
  const id = String(next.id);
  const to = String(next.email);
  // Mail limits: the address is unconfirmed, so the mail passes the limits and carries no name the visitor typed.
  if (next.status === 'pending_confirmation' && previous === null) {
    const { name: _name, ...data } = waitlistMailData(db, next);
    enqueueUnverifiedMail(db, {
      template: 'waitlist_confirm',
      recipient: to,
      data: { ...data, confirm_token: String(next.confirm_token) },
      key: `waitlist_confirm:${id}`,
    });
  }
  if (next.status === 'waiting' && previous?.status !== 'waiting') {
    enqueueMail(db, {
      template: 'waitlist_joined',
      recipient: to,
      data: { ...waitlistMailData(db, next), position: waitlistPosition(db, next) },
      key: `waitlist_joined:${id}`,
    });
  }
  if (next.status === 'offered' && previous?.offer_token !== next.offer_token) {
    enqueueMail(db, {
      template: 'waitlist_offer',
      recipient: to,
      data: {
        ...waitlistMailData(db, next),
        offer_token: String(next.offer_token),
        offer_expires_at: utcSeconds(next.offer_expires_at),
      },
      key: `waitlist_offer:${id}:${String(next.offer_token)}`,
    });
  }
}

/**
 * `private.enqueue_withdrawal_mails`: the consumer's receipt and the academy's notice. Mail limits: to an address
 * nobody verified (neither the booking's account nor the caller's) the receipt names no one.
 */
export function enqueueWithdrawalMails(db: MockDb, result: WithdrawalResult, uid: string | null = null): void {
  const booking = db.rows('bookings').find((b) => b.id === result.booking_id) as Row;
  const bookingId = String(booking.id);
  const data: WithdrawalMailData = {
    academy: mailAcademy(db),
    booking_number: String(booking.booking_number),
    customer_name: `${String(booking.customer_first_name)} ${String(booking.customer_last_name)}`,
    customer_email: String(booking.customer_email),
    received_at: utcSeconds(result.received_at),
    service_started: Boolean(result.service_started),
  };
  const recipient = String(result.confirmation_email);
  const { customer_name: _typed, ...unnamed } = data;
  const verified = bookingAddressVerified(db, bookingId) || isVerifiedRecipient(db, uid, recipient);
  enqueueMail(db, {
    template: 'withdrawal_received',
    recipient,
    // Issue 30: the credit note names the buyer, so only a verified address gets it attached.
    data: verified ? { ...data, ...mailCreditNoteData(db, bookingId) } : unnamed,
    key: `withdrawal_received:${bookingId}`,
    bookingId,
  });
  enqueueMail(db, {
    template: 'academy_withdrawal',
    recipient: data.academy.email,
    data,
    key: `academy_withdrawal:${bookingId}`,
    bookingId,
  });
}

/**
 * `private.enqueue_participant_changed_mail`: the participation mail of the change just logged, only while the
 * booking holds seats. Mail limits: the substitute's address is unverified unless it is the caller's own, and the
 * mail carries only the academy's catalogue data, no name the booker typed.
 */
export function enqueueParticipantChangedMail(
  db: MockDb,
  bookingItemId: string,
  participantIndex: number,
  uid: string | null,
): void {
  const change = db
    .rows('participant_changes')
    .filter((row) => row.booking_item_id === bookingItemId && row.participant_index === participantIndex)
    .at(-1) as Row;
  const item = db.rows('booking_items').find((i) => i.id === bookingItemId) as Row;
  const booking = db.rows('bookings').find((b) => b.id === item.booking_id) as Row;
  if (!['pending', 'confirmed', 'paid'].includes(String(booking.status))) return;
  const data: ParticipantChangedData = {
    academy: mailAcademy(db),
    // Issue 31: the same facts as every participant's mail.
    item: participantMailItem(db, String(item.id)),
  };
  const mail = {
    template: 'participant_changed',
    recipient: String(change.email),
    data,
    key: `participant_changed:${String(change.id)}`,
    bookingId: String(booking.id),
  };
  if (isVerifiedRecipient(db, uid, mail.recipient)) enqueueMail(db, mail);
  else enqueueUnverifiedMail(db, mail);
}

/** `private.enqueue_certificate_mail`: a seat present at a finished date gets its certificate, once. */
export function enqueueCertificateMail(db: MockDb, bookingItemId: string, participantIndex: number): void {
  const found = certificatesOf(db).find(
    (c) => c.booking_item_id === bookingItemId && c.participant_index === participantIndex,
  );
  if (!found) return;
  const { booker: _booker, email, ...certificate } = found;
  const item = db.rows('booking_items').find((i) => i.id === bookingItemId) as Row;
  const data: CertificateMailData = { academy: mailAcademy(db), certificate };
  enqueueMail(db, {
    template: 'certificate_issued',
    recipient: email,
    data,
    key: `certificate_issued:${bookingItemId}:${participantIndex}`,
    bookingId: String(item.booking_id),
  });
}
