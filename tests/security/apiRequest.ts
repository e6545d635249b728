/**
 * One API request inside an open transaction, as PostgREST runs each call: a savepoint, the role and the JWT claims,
 * the function. A refusal is returned, not thrown, and undoes only that request.
 */
import type { PoolClient } from 'pg';
import { becomeRole, type ApiRole, type Claims } from '../db/client';

export type RpcAnswer = { ok: true; result: unknown } | { ok: false; code: string; detail: string | undefined };

export async function rpcRequest(
  client: PoolClient,
  role: ApiRole,
  claims: Claims | undefined,
  fn: string,
  args: Record<string, unknown>,
): Promise<RpcAnswer> {
  const names = Object.keys(args);
  const sql = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as result`;
  // JSON values travel as text, as PostgREST sends them.
  const params = names.map((n) =>
    typeof args[n] === 'object' && args[n] !== null ? JSON.stringify(args[n]) : args[n],
  );
  await client.query('savepoint request');
  try {
    await becomeRole(client, role, claims);
    const { rows } = await client.query(sql, params);
    await client.query('reset role');
    await client.query('release savepoint request');
    return { ok: true, result: (rows[0] as { result: unknown }).result };
  } catch (error) {
    await client.query('rollback to savepoint request');
    await client.query('reset role');
    const e = error as Error & { detail?: string };
    return { ok: false, code: e.message, detail: e.detail };
  }
}
