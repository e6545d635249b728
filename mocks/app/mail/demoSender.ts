/**
 * The demo's `send-mail`: delivers the due outbox rows into the Demo-Postfach, rendered by the same catalogue the
 * live edge function uses, and marks them sent (so each row is delivered once). Attachments are built on download.
 */
import { buildAttachments, renderMail } from '../../../supabase/functions/_shared/mail';
import { siteUrl } from '../../auth/settings';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import { updateRow } from '../../db/writes';
import { sendMail, type DemoMail } from '../../mailbox/mailbox';
import { nowMs } from '../rpc/common';
import { pgTimestamp } from '../sql';

function isDue(row: Record<string, unknown>, at: number): boolean {
  return (
    row.sent_at === null &&
    Date.parse(String(row.next_attempt_at)) <= at &&
    (row.send_after === null || Date.parse(String(row.send_after)) <= at)
  );
}

export function deliverDueMails(db: MockDb): number {
  const at = nowMs();
  const due = db.rows('email_outbox').filter((row) => isDue(row, at));
  for (const row of due) {
    const mail = renderMail(String(row.template), row.data, { siteUrl: siteUrl() });
    sendMail(db, {
      to: String(row.recipient),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: mail.links,
      outboxId: String(row.id),
      attachments: mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    });
    updateRow(
      db,
      'email_outbox',
      row,
      { sent_at: pgTimestamp(at), attempts: Number(row.attempts) + 1 },
      serviceContext(db),
    );
  }
  return due.length;
}

/** The bytes of a delivered mail's attachment, rebuilt from its outbox row; null if there is none. */
export async function demoAttachment(
  db: MockDb,
  mail: DemoMail,
  index: number,
): Promise<{ filename: string; contentType: string; content: Uint8Array } | null> {
  const row = db.rows('email_outbox').find((candidate) => candidate.id === mail.outboxId);
  if (!row || !mail.attachments?.[index]) return null;
  const rendered = renderMail(String(row.template), row.data, { siteUrl: siteUrl() });
  const files = await buildAttachments(rendered, row.data);
  return files[index] ?? null;
}
