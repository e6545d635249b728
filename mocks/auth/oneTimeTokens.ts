/**
 * The tokens behind mail links and OTP codes (GoTrue's `one_time_tokens`): a link carries the token hash, the mail
 * also shows a 6-digit code; each works once and expires after `authSettings.otpTtlMs`.
 */
import { now } from '../clock';
import type { MockDb } from '../db/mockDb';
import type { Row } from '../db/schema';
import { authSettings } from './settings';

export const AUTH_ONE_TIME_TOKENS = 'auth.one_time_tokens';

export type OneTimeTokenType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

interface OneTimeTokenRow extends Row {
  token_hash: string;
  otp: string;
  type: OneTimeTokenType;
  user_id: string;
  email: string;
  created_at_ms: number;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Issues a token; an older token of the same user and type stops working, as GoTrue replaces it. */
export function issueOneTimeToken(
  db: MockDb,
  userId: string,
  email: string,
  type: OneTimeTokenType,
): { tokenHash: string; otp: string } {
  const tokenHash = randomHex(28);
  const otp = String(100000 + ((crypto.getRandomValues(new Uint32Array(1))[0] as number) % 900000));
  const row: OneTimeTokenRow = { token_hash: tokenHash, otp, type, user_id: userId, email, created_at_ms: now() };
  const others = db.rows(AUTH_ONE_TIME_TOKENS).filter((r) => !(r.user_id === userId && r.type === type));
  db.setRows(AUTH_ONE_TIME_TOKENS, [...others, row]);
  return { tokenHash, otp };
}

/** `signup` links are also verified as type `email`, and `magiclink` as `email`, like GoTrue accepts. */
function typeMatches(stored: OneTimeTokenType, requested: string): boolean {
  if (stored === requested) return true;
  return requested === 'email' && (stored === 'signup' || stored === 'magiclink');
}

/** Finds and consumes a token by hash, or by e-mail plus OTP code; null when unknown, used or expired. */
export function consumeOneTimeToken(
  db: MockDb,
  type: string,
  lookup: { tokenHash: string } | { email: string; otp: string },
): OneTimeTokenRow | null {
  const rows = db.rows(AUTH_ONE_TIME_TOKENS) as OneTimeTokenRow[];
  const found = rows.find(
    (row) =>
      typeMatches(row.type, type) &&
      ('tokenHash' in lookup
        ? row.token_hash === lookup.tokenHash
        : row.email === lookup.email.trim().toLowerCase() && row.otp === lookup.otp),
  );
  if (!found) return null;
  db.setRows(
    AUTH_ONE_TIME_TOKENS,
    rows.filter((row) => row !== found),
  );
  return now() - found.created_at_ms <= authSettings.otpTtlMs ? found : null;
}
