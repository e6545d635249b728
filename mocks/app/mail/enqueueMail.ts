/**
 * `private.enqueue_mail` and `private.mail_recipient_key` of `…_functions_mail.sql`: one outbox row per cause (the
 * idempotency key), written by the same mock RPC that changes the booking, so it stands or falls with it.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import { insertRow } from '../../db/writes';
import { nowMs } from '../rpc/common';
import { pgTimestamp } from '../sql';

/** Lower case, `+tag` cut from the local part: victim+1@… and Victim+2@… are one mailbox. */
export const recipientKey = (address: string): string =>
  address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');

/** `private.enqueue_mail`: `on conflict (idempotency_key) do nothing`; `unverified` for the mail limits. */
export function enqueueMail(
  db: MockDb,
  mail: {
    template: string;
    recipient: string;
    data: unknown;
    key: string;
    bookingId?: string;
    sendAfter?: number;
    unverified?: boolean;
  },
): void {
  if (db.rows('email_outbox').some((row) => row.idempotency_key === mail.key)) return;
  const at = pgTimestamp(mail.sendAfter ?? nowMs());
  insertRow(
    db,
    'email_outbox',
    {
      template: mail.template,
      recipient: mail.recipient,
      data: mail.data,
      idempotency_key: mail.key,
      booking_id: mail.bookingId ?? null,
      send_after: mail.sendAfter === undefined ? null : at,
      next_attempt_at: at,
      recipient_key: recipientKey(mail.recipient),
      unverified: mail.unverified === true,
    },
    serviceContext(db),
  );
}
