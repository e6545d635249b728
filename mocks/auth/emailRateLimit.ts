/** GoTrue's e-mail send rate limit, per address and by the mock clock: at most N mails per window, then 429. */
import { now } from '../clock';
import type { MockDb } from '../db/mockDb';
import { authFailures } from './gotrueErrors';
import { authSettings } from './settings';

export const EMAIL_SENDS = 'demo.email_sends';

/** Throws 429 `over_email_send_rate_limit` if `email` had too many mails lately, else records this one. */
export function takeEmailSendSlot(db: MockDb, email: string): void {
  const { max, windowMs } = authSettings.emailRateLimit;
  const address = email.trim().toLowerCase();
  const cutoff = now() - windowMs;
  const recent = db.rows(EMAIL_SENDS).filter((row) => (row.at as number) > cutoff);
  if (recent.filter((row) => row.to === address).length >= max) throw authFailures.emailRateLimit();
  db.setRows(EMAIL_SENDS, [...recent, { to: address, at: now() }]);
}
