/**
 * Attack steps in one rolled-back transaction, each as its own API request (role switch and savepoint, as PostgREST
 * runs them): the shared test database keeps nothing, and settings changed for the attack (the mail limits the
 * harness raises, tests/db/globalSetup.ts) are seen by no other test file.
 */
import type { PoolClient } from 'pg';
import { becomeRole, transaction, type ApiRole, type Claims } from '../db/client';

export interface StepResult {
  ok: boolean;
  code?: string;
  data?: unknown;
}

export interface Attack {
  /** Superuser SQL inside the attack's transaction. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** One API request as `role`; a refusal is returned, not thrown, and undoes only that request. */
  call(role: ApiRole, claims: Claims | undefined, text: string, params?: unknown[]): Promise<StepResult>;
  rpc(role: ApiRole, claims: Claims | undefined, fn: string, args: Record<string, unknown>): Promise<StepResult>;
}

export const SCHEMA_LIMITS = { unverified_mails_per_recipient: 5, unverified_mails_per_hour: 200 };

export async function inRolledBackAttack(fn: (attack: Attack) => Promise<void>): Promise<void> {
  await transaction(
    async (client: PoolClient) => {
      const attack: Attack = {
        async sql<R>(text: string, params: unknown[] = []) {
          return (await client.query(text, params)).rows as R[];
        },
        async call(role, claims, text, params = []) {
          await client.query('savepoint request');
          try {
            await becomeRole(client, role, claims);
            const result = await client.query(text, params);
            await client.query('reset role');
            await client.query('release savepoint request');
            return { ok: true, data: (result.rows[0] as { result?: unknown } | undefined)?.result };
          } catch (error) {
            await client.query('rollback to savepoint request');
            await client.query('reset role');
            return { ok: false, code: (error as Error).message };
          }
        },
        rpc(role, claims, fn, args) {
          const names = Object.keys(args);
          const values = names.map((n) => {
            const v = args[n];
            return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
          });
          return attack.call(
            role,
            claims,
            `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as result`,
            values,
          );
        },
      };
      // The schema's defaults, as a live project has them: the hourly total on top of the unverified mails the other
      // test files of this database queued within this clock hour (the total's counter).
      const { rows } = await client.query<{ n: number }>(
        `select coalesce((select mails from private.unverified_mail_hours
                          where hour = date_trunc('hour', now(), 'UTC')), 0)::int as n`,
      );
      await client.query(
        'update public.settings set unverified_mails_per_recipient = $1, unverified_mails_per_hour = $2 where id = 1',
        [SCHEMA_LIMITS.unverified_mails_per_recipient, rows[0]!.n + SCHEMA_LIMITS.unverified_mails_per_hour],
      );
      await fn(attack);
    },
    { rollback: true },
  );
}
