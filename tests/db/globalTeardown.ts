/** Stops the test PostgreSQL and removes its directory, so no server outlives the run. */
import { stopPgServer } from './pgServer';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__PG_TEST_SERVER__;
  if (server) {
    globalThis.__PG_TEST_SERVER__ = undefined;
    await stopPgServer(server);
  }
}
