/**
 * `accessibility_feedback` (supabase/migrations/20261128000100) and `submit_accessibility_feedback`
 * (`…_functions_accessibility_feedback.sql`): a barrier report from the Barrierefreiheitserklärung, stored for the
 * academy (admins read it) and mailed to the academy only. At most 3 reports per address and 30 in total per hour
 * (docs/booking-rules.md).
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row, TableDef } from '../../db/schema';
import { insertRow } from '../../db/writes';
import { enqueueMail, recipientKey } from '../mail/enqueueMail';
import { mailAcademy } from '../mail/mailData';
import { charLength, isValidEmail, trimmed } from '../sql';
import { adminDelete, adminRead, check, col, rowTriggers, textChecks } from '../tableKit';
import { checkLength, nowMs, raiseError } from './common';

const HOUR_MS = 3_600_000;
export const FEEDBACK_PER_ADDRESS_PER_HOUR = 3;
export const FEEDBACK_PER_HOUR = 30;

export const accessibilityFeedback: TableDef = {
  columns: {
    id: col.uuidPk,
    message: col.text(false),
    name: col.text(),
    email: col.text(),
    page: col.text(),
    email_key: col.text(),
    user_id: col.uuid(),
    created_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    ...textChecks('accessibility_feedback', { name: 'name', email: ['email', 'email'], page: 'shortText' }),
    check(
      'accessibility_feedback_message_check',
      'message',
      (v: string) => charLength(v) >= 1 && charLength(v) <= 4000,
    ),
  ],
  foreignKeys: [{ columns: ['user_id'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' }],
  // Reports are written only by submit_accessibility_feedback; admins read and delete them.
  policies: [adminRead, adminDelete],
  triggers: rowTriggers({}),
};

const within = (row: Row, ms: number) => Date.parse(String(row.created_at)) > nowMs() - ms;

export function submitAccessibilityFeedback(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const text = (value: unknown) => trimmed(typeof value === 'string' ? value : null);
  const message = text(args._message);
  const name = text(args._name);
  const page = text(args._page);
  const address = text(args._email)?.toLowerCase() ?? null;
  if (message === null) raiseError('INVALID_INPUT', { field: 'message', reason: 'required' });
  checkLength(message, 4000, { field: 'message' });
  checkLength(name, 100, { field: 'name' });
  checkLength(page, 200, { field: 'page' });
  checkLength(address, 254, { field: 'email' });
  if (address !== null && !isValidEmail(address)) raiseError('INVALID_INPUT', { field: 'email', reason: 'invalid' });

  const key = address === null ? null : recipientKey(address);
  const lastHour = db.rows('accessibility_feedback').filter((row) => within(row, HOUR_MS));
  if (
    lastHour.length >= FEEDBACK_PER_HOUR ||
    (key !== null && lastHour.filter((row) => row.email_key === key).length >= FEEDBACK_PER_ADDRESS_PER_HOUR)
  ) {
    raiseError('ACCESSIBILITY_FEEDBACK_LIMIT');
  }
  const row = insertRow(
    db,
    'accessibility_feedback',
    { message, name, email: address, page, email_key: key, user_id: ctx.uid },
    serviceContext(db),
  );
  const academy = mailAcademy(db);
  enqueueMail(db, {
    template: 'accessibility_feedback_academy',
    recipient: academy.email,
    data: {
      academy,
      feedback: { message, name, email: address, page, received_at: row.created_at },
    },
    key: `accessibility_feedback_academy:${String(row.id)}`,
  });
  return { received: true };
}
