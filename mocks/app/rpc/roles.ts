/** `admin_set_user_role` (LAST_ADMIN keeps the academy from locking itself out) and `has_webinar_access`. */
import { findUserById } from '../../auth/users';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { deleteRow, insertRow } from '../../db/writes';
import { hasWebinarAccess } from '../schedule';
import { ENUMS, enumValue } from '../tableKit';
import { raiseError, requireAdmin, uuidArg } from './common';

export function adminSetUserRole(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const userId = uuidArg(args._user_id);
  const role = enumValue('app_role', args._role);
  const grant = coerceValue('boolean', args._grant) as boolean | null;
  requireAdmin(ctx);
  if (grant === null || role === null) raiseError('INVALID_INPUT', { field: 'grant', reason: 'required' });
  if (userId === null || !findUserById(db, userId)) raiseError('USER_NOT_FOUND', { user_id: userId });
  const service = serviceContext(db);
  const roles = () => db.rows('user_roles').filter((r) => r.user_id === userId);
  if (grant) {
    if (!roles().some((r) => r.role === role)) insertRow(db, 'user_roles', { user_id: userId, role }, service);
  } else {
    if (role === 'admin') {
      const admins = db.rows('user_roles').filter((r) => r.role === 'admin');
      if (!admins.some((r) => r.user_id !== userId) && admins.some((r) => r.user_id === userId)) {
        raiseError('LAST_ADMIN', { user_id: userId });
      }
    }
    for (const row of roles().filter((r) => r.role === role)) deleteRow(db, 'user_roles', row, service);
  }
  // jsonb_agg(role order by role): enum order, i.e. declaration order.
  const order = ENUMS.app_role as readonly string[];
  const list = roles()
    .map((r) => String(r.role))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { user_id: userId, roles: list };
}

export function hasWebinarAccessRpc(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb): boolean {
  return hasWebinarAccess({ uid: ctx.uid, db }, uuidArg(args._webinar_id));
}
