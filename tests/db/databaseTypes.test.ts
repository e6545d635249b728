/** src/lib/supabase/database.types.ts must describe the schema the migrations build (no drift). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closePool, pool } from './client';
import { repoRoot } from './loadDatabase';
import { generateDatabaseTypes } from './typegen';

afterAll(closePool);

const TYPES_FILE = join(repoRoot(), 'src', 'lib', 'supabase', 'database.types.ts');

describe('database.types.ts', () => {
  it('matches the migrated schema (regenerate with UPDATE_DB_TYPES=1)', async () => {
    const generated = await generateDatabaseTypes(pool(), TYPES_FILE);
    if (process.env.UPDATE_DB_TYPES === '1') writeFileSync(TYPES_FILE, generated);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(generated);
  });
});
