/** Starts one PostgreSQL for the whole db project and loads shim, migrations and seed (see pgServer.ts). */
import { Client } from 'pg';
import { loadDatabase } from './loadDatabase';
import { connectionString, startPgServer, stopOnExit, stopPgServer, type PgServerInfo } from './pgServer';

declare global {
  // Shared with globalTeardown (Jest runs both in the parent process).
  var __PG_TEST_SERVER__: PgServerInfo | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startPgServer();
  globalThis.__PG_TEST_SERVER__ = server;
  stopOnExit(server);
  try {
    await loadDatabase(connectionString(server));
    await raiseMailLimits(connectionString(server));
  } catch (error) {
    await stopPgServer(server);
    globalThis.__PG_TEST_SERVER__ = undefined;
    throw error;
  }
  // Workers are started after globalSetup and inherit the environment.
  process.env.PG_TEST_URL = connectionString(server);
}

/**
 * Every test file shares this database and sends guest mails to shared fixture addresses within minutes, so the mail
 * limits (docs/booking-rules.md) are raised here; the tests of the limits set them in their own rolled-back
 * transaction or scenario (tests/security/mailRelay.test.ts, tests/contract/mailLimitScenarios.ts).
 */
export const TEST_MAIL_LIMITS = { unverified_mails_per_recipient: 10000, unverified_mails_per_hour: 1000000 };

async function raiseMailLimits(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // Triggers off for this one statement: updated_at stays the seed's (seed parity compares it).
    await client.query('set session_replication_role = replica');
    await client.query(
      'update public.settings set unverified_mails_per_recipient = $1, unverified_mails_per_hour = $2 where id = 1',
      [TEST_MAIL_LIMITS.unverified_mails_per_recipient, TEST_MAIL_LIMITS.unverified_mails_per_hour],
    );
  } finally {
    await client.end();
  }
}
