// Drains the e-mail outbox: each due row is locked (`for update skip locked`) for the whole send, so two drains running
// at once never take the same row; it is marked sent in the same transaction, and the provider gets the row's
// idempotency key, so even a crash between the provider's answer and the commit is not sent twice by providers that
// honour it. A failure counts the attempt, records the error and schedules the next try with back-off.
import {
  buildAttachments,
  MAX_MAIL_ATTEMPTS,
  providerRequest,
  renderMail,
  retryDelaySeconds,
  type MailProviderConfig,
} from '../_shared/mail/index.ts';
import { transaction } from '../_runtime/db.ts';

export interface DrainOptions {
  provider: MailProviderConfig;
  siteUrl: string;
  /** At most this many messages per run (the next run, at the latest a minute later, continues). */
  limit?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

interface DueRow {
  id: string;
  template: string;
  data: unknown;
  recipient: string;
  idempotency_key: string;
  attempts: number;
}

const DUE = `
  select id, template, data, recipient, idempotency_key, attempts
  from public.email_outbox
  where sent_at is null and attempts < $1 and next_attempt_at <= now() and (send_after is null or send_after <= now())
  order by next_attempt_at, created_at
  limit 1
  for update skip locked`;

async function deliver(row: DueRow, options: DrainOptions): Promise<void> {
  const mail = renderMail(row.template, row.data, { siteUrl: options.siteUrl });
  const attachments = await buildAttachments(mail, row.data);
  const { url, init } = providerRequest(options.provider, {
    to: row.recipient,
    mail,
    attachments,
    idempotencyKey: row.idempotency_key,
  });
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    throw new Error(`HTTP ${response.status} ${detail}`.trim());
  }
  await response.body?.cancel();
}

/** One message: true if one was due (sent or failed), false if the outbox has nothing due that is not locked. */
async function drainOne(options: DrainOptions, result: DrainResult): Promise<boolean> {
  return await transaction(async (client) => {
    const { rows } = await client.query<DueRow>(DUE, [MAX_MAIL_ATTEMPTS]);
    const row = rows[0];
    if (!row) return false;
    try {
      await deliver(row, options);
      await client.query(
        'update public.email_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1',
        [row.id],
      );
      result.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await client.query(
        `update public.email_outbox
         set attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
         where id = $1`,
        [row.id, attempts, String((error as Error).message ?? error).slice(0, 1000), retryDelaySeconds(attempts)],
      );
      result.failed += 1;
    }
    return true;
  });
}

export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  const limit = options.limit ?? 50;
  while (result.sent + result.failed < limit && (await drainOne(options, result)));
  return result;
}
