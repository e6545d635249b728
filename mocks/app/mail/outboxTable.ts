/** `email_outbox` of the schema migration with its policy (rls migration): admins read, nobody writes over the API. */
import type { TableDef } from '../../db/schema';
import { check, col, isAdmin } from '../tableKit';

export const emailOutbox: TableDef = {
  columns: {
    id: col.uuidPk,
    template: col.text(false),
    data: col.jsonb(false),
    recipient: col.text(false),
    // One message per cause: enqueueing the same cause twice is a no-op, and the provider gets it as Idempotency-Key.
    idempotency_key: col.text(false),
    // Mail limits: the normalised recipient and whether a visitor without a verified address caused the mail.
    recipient_key: { type: 'text', nullable: false, default: { value: '' } },
    unverified: { type: 'boolean', nullable: false, default: { value: false } },
    booking_id: col.uuid(),
    attempts: { type: 'integer', nullable: false, default: { value: 0 } },
    next_attempt_at: col.now,
    // Scheduled messages (reminders) wait until then; null: at once.
    send_after: col.timestamptz(),
    sent_at: col.timestamptz(),
    last_error: col.text(),
    created_at: col.now,
  },
  primaryKey: ['id'],
  unique: [{ columns: ['idempotency_key'] }],
  checks: [check('email_outbox_attempts_check', 'attempts', (v: number) => v >= 0)],
  foreignKeys: [{ columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'set null' }],
  policies: [
    // Admins see the outbox; rows are written only by the enqueue functions and send-mail (admin_resend_email resets one).
    { name: 'admin_read', command: 'select', roles: ['authenticated'], using: (_row, ctx) => isAdmin(ctx) },
  ],
};
