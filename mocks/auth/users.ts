/**
 * `auth.users` in the mock database, shaped like GoTrue's table (`raw_user_meta_data`, `email_confirmed_at`, …) so a
 * `handle_new_user`-style trigger reads what the SQL one reads. Passwords are stored in plain text: demo data only.
 */
import { now, toPgTimestamp } from '../clock';
import type { MockDb } from '../db/mockDb';
import { serviceContext } from '../db/rls';
import type { Row } from '../db/schema';
import { applyReferencingActions } from '../db/writes';

export const AUTH_USERS = 'auth.users';

export interface AuthUserRow extends Row {
  id: string;
  email: string;
  password: string;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface DemoUserInput {
  email: string;
  password: string;
  id?: string;
  confirmed?: boolean;
  userMetadata?: Record<string, unknown>;
  provider?: string;
}

/** A complete `auth.users` row for seeds and sign-ups. */
export function demoUser(input: DemoUserInput): AuthUserRow {
  const id = input.id ?? crypto.randomUUID();
  const timestamp = toPgTimestamp();
  const provider = input.provider ?? 'email';
  const email = input.email.trim().toLowerCase();
  const confirmed = input.confirmed ?? true;
  return {
    id,
    email,
    password: input.password,
    email_confirmed_at: confirmed ? timestamp : null,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider, providers: [provider] },
    // GoTrue copies the identity's data (email, sub, verification flags) into the user metadata.
    raw_user_meta_data: { ...input.userMetadata, email, email_verified: confirmed, phone_verified: false, sub: id },
    created_at: timestamp,
    updated_at: timestamp,
  };
}

export function findUserByEmail(db: MockDb, email: string): AuthUserRow | null {
  const wanted = email.trim().toLowerCase();
  return (db.rows(AUTH_USERS) as AuthUserRow[]).find((user) => user.email === wanted) ?? null;
}

export function findUserById(db: MockDb, id: string): AuthUserRow | null {
  return (db.rows(AUTH_USERS) as AuthUserRow[]).find((user) => user.id === id) ?? null;
}

/** Inserts a user and fires the schema's `auth.users` AFTER INSERT trigger (e.g. `handle_new_user`). */
export function createUser(db: MockDb, user: AuthUserRow): AuthUserRow {
  return db.transaction(() => {
    db.setRows(AUTH_USERS, [...db.rows(AUTH_USERS), user]);
    db.schema.authUserTriggers?.afterInsert?.(user, { ...serviceContext(db), table: AUTH_USERS });
    return user;
  });
}

export function updateUser(db: MockDb, user: AuthUserRow, patch: Partial<AuthUserRow>): AuthUserRow {
  return db.transaction(() => {
    const next: AuthUserRow = { ...user, ...patch, updated_at: toPgTimestamp() };
    db.setRows(
      AUTH_USERS,
      db.rows(AUTH_USERS).map((row) => ((row as AuthUserRow).id === user.id ? next : row)),
    );
    db.schema.authUserTriggers?.afterUpdate?.(next, user, { ...serviceContext(db), table: AUTH_USERS });
    return next;
  });
}

/** Deletes a user with ON DELETE actions of public tables referencing `auth.users` (e.g. profiles cascade). */
export function deleteUser(db: MockDb, user: AuthUserRow): void {
  db.transaction(() => {
    applyReferencingActions(db, AUTH_USERS, user, serviceContext(db));
    db.setRows(
      AUTH_USERS,
      db.rows(AUTH_USERS).filter((row) => (row as AuthUserRow).id !== user.id),
    );
    db.schema.authUserTriggers?.afterDelete?.(user, { ...serviceContext(db), table: AUTH_USERS });
  });
}

/** The user object GoTrue returns (and puts into sessions). */
export function toUserJson(user: AuthUserRow): Record<string, unknown> {
  const providers = (user.raw_app_meta_data.providers as string[] | undefined) ?? ['email'];
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    new_email: user.email_change ?? undefined,
    email_change_sent_at: user.email_change_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: providers.map((provider) => ({
      identity_id: `${user.id.slice(0, 8)}-${provider}`,
      id: provider === 'email' ? user.id : `demo-${provider}-${user.id}`,
      user_id: user.id,
      identity_data: {
        email: user.email,
        email_verified: user.email_confirmed_at !== null,
        phone_verified: false,
        sub: user.id,
      },
      provider,
      last_sign_in_at: user.last_sign_in_at ?? user.created_at,
      created_at: user.created_at,
      updated_at: user.updated_at,
      email: user.email,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

export function isConfirmed(user: AuthUserRow): boolean {
  return user.email_confirmed_at !== null;
}

export function markSignedIn(db: MockDb, user: AuthUserRow): AuthUserRow {
  return updateUser(db, user, { last_sign_in_at: toPgTimestamp(now()) });
}
