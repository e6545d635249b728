/**
 * Runs the edge functions' Deno tests (supabase/functions/tests) against a real PostgreSQL: starts a throw-away
 * server, loads the auth shim, every migration and the seed (as the SQL tests do), then runs `deno test` with the
 * connection string as SUPABASE_DB_URL. Network access is limited to 127.0.0.1 (the database and the local stand-ins
 * for Stripe and the mail provider).
 */
import { spawn } from 'node:child_process';
import { loadDatabase } from '../tests/db/loadDatabase';
import { connectionString, startPgServer, stopOnExit, stopPgServer } from '../tests/db/pgServer';

const server = await startPgServer();
stopOnExit(server);
let code = 1;
try {
  await loadDatabase(connectionString(server));
  code = await new Promise<number>((resolve) => {
    const child = spawn(
      'npx',
      [
        'deno',
        'test',
        '--config',
        'supabase/functions/tests/deno.json',
        '--allow-net=127.0.0.1',
        '--allow-env',
        '--allow-read',
        ...process.argv.slice(2),
        ...(process.argv.length > 2 ? [] : ['supabase/functions/tests/']),
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, SUPABASE_DB_URL: connectionString(server), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await stopPgServer(server);
}
process.exit(code);
