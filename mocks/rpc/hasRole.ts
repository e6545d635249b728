/**
 * `has_role(_user_id uuid, _role app_role) returns boolean`, SECURITY DEFINER over `user_roles(user_id, role)`:
 * it reads the table regardless of RLS, like the SQL function does. Any schema with such a table can serve it.
 */
import type { RpcFunction } from './rpcFunction';

export const hasRole: RpcFunction = (_ctx, args, db) =>
  db.rows('user_roles').some((row) => row.user_id === args._user_id && row.role === args._role);
