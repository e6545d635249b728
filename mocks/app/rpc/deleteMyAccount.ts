/**
 * `public.delete_my_account()`: the caller's login, profile and roles go (cascade); bookings stay, detached
 * (ON DELETE SET NULL), for the retention duty on invoices. The last admin is refused (LAST_ADMIN).
 */
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext } from '../../db/schema';
import { endSessions } from '../../auth/sessions';
import { deleteUser, findUserById } from '../../auth/users';
import { raiseError } from './common';

export function deleteMyAccount(ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb) {
  const uid = ctx.uid;
  if (uid === null) raiseError('NOT_AUTHENTICATED');
  const roles = db.rows('user_roles');
  const isAdmin = roles.some((row) => row.user_id === uid && row.role === 'admin');
  if (isAdmin && !roles.some((row) => row.role === 'admin' && row.user_id !== uid)) {
    raiseError('LAST_ADMIN', { user_id: uid });
  }
  const user = findUserById(db, uid);
  if (user) {
    deleteUser(db, user);
    // In Supabase auth.sessions and refresh tokens cascade from auth.users.
    endSessions(db, uid, '', 'global');
  }
  return { user_id: uid, deleted: true };
}
