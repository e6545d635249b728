/** The outbox's delivery rules, shared by send-mail, the demo sender and the admin's E-Mails view. */

/** After this many failed attempts a message is `failed` and waits for an admin's resend. */
export const MAX_MAIL_ATTEMPTS = 8;

/** Back-off before attempt `attempts + 1`: 1, 2, 4, … minutes, at most six hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 6 * 3600);
}

export type OutboxStatus = 'sent' | 'failed' | 'scheduled' | 'retrying' | 'pending';

export interface OutboxStatusInput {
  sent_at: string | null;
  attempts: number;
  send_after: string | null;
}

export function outboxStatus(row: OutboxStatusInput, now: Date = new Date()): OutboxStatus {
  if (row.sent_at) return 'sent';
  if (row.attempts >= MAX_MAIL_ATTEMPTS) return 'failed';
  if (row.send_after && Date.parse(row.send_after) > now.getTime()) return 'scheduled';
  return row.attempts > 0 ? 'retrying' : 'pending';
}
