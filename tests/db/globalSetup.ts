/** Starts one PostgreSQL for the whole db project and loads shim, migrations and seed (see pgServer.ts). */
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
  } catch (error) {
    await stopPgServer(server);
    globalThis.__PG_TEST_SERVER__ = undefined;
    throw error;
  }
  // Workers are started after globalSetup and inherit the environment.
  process.env.PG_TEST_URL = connectionString(server);
}
