/**
 * Mail limits of `…_functions_mail.sql` and `…_holds_at_scale.sql` (docs/booking-rules.md):
 * `private.mail_recipient_key`, `private.is_verified_recipient`, `private.unverified_mail_allowed` and
 * `private.enqueue_unverified_mail`. A mail a visitor without a verified address can cause is limited per normalised
 * recipient (24 hours) and in total per clock hour (UTC; the database keeps that total in a counter); over a limit the
 * action is refused with MAIL_LIMIT_REACHED and, thrown inside the RPC's transaction, changes nothing.
 */
import { findUserById } from '../../auth/users';
import type { MockDb } from '../../db/mockDb';
import type { Row } from '../../db/schema';
import { nowMs, raiseError } from '../rpc/common';
import { enqueueMail, recipientKey } from './enqueueMail';

const HOUR_MS = 3_600_000;

/** The caller is signed in with this very address, confirmed by the auth server. */
export function isVerifiedRecipient(db: MockDb, uid: string | null, address: string): boolean {
  const user = uid === null ? null : findUserById(db, uid);
  return Boolean(user?.email_confirmed_at) && String(user?.email).toLowerCase() === address.trim().toLowerCase();
}

const createdWithin = (row: Row, ms: number) => Date.parse(String(row.created_at)) > nowMs() - ms;
/** In the current clock hour (UTC), as `private.unverified_mail_hours` counts. */
const createdThisHour = (row: Row) =>
  Math.floor(Date.parse(String(row.created_at)) / HOUR_MS) === Math.floor(nowMs() / HOUR_MS);

/** May one more unverified mail go to this recipient? Fails closed without settings. */
export function unverifiedMailAllowed(db: MockDb, recipient: string): boolean {
  const settings = db.rows('settings').find((s) => s.id === 1);
  if (!settings) return false;
  const unverified = db.rows('email_outbox').filter((row) => row.unverified === true);
  const key = recipientKey(recipient);
  const toRecipient = unverified.filter((row) => row.recipient_key === key && createdWithin(row, 24 * HOUR_MS));
  const thisHour = unverified.filter(createdThisHour);
  return (
    toRecipient.length < Number(settings.unverified_mails_per_recipient) &&
    thisHour.length < Number(settings.unverified_mails_per_hour)
  );
}

/** A mail a visitor without a verified address causes; a repeat of the same cause (same key) is no new mail. */
export function enqueueUnverifiedMail(db: MockDb, mail: Parameters<typeof enqueueMail>[1]): void {
  if (db.rows('email_outbox').some((row) => row.idempotency_key === mail.key)) return;
  if (!unverifiedMailAllowed(db, mail.recipient)) raiseError('MAIL_LIMIT_REACHED');
  enqueueMail(db, { ...mail, unverified: true });
}
