/** `public.admin_resend_email(_email_id)`: an unsent message is due again with fresh attempts; a sent one never. */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { updateRow } from '../../db/writes';
import { nowMs, raiseError, requireAdmin, uuidArg } from '../rpc/common';
import { pgTimestamp } from '../sql';

export function adminResendEmail(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const emailId = uuidArg(args._email_id);
  requireAdmin(ctx);
  const row = db.rows('email_outbox').find((candidate) => candidate.id === emailId);
  if (!row) raiseError('EMAIL_NOT_FOUND', { email_id: emailId });
  if (row.sent_at !== null) raiseError('EMAIL_ALREADY_SENT', { email_id: emailId });
  updateRow(
    db,
    'email_outbox',
    row,
    { attempts: 0, next_attempt_at: pgTimestamp(nowMs()), send_after: null, last_error: null },
    serviceContext(db),
  );
  return { email_id: emailId, attempts: 0 };
}
