/** `profiles` and `user_roles` of the schema migration, their policies (rls migration) and `handle_new_user`. */
import type { RowPredicate, TableDef, TableTriggers } from '../db/schema';
import { serviceContext } from '../db/rls';
import { deleteRow, insertRow } from '../db/writes';
import { uniqueKeys, sameKey } from '../db/constraints';
import { adminDelete, adminWrites, col, orAdmin, rowTriggers, textChecks } from './tableKit';
import { findUserById } from '../auth/users';
import type { MockDb } from '../db/mockDb';
import { updateRow } from '../db/writes';
import { raiseError } from './rpc/common';
import { trimmed } from './sql';

/** `user_id = (select auth.uid())`. */
const ownRow: RowPredicate = (row, ctx) => ctx.uid !== null && row.user_id === ctx.uid;

const authEmail = (db: MockDb, userId: unknown) =>
  (typeof userId === 'string' ? findUserById(db, userId)?.email : null) ?? null;

/**
 * `private.profile_email_from_auth()` (before insert or update on profiles): profiles.email mirrors the auth record;
 * an insert takes the auth address, an update to any other address is refused (EMAIL_READ_ONLY).
 */
const profileEmailFromAuth: TableTriggers = {
  beforeInsert: (row, ctx) => ({ ...row, email: authEmail(ctx.db, row.user_id) }),
  beforeUpdate: (row, previous, ctx) => {
    const email = authEmail(ctx.db, row.user_id);
    if (row.email !== previous.email && row.email !== email) raiseError('EMAIL_READ_ONLY', { field: 'email' });
    return { ...row, email };
  },
};

export const profiles: TableDef = {
  columns: {
    user_id: { type: 'uuid' },
    email: col.text(),
    first_name: col.text(),
    last_name: col.text(),
    company: col.text(),
    phone: col.text(),
    street: col.text(),
    postal_code: col.text(),
    city: col.text(),
    country: { type: 'text', nullable: false, default: { value: 'DE' } },
    vat_id: col.text(),
    newsletter: col.bool(false),
    booking_reminders: col.bool(true),
    created_at: col.now,
    updated_at: col.now,
  },
  primaryKey: ['user_id'],
  checks: textChecks('profiles', {
    email: 'email',
    first_name: 'name',
    last_name: 'name',
    company: 'company',
    phone: 'phone',
    street: 'street',
    postal_code: 'postalCode',
    city: 'city',
    vat_id: ['vatId', 'vatId'],
  }),
  foreignKeys: [{ columns: ['user_id'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'cascade' }],
  policies: [
    // Admins manage every profile (user administration).
    adminDelete,
    // A user reads their own profile; admins every profile.
    { name: 'own_or_admin_read', command: 'select', roles: ['authenticated'], using: orAdmin(ownRow) },
    // Fallback of docs/states.md: the client may create its own profile if the sign-up trigger did not; admins any.
    { name: 'own_or_admin_insert', command: 'insert', roles: ['authenticated'], withCheck: orAdmin(ownRow) },
    // A user edits their own profile and notification settings; admins every profile.
    {
      name: 'own_or_admin_update',
      command: 'update',
      roles: ['authenticated'],
      using: orAdmin(ownRow),
      withCheck: orAdmin(ownRow),
    },
  ],
  triggers: {
    ...rowTriggers({ updatedAt: true, extra: profileEmailFromAuth }),
    // `profiles_reminders_off` (issue 31): switching reminders off withdraws the ones already queued.
    afterUpdate: (next, previous, ctx) => {
      if (previous.booking_reminders === false || next.booking_reminders !== false) return;
      const bookings = new Set(
        ctx.db
          .rows('bookings')
          .filter((booking) => booking.user_id === next.user_id)
          .map((booking) => booking.id),
      );
      const queued = ctx.db
        .rows('email_outbox')
        .filter(
          (row) =>
            bookings.has(row.booking_id) &&
            (row.template === 'reminder_7_days' || row.template === 'reminder_1_day') &&
            row.sent_at === null,
        );
      for (const row of queued) deleteRow(ctx.db, 'email_outbox', row, serviceContext(ctx.db));
    },
  },
};

export const userRoles: TableDef = {
  columns: {
    id: col.uuidPk,
    user_id: col.uuid(false),
    role: col.enum(false),
    created_at: col.now,
  },
  primaryKey: ['id'],
  unique: [{ columns: ['user_id', 'role'] }],
  foreignKeys: [{ columns: ['user_id'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'cascade' }],
  policies: [
    // Only admins write roles; admin_set_user_role is the safe path (it refuses to remove the last admin).
    ...adminWrites,
    // A user sees their own roles, admins all; only admins write roles.
    { name: 'own_or_admin_read', command: 'select', roles: ['authenticated'], using: orAdmin(ownRow) },
  ],
  triggers: rowTriggers({ enums: { role: 'app_role' } }),
};

/** `insert … on conflict do nothing`: skips the row when any unique key (primary key included) already matches. */
function insertIfAbsent(db: Parameters<typeof insertRow>[0], table: string, values: Record<string, unknown>): void {
  const def = db.tableDef(table);
  if (!def) return;
  const probe = { ...values };
  const clash = uniqueKeys(table, def).some((key) =>
    db.rows(table).some((row) => key.columns.every((c) => c in probe) && sameKey(def, key.columns, row, probe)),
  );
  if (!clash) insertRow(db, table, values, serviceContext(db));
}

/**
 * `public.handle_new_user()` (after insert on auth.users): a profile from the sign-up metadata and the customer
 * role, both `on conflict do nothing` (the client's own profile insert stays the fallback).
 */
export const handleNewUser: Pick<TableTriggers, 'afterInsert' | 'afterUpdate'> = {
  // `private.sync_profile_email()` (after update of email on auth.users): the auth e-mail-change flow.
  afterUpdate: (user, previous, ctx) => {
    if (user.email === previous.email) return;
    const profile = ctx.db.rows('profiles').find((p) => p.user_id === user.id);
    if (profile) updateRow(ctx.db, 'profiles', profile, { email: user.email }, serviceContext(ctx.db));
  },
  afterInsert: (user, ctx) => {
    const meta = (user.raw_user_meta_data ?? {}) as Record<string, unknown>;
    insertIfAbsent(ctx.db, 'profiles', {
      user_id: user.id,
      email: user.email,
      first_name: trimmed(meta.first_name),
      last_name: trimmed(meta.last_name),
    });
    insertIfAbsent(ctx.db, 'user_roles', { user_id: user.id, role: 'customer' });
  },
};
