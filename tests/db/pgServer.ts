/**
 * Starts and stops a throw-away PostgreSQL 15 for the SQL tests and the benchmark: initdb in a temp dir, listening on
 * 127.0.0.1 only, fsync off (the data is discarded anyway). initdb refuses to run as root, so as root every server
 * command runs as the `postgres` OS user (Debian's `postgresql-15` package creates it).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgServerInfo {
  host: string;
  port: number;
  user: string;
  database: string;
  dataDir: string;
  baseDir: string;
  osUser: string | null;
}

export function connectionString(info: PgServerInfo, database = info.database): string {
  return `postgres://${info.user}@${info.host}:${info.port}/${database}`;
}

/** The OS user to run server binaries as: `postgres` when we are root, nobody else (we run them ourselves). */
async function serverOsUser(): Promise<{ name: string; uid: number; gid: number } | null> {
  if (userInfo().uid !== 0) return null;
  try {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { name: 'postgres', uid: Number(stdout.trim()), gid: Number(gid.trim()) };
  } catch {
    throw new Error(
      'The SQL tests run as root, and initdb refuses root: an OS user "postgres" is needed to run the server ' +
        '(apt-get install -y postgresql-15 creates it).',
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function pgCommand(osUser: string | null, binary: string, args: string[]): Promise<string> {
  const file = join(PG_BIN, binary);
  const { stdout } = osUser
    ? await run('runuser', ['-u', osUser, '--', file, ...args], { maxBuffer: 16 * 1024 * 1024 })
    : await run(file, args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

function readLog(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8').slice(-4000) : '(no server log)';
}

/** initdb + pg_ctl start; resolves once the server accepts connections, throws with the server log otherwise. */
export async function startPgServer(options: { maxConnections?: number } = {}): Promise<PgServerInfo> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (apt-get install -y postgresql-15, or set PG_BIN).`);
  }
  const owner = await serverOsUser();
  const baseDir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(baseDir, 'data');
  const logFile = join(baseDir, 'server.log');
  if (owner) chownSync(baseDir, owner.uid, owner.gid);
  const osUser = owner?.name ?? null;
  const port = await freePort();
  const info: PgServerInfo = { host: '127.0.0.1', port, user: 'postgres', database: 'app', dataDir, baseDir, osUser };
  try {
    await pgCommand(osUser, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const serverOptions = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-c max_connections=${options.maxConnections ?? 300}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      `-c unix_socket_directories=${baseDir}`,
      '-c timezone=UTC',
    ].join(' ');
    await pgCommand(osUser, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start']);
    await pgCommand(osUser, 'createdb', ['-h', info.host, '-p', String(port), '-U', 'postgres', info.database]);
    return info;
  } catch (error) {
    const log = readLog(logFile);
    await stopPgServer(info).catch(() => undefined);
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n--- server log ---\n${log}`);
  }
}

/** Stops the server (immediate: the data is thrown away) and removes its directory. Safe to call twice. */
export async function stopPgServer(info: PgServerInfo): Promise<void> {
  try {
    if (existsSync(join(info.dataDir, 'postmaster.pid'))) {
      await pgCommand(info.osUser, 'pg_ctl', ['-D', info.dataDir, '-m', 'immediate', '-w', 'stop']);
    }
  } finally {
    rmSync(info.baseDir, { recursive: true, force: true });
  }
}

/**
 * Last resort for an interrupted run (Ctrl-C, a crash before teardown): stop the server synchronously when this
 * process exits, so no PostgreSQL outlives it. A normal stopPgServer() has already removed the directory by then.
 */
export function stopOnExit(info: PgServerInfo): void {
  process.once('exit', () => {
    if (!existsSync(join(info.dataDir, 'postmaster.pid'))) return;
    const file = join(PG_BIN, 'pg_ctl');
    const args = ['-D', info.dataDir, '-m', 'immediate', 'stop'];
    try {
      if (info.osUser) execFileSync('runuser', ['-u', info.osUser, '--', file, ...args], { stdio: 'ignore' });
      else execFileSync(file, args, { stdio: 'ignore' });
    } catch {
      // Nothing more we can do while exiting.
    }
    rmSync(info.baseDir, { recursive: true, force: true });
  });
}
