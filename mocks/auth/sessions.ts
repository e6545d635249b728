/**
 * Sessions, access tokens and rotating refresh tokens. A refresh token works once: using it revokes it and issues
 * its successor; signing out deletes the session and with it every refresh token of that session.
 */
import { now, nowSeconds, toPgTimestamp } from '../clock';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { MockDb } from '../db/mockDb';
import type { Row } from '../db/schema';
import { authFailures } from './gotrueErrors';
import { signJwt } from './jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from './keys';
import { findUserById, toUserJson, type AuthUserRow } from './users';

export const AUTH_SESSIONS = 'auth.sessions';
export const AUTH_REFRESH_TOKENS = 'auth.refresh_tokens';

/** GoTrue's `refresh_token_reuse_interval` default. */
const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

interface RefreshTokenRow extends Row {
  token: string;
  session_id: string;
  user_id: string;
  revoked: boolean;
  revoked_at_ms: number | null;
  created_at: string;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

function randomToken(length = 22): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

async function accessToken(
  user: AuthUserRow,
  sessionId: string,
  method: string,
): Promise<{ token: string; expiresAt: number }> {
  const iat = nowSeconds();
  const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await signJwt({
    iss: `${DEMO_SUPABASE_URL}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: iat }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return { token, expiresAt };
}

function addRefreshToken(db: MockDb, user: AuthUserRow, sessionId: string): string {
  const token = randomToken();
  const row: RefreshTokenRow = {
    token,
    session_id: sessionId,
    user_id: user.id,
    revoked: false,
    revoked_at_ms: null,
    created_at: toPgTimestamp(),
  };
  db.setRows(AUTH_REFRESH_TOKENS, [...db.rows(AUTH_REFRESH_TOKENS), row]);
  return token;
}

async function sessionJson(
  db: MockDb,
  user: AuthUserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await accessToken(user, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

/** A new session for a signed-in user; `method` is the `amr` entry (password, otp, oauth, …). */
export async function startSession(db: MockDb, user: AuthUserRow, method: string): Promise<SessionJson> {
  const sessionId = crypto.randomUUID();
  db.setRows(AUTH_SESSIONS, [
    ...db.rows(AUTH_SESSIONS),
    { id: sessionId, user_id: user.id, created_at: toPgTimestamp(now()) },
  ]);
  return sessionJson(db, user, sessionId, addRefreshToken(db, user, sessionId), method);
}

export async function refreshSession(db: MockDb, refreshToken: string): Promise<SessionJson> {
  const rows = db.rows(AUTH_REFRESH_TOKENS) as RefreshTokenRow[];
  const current = rows.find((row) => row.token === refreshToken);
  if (!current) throw authFailures.refreshTokenNotFound();
  const user = findUserById(db, current.user_id);
  if (!user || !sessionExists(db, current.session_id)) throw authFailures.refreshTokenNotFound();
  if (current.revoked) {
    // GoTrue's reuse interval: two tabs refreshing at once both succeed with the session's active token; a reuse
    // after the interval looks like a stolen token and ends the whole session.
    const active = rows.find((row) => row.session_id === current.session_id && !row.revoked);
    if (active && now() - (current.revoked_at_ms ?? 0) <= REFRESH_TOKEN_REUSE_INTERVAL_MS) {
      return sessionJson(db, user, current.session_id, active.token, 'token_refresh');
    }
    endSessions(db, user.id, current.session_id, 'local');
    throw authFailures.refreshTokenAlreadyUsed();
  }
  db.setRows(
    AUTH_REFRESH_TOKENS,
    rows.map((row) => (row === current ? { ...row, revoked: true, revoked_at_ms: now() } : row)),
  );
  return sessionJson(db, user, current.session_id, addRefreshToken(db, user, current.session_id), 'token_refresh');
}

export function sessionExists(db: MockDb, sessionId: string): boolean {
  return db.rows(AUTH_SESSIONS).some((row) => row.id === sessionId);
}

/** Ends sessions: `local` the given one, `others` all but it, `global` all of the user's. */
export function endSessions(db: MockDb, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): void {
  // Session rows carry their id in `id`, refresh-token rows in `session_id`.
  const sessionOf = (row: Row) => (row.session_id ?? row.id) as string;
  const ends = (row: Row) =>
    row.user_id === userId && (scope === 'global' || (scope === 'local') === (sessionOf(row) === sessionId));
  db.transaction(() => {
    db.setRows(
      AUTH_SESSIONS,
      db.rows(AUTH_SESSIONS).filter((row) => !ends(row)),
    );
    db.setRows(
      AUTH_REFRESH_TOKENS,
      db.rows(AUTH_REFRESH_TOKENS).filter((row) => !ends(row)),
    );
  });
}
