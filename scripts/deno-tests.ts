/**
 * Runs the edge functions' Deno tests (supabase/functions/tests) against a real PostgreSQL: starts a throw-away
 * server, loads the auth shim, every migration and the seed (as the SQL tests do), then runs `deno test` with the
 * connection string as SUPABASE_DB_URL. Network access is limited to 127.0.0.1 (the database and the local stand-ins
 * for Stripe and the mail provider).
 */
import { spawn } from 'node:child_process';
import { loadDatabase } from '../tests/db/loadDatabase';
import { connectionString, startPgServer, stopOnExit, stopPgServer } from '../tests/db/pgServer';

// `npm run test:deno -- [deno test flags] [test files]`; no files: every test under supabase/functions/tests.
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('-'));
const files = args.filter((arg) => !arg.startsWith('-'));

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
        ...flags,
        ...(files.length > 0 ? files : ['supabase/functions/tests/']),
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
