/** Functions every demo schema of this product has, defined generically over the schema's tables. */
import { defineRpc } from './registry';

/**
 * `has_role(_user_id uuid, _role app_role) returns boolean`, SECURITY DEFINER over `user_roles(user_id, role)`:
 * it reads the table regardless of RLS, like the SQL function does.
 */
export function registerBuiltinRpcs(): void {
  defineRpc(
    'has_role',
    (_ctx, args, db) => {
      return db.rows('user_roles').some((row) => row.user_id === args._user_id && row.role === args._role);
    },
    (db) => Boolean(db.tableDef('user_roles')),
  );
}
