/**
 * The outbox rows of `…_functions_mail.sql` (`private.enqueue_*`): written by the same mock RPC that changes the
 * booking, so they stand or fall with it, exactly like the SQL transaction.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { Row } from '../../db/schema';
import { deleteRow } from '../../db/writes';
import { nowMs, raiseError } from '../rpc/common';
import { holdsSeats } from '../rpc/seats';
import {
  mailAcademy,
  mailBookingData,
  mailBookingFacts,
  mailCreditNoteData,
  mailInvoiceData,
  participantMailItem,
} from './mailData';
import { enqueueMail, recipientKey } from './enqueueMail';
import { alternativeDates } from '../alternativeDates';
import { enqueueUnverifiedMail, isVerifiedRecipient, unverifiedMailAllowed } from './mailLimits';
import { guestViewLink } from './guestViewLink';

const DAY_MS = 86_400_000;

/** After book_cart: the customer's receipt and the academy's notice. */
export function enqueueBookingMails(db: MockDb, bookingId: string, uid: string | null = null): void {
  const data = mailBookingData(db, bookingId);
  // Mail limits: a receipt to an address the booker has not verified passes the limits (MAIL_LIMIT_REACHED) and
  // carries only the academy's facts; the academy's copy below keeps everything.
  const unverified = !isVerifiedRecipient(db, uid, data.booking.customer_email);
  if (unverified && !db.rows('email_outbox').some((row) => row.idempotency_key === `booking_received:${bookingId}`)) {
    if (!unverifiedMailAllowed(db, data.booking.customer_email)) raiseError('MAIL_LIMIT_REACHED');
  }
  // The receipt names the hold's deadline and, for an unconfirmed e-mail address, the `Buchung bestätigen` token.
  const booking = db.rows('bookings').find((row) => row.id === bookingId);
  const token = db.rows('booking_tokens').find((row) => row.booking_id === bookingId)?.confirmation_token;
  const holdExpiresAt = booking?.hold_expires_at ? new Date(String(booking.hold_expires_at)) : null;
  enqueueMail(db, {
    template: 'booking_received',
    recipient: data.booking.customer_email,
    data: {
      // Issue 30: a booking binding at once (signed-in, confirmed address, invoice) has its invoice already.
      ...(unverified ? mailBookingFacts(data) : { ...data, ...mailInvoiceData(db, bookingId) }),
      hold_expires_at: holdExpiresAt ? holdExpiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
      confirmation_token: typeof token === 'string' ? token : null,
      ...guestViewLink(db, bookingId), // a guest's "Ihre Buchung ansehen"
    },
    key: `booking_received:${bookingId}`,
    bookingId,
    unverified,
  });
  enqueueMail(db, {
    template: 'academy_new_booking',
    recipient: data.academy.email,
    data,
    key: `academy_new_booking:${bookingId}`,
    bookingId,
  });
  // Issue 31: binding at once (signed-in, confirmed address, invoice: hold ended) → the participants' own mails.
  if (booking?.status === 'pending' && (booking.hold_expires_at === null || booking.hold_expires_at === undefined)) {
    enqueueParticipantMails(db, bookingId);
  }
}

const REMINDERS = [
  ['reminder_7_days', 7 * DAY_MS],
  ['reminder_1_day', DAY_MS],
] as const;

/** After a status change (private.enqueue_status_mails). */
export function enqueueStatusMails(db: MockDb, bookingId: string): void {
  const data = mailBookingData(db, bookingId);
  // The booker's mails only: a guest's link "Ihre Buchung ansehen" (its view token) instead of the dashboard.
  const booker = { ...data, ...guestViewLink(db, bookingId) };
  const status = db.rows('bookings').find((row) => row.id === bookingId)?.status;
  // The customer's reminder switch (profiles.booking_reminders); a guest has none and gets them.
  const userId = db.rows('bookings').find((row) => row.id === bookingId)?.user_id;
  const reminders = db.rows('profiles').find((row) => userId && row.user_id === userId)?.booking_reminders !== false;
  const to = data.booking.customer_email;
  const base = { recipient: to, bookingId };
  if (status === 'confirmed' || status === 'paid') {
    // Issue 30: the invoice issued just before (setBookingStatus) is attached.
    enqueueMail(db, {
      ...base,
      template: 'booking_confirmed',
      data: { ...booker, ...mailInvoiceData(db, bookingId) },
      key: `booking_confirmed:${bookingId}`,
    });
    enqueueParticipantMails(db, bookingId); // Issue 31: the participants' own mails
    for (const item of db.rows('booking_items').filter((row) => row.booking_id === bookingId)) {
      const start = Date.parse(String(item.starts_at));
      for (const [template, lead] of REMINDERS) {
        if (reminders && start - lead > nowMs()) {
          enqueueMail(db, {
            ...base,
            template,
            data: { ...booker, item_id: item.id },
            key: `${template}:${bookingId}:${String(item.id)}`,
            sendAfter: start - lead,
          });
        }
      }
      const access = db.rows('webinar_access').find((row) => row.webinar_id === item.webinar_id);
      if (item.webinar_id && access) {
        enqueueMail(db, {
          ...base,
          template: 'webinar_access',
          data: { ...data, item_id: item.id, join_url: access.join_url },
          key: `webinar_access:${bookingId}:${String(item.id)}`,
        });
      }
    }
  }
  if (status === 'paid') {
    enqueueMail(db, { ...base, template: 'payment_received', data: booker, key: `payment_received:${bookingId}` });
  }
  if (status === 'cancelled') {
    const withdrawn = db
      .rows('email_outbox')
      .filter(
        (row) =>
          row.booking_id === bookingId &&
          (row.template === 'reminder_7_days' || row.template === 'reminder_1_day') &&
          row.sent_at === null,
      );
    for (const row of withdrawn) deleteRow(db, 'email_outbox', row, serviceContext(db));
    enqueueMail(db, {
      ...base,
      template: 'cancellation_confirmed',
      // Issue 30: the credit note the cancellation issued just before (if the booking was invoiced).
      data: { ...booker, ...mailCreditNoteData(db, bookingId) },
      key: `cancellation_confirmed:${bookingId}`,
    });
  }
}

/**
 * `private.enqueue_participant_mails` (issue 31): one mail per participant address other than the booker's and per
 * booking, with all of that participant's dates and only the academy's facts; counted as unverified and skipped
 * silently over the mail limits (the confirmation never fails for it).
 */
export function enqueueParticipantMails(db: MockDb, bookingId: string): void {
  const booking = db.rows('bookings').find((row) => row.id === bookingId) as Row;
  const booker = recipientKey(String(booking.customer_email));
  const items = db
    .rows('booking_items')
    .filter((row) => row.booking_id === bookingId)
    .sort(
      (x, y) =>
        Date.parse(String(x.starts_at)) - Date.parse(String(y.starts_at)) || String(x.id).localeCompare(String(y.id)),
    );
  const participants = new Map<string, { email: string; itemIds: string[] }>();
  for (const item of items) {
    for (const participant of item.participants as Array<{ email?: string }>) {
      if (!participant.email) continue;
      const key = recipientKey(participant.email);
      const entry = participants.get(key) ?? { email: participant.email, itemIds: [] };
      if (!entry.itemIds.includes(String(item.id))) entry.itemIds.push(String(item.id));
      participants.set(key, entry);
    }
  }
  // SQL orders by the first date, then the key.
  const ordered = [...participants.entries()].sort(
    ([keyX, x], [keyY, y]) =>
      items.findIndex((item) => item.id === x.itemIds[0]) - items.findIndex((item) => item.id === y.itemIds[0]) ||
      (keyX < keyY ? -1 : keyX > keyY ? 1 : 0),
  );
  for (const [key, { email, itemIds }] of ordered) {
    if (key === booker) continue;
    const idempotencyKey = `participant_booked:${bookingId}:${key}`;
    if (db.rows('email_outbox').some((row) => row.idempotency_key === idempotencyKey)) continue;
    if (!unverifiedMailAllowed(db, email)) continue;
    enqueueMail(db, {
      template: 'participant_booked',
      recipient: email,
      data: { academy: mailAcademy(db), items: itemIds.map((id) => participantMailItem(db, id)) },
      key: idempotencyKey,
      bookingId,
      unverified: true,
    });
  }
}

/**
 * `confirm_booking_email`, issue 30: a guest's invoice booking became binding and its invoice was issued: the
 * confirmation with that invoice goes out now; the academy's later confirmation has the same key and is skipped.
 */
export function enqueueBindingConfirmationMail(db: MockDb, bookingId: string): void {
  const data = mailBookingData(db, bookingId);
  enqueueMail(db, {
    template: 'booking_confirmed',
    recipient: data.booking.customer_email,
    data: { ...data, ...guestViewLink(db, bookingId), ...mailInvoiceData(db, bookingId) },
    key: `booking_confirmed:${bookingId}`,
    bookingId,
  });
  enqueueParticipantMails(db, bookingId); // Issue 31: binding now → the participants' mails
}

/** `private.booking_address_verified`: the booking's address is the confirmed address of the account that booked. */
export function bookingAddressVerified(db: MockDb, bookingId: string): boolean {
  const booking = db.rows('bookings').find((row) => row.id === bookingId);
  return (
    booking !== undefined &&
    isVerifiedRecipient(db, (booking.user_id as string | null) ?? null, String(booking.customer_email))
  );
}

/**
 * For the expiry of unpaid online bookings (private.enqueue_payment_link_expired_mail). Mail limits: no caller to
 * refuse, so a guest's mail is skipped silently over the limits, a guest address gets it once in 24 hours, and it
 * carries only the academy's facts.
 */
export function enqueuePaymentLinkExpiredMail(db: MockDb, bookingId: string): void {
  const data = mailBookingData(db, bookingId);
  const to = data.booking.customer_email;
  const verified = bookingAddressVerified(db, bookingId);
  const key = recipientKey(to);
  const sentToday = db
    .rows('email_outbox')
    .some(
      (row) =>
        row.template === 'payment_link_expired' &&
        row.unverified === true &&
        row.recipient_key === key &&
        Date.parse(String(row.created_at)) > nowMs() - DAY_MS,
    );
  if (!verified && (!unverifiedMailAllowed(db, to) || sentToday)) return;
  enqueueMail(db, {
    template: 'payment_link_expired',
    recipient: to,
    data: verified ? data : mailBookingFacts(data),
    key: `payment_link_expired:${bookingId}`,
    bookingId,
    unverified: !verified,
  });
}

/** Ids ordered as their text (the SQL's `order by id`). */
const byText = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);

/**
 * After admin_cancel_session: every seat-holding booker learns it with the choice (up to three other dates with room
 * for the line), every participant of the line but the booker too (unverified, skipped silently over the limits).
 */
export function enqueueSessionCancelledMails(db: MockDb, sessionId: string): void {
  const lines = db
    .rows('booking_items')
    .filter((row) => row.session_id === sessionId)
    .sort((x, y) => byText(x.booking_id, y.booking_id) || byText(x.id, y.id));
  for (const item of lines) {
    const booking = db.rows('bookings').find((row) => row.id === item.booking_id);
    if (!holdsSeats(booking)) continue; // an expired booking has no seat on the date
    const bookingId = String(booking.id);
    enqueueMail(db, {
      template: 'session_cancelled',
      recipient: String(booking.customer_email),
      data: {
        ...mailBookingData(db, bookingId),
        ...guestViewLink(db, bookingId),
        item_id: item.id,
        alternatives: alternativeDates(db, sessionId, Number(item.quantity)),
      },
      key: `session_cancelled:${bookingId}:${String(item.id)}`,
      bookingId,
    });
    const booker = recipientKey(String(booking.customer_email));
    const told = new Map<string, string>();
    for (const participant of item.participants as Array<{ email?: string }>) {
      if (participant.email && !told.has(recipientKey(participant.email))) {
        told.set(recipientKey(participant.email), participant.email);
      }
    }
    for (const [key, email] of told) {
      const idempotencyKey = `participant_session_cancelled:${String(item.id)}:${key}`;
      if (key === booker || db.rows('email_outbox').some((row) => row.idempotency_key === idempotencyKey)) continue;
      if (!unverifiedMailAllowed(db, email)) continue;
      enqueueMail(db, {
        template: 'participant_session_cancelled',
        recipient: email,
        data: {
          academy: mailAcademy(db),
          booking_number: booking.booking_number,
          item: participantMailItem(db, String(item.id)),
        },
        key: idempotencyKey,
        bookingId,
        unverified: true,
      });
    }
  }
}

/**
 * The trigger `inhouse_requests_mails` (after insert). Mail limits: the requester's copy passes the limits unless the
 * caller is signed in with that confirmed address, and carries none of the request's free text.
 */
export function enqueueInhouseRequestMails(db: MockDb, request: Row, uid: string | null = null): void {
  const academy = mailAcademy(db);
  const field = (name: string) => (request[name] === undefined ? null : request[name]);
  const data = {
    academy,
    request: {
      company: field('company'),
      contact_name: field('contact_name'),
      email: field('email'),
      phone: field('phone'),
      topic: field('topic'),
      participants: field('participants'),
      preferred_period: field('preferred_period'),
      location_preference: field('location_preference'),
      message: field('message'),
    },
  };
  const id = String(request.id);
  const receipt = {
    template: 'inhouse_request_received',
    recipient: String(request.email),
    data: { academy },
    key: `inhouse_request_received:${id}`,
  };
  if (isVerifiedRecipient(db, uid, receipt.recipient)) enqueueMail(db, receipt);
  else enqueueUnverifiedMail(db, receipt);
  enqueueMail(db, {
    template: 'inhouse_request_academy',
    recipient: academy.email,
    data,
    key: `inhouse_request_academy:${id}`,
  });
}
