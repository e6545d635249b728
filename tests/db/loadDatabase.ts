/** Builds the test database the way Supabase would: the auth shim, every migration in name order, then the seed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';

/** The repository root, found from the working directory: works under Jest (CommonJS) and tsx (ESM) alike. */
export function repoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'supabase', 'migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No supabase/migrations above ${start}: run from the repository.`);
    dir = parent;
  }
  return dir;
}

const ROOT = repoRoot();
const SHIM = join(ROOT, 'tests', 'db', 'sql', 'auth-shim.sql');
const MIGRATIONS = join(ROOT, 'supabase', 'migrations');
const SEED = join(ROOT, 'supabase', 'seed.sql');

export function sqlFilesInOrder(): string[] {
  const migrations = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(MIGRATIONS, name));
  return [SHIM, ...migrations, SEED];
}

export async function loadDatabase(connectionString: string, files = sqlFilesInOrder()): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    for (const file of files) {
      try {
        await client.query(readFileSync(file, 'utf8'));
      } catch (error) {
        const e = error as Error & { position?: string; where?: string };
        throw new Error(`${file}: ${e.message}${e.where ? `\n${e.where}` : ''}`);
      }
    }
  } finally {
    await client.end();
  }
}
