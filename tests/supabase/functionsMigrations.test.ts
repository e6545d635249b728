/**
 * The SQL functions are split by domain, one migration `…_functions_<domain>.sql` each, and every domain names the
 * mock modules that mirror it (supabase/README.md). Read from the files themselves: a domain file without its
 * `Mirrored by` header, or naming a mock module that does not exist, fails here; so does a public function created in
 * two migrations (the domains must not overlap) or redefined before it was created.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const MIGRATIONS = join(ROOT, 'supabase', 'migrations');
const files = readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const read = (file: string) => readFileSync(join(MIGRATIONS, file), 'utf8');
const functionFiles = files.filter((file) => /^\d{14}_functions_\w+\.sql$/.test(file));

/** The file's leading comment block (its header), as one text. */
function header(sql: string): string {
  const lines = sql.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('--'));
  return lines.slice(0, end === -1 ? lines.length : end).join('\n');
}

/** The mock modules the header's `Mirrored by` sentence names (`mocks/….ts`, up to the header's end). */
function mirroredBy(sql: string): string[] | null {
  const text = header(sql);
  const at = text.indexOf('Mirrored by ');
  if (at === -1) return null;
  return [...text.slice(at).matchAll(/\bmocks\/[\w./-]+?\.ts\b/g)].map((m) => m[0]);
}

/** `create [or replace] function public.<name>(` statements of one file, comments removed. */
function publicFunctions(sql: string): { name: string; replace: boolean }[] {
  const code = sql.replace(/--[^\n]*/g, '');
  return [...code.matchAll(/create\s+(or\s+replace\s+)?function\s+public\.(\w+)\s*\(/gi)].map((m) => ({
    name: m[2]!.toLowerCase(),
    replace: m[1] !== undefined,
  }));
}

describe('functions migrations by domain', () => {
  it('has the domains, the shared helpers first and the execute grants last', () => {
    expect(functionFiles.length).toBeGreaterThanOrEqual(10);
    expect(functionFiles[0]).toMatch(/_functions_common\.sql$/);
    expect(functionFiles.at(-1)).toMatch(/_functions_grants\.sql$/);
  });

  it.each(functionFiles)('%s names the mock modules that mirror it, and they exist', (file) => {
    const modules = mirroredBy(read(file));
    expect({ file, modules: modules ?? 'no "-- Mirrored by mocks/…" in the header' }).toEqual({
      file,
      modules: expect.arrayContaining([expect.stringMatching(/^mocks\//)]),
    });
    expect(modules!.filter((module) => !existsSync(join(ROOT, module)))).toEqual([]);
  });

  it('creates every public function in exactly one migration, before any redefinition', () => {
    const createdIn = new Map<string, string[]>();
    const redefinedEarly: string[] = [];
    for (const file of files) {
      for (const { name, replace } of publicFunctions(read(file))) {
        if (replace) {
          if (!createdIn.has(name)) redefinedEarly.push(`${name} (${file})`);
          continue;
        }
        createdIn.set(name, [...(createdIn.get(name) ?? []), file]);
      }
    }
    expect(createdIn.size).toBeGreaterThanOrEqual(30);
    const duplicates = [...createdIn]
      .filter(([, where]) => where.length !== 1)
      .map(([name, where]) => ({ name, where }));
    expect(duplicates).toEqual([]);
    expect(redefinedEarly).toEqual([]);
  });
});
