/**
 * The mock's product schema against the SQL migrations, read from the files themselves: the same tables, columns
 * (not null, defaults), unique keys, foreign keys with their ON DELETE, every policy (name, command, roles) and the
 * execute grants of the functions. A migration change without the matching mock change fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appSchema } from '../../../mocks/appBackend';
import { PRODUCT_FUNCTIONS } from '../../../mocks/app/functions';

const MIGRATIONS = path.join(__dirname, '../../../supabase/migrations');
/** Every migration, in order: later migrations add tables, policies and functions (supabase/README.md). */
const ALL_SQL = fs
  .readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => fs.readFileSync(path.join(MIGRATIONS, f), 'utf8'))
  .join('\n');

interface SqlColumn {
  notNull: boolean;
  hasDefault: boolean;
  unique: boolean;
  references?: { table: string; onDelete: string };
}

/**
 * Columns later migrations add (`alter table public.x add column …, add column …;` — migrations are append-only):
 * per table, each column's name and its whole definition on one line.
 */
function addedColumns(): Map<string, Array<{ name: string; definition: string }>> {
  const added = new Map<string, Array<{ name: string; definition: string }>>();
  for (const match of ALL_SQL.matchAll(/alter table public\.(\w+)\s+(add column [\s\S]*?);/g)) {
    const list = added.get(match[1]!) ?? [];
    for (const part of match[2]!.split(/,\s*\n\s*(?=add column )/)) {
      const definition = part
        .replace(/^add column /, '')
        .replace(/\s+/g, ' ')
        .trim();
      list.push({ name: definition.split(' ')[0]!, definition });
    }
    added.set(match[1]!, list);
  }
  return added;
}

/** `create table public.x ( … );` bodies, column lines only (constraints and comments skipped), and added columns. */
function sqlTables(): Map<string, { columns: Map<string, SqlColumn>; uniques: string[][] }> {
  const tables = new Map<string, { columns: Map<string, SqlColumn>; uniques: string[][] }>();
  for (const match of ALL_SQL.matchAll(/create table public\.(\w+) \(\n([\s\S]*?)\n\);/g)) {
    const columns = new Map<string, SqlColumn>();
    const uniques: string[][] = [];
    for (const raw of match[2]!.split('\n')) {
      const line = raw.trim();
      const unique = /^unique \(([^)]+)\)/.exec(line);
      if (unique) uniques.push(unique[1]!.split(',').map((c) => c.trim()));
      if (!/^[a-z_]+ [a-z]/.test(line) || /^(constraint|unique|check)\b/.test(line)) continue;
      const name = line.split(' ')[0]!;
      const fk = /references (?:public\.)?([\w.]+) \(\w+\)(?: on delete (cascade|set null|restrict))?/.exec(line);
      columns.set(name, {
        notNull: /not null|primary key/.test(line),
        hasDefault: / default /.test(line),
        unique: / unique\b/.test(line),
        references: fk ? { table: fk[1]!, onDelete: fk[2] ?? 'no action' } : undefined,
      });
    }
    tables.set(match[1]!, { columns, uniques });
  }
  for (const [table, columns] of addedColumns()) {
    for (const { name, definition } of columns) {
      tables.get(table)?.columns.set(name, {
        notNull: /not null|primary key/.test(definition),
        hasDefault: / default /.test(definition),
        unique: / unique\b/.test(definition),
      });
    }
  }
  return tables;
}

describe('mock product schema = SQL migrations', () => {
  const tables = sqlTables();

  it('has the same tables', () => {
    expect(Object.keys(appSchema.tables).sort()).toEqual([...tables.keys()].sort());
  });

  it.each([...tables.keys()])('%s: same columns, not null, defaults, unique keys and foreign keys', (table) => {
    const def = appSchema.tables[table]!;
    const expected = tables.get(table)!;
    const mockColumns = Object.entries(def.columns).map(([name, column]) => ({
      name,
      notNull: column.nullable === false || def.primaryKey.includes(name),
      hasDefault: column.default !== undefined,
    }));
    expect(mockColumns).toEqual(
      [...expected.columns].map(([name, column]) => ({ name, notNull: column.notNull, hasDefault: column.hasDefault })),
    );
    const sqlUniques = [
      ...[...expected.columns].filter(([, c]) => c.unique).map(([name]) => [name]),
      ...expected.uniques,
    ];
    expect((def.unique ?? []).map((u) => u.columns)).toEqual(sqlUniques);
    const sqlKeys = [...expected.columns]
      .filter(([, c]) => c.references)
      .map(([name, c]) => ({ column: name, table: c.references!.table, onDelete: c.references!.onDelete }));
    const mockKeys = (def.foreignKeys ?? []).map((fk) => ({
      column: fk.columns.join(','),
      table: fk.references.table,
      onDelete: fk.onDelete ?? 'no action',
    }));
    expect(mockKeys).toEqual(sqlKeys);
  });

  it.each([...tables.keys()])('%s: the same check constraints, by PostgreSQL name', (table) => {
    const body = new RegExp(`create table public\\.${table} \\(\\n([\\s\\S]*?)\\n\\);`).exec(ALL_SQL)![1]!;
    const names: string[] = [];
    // A column check is named <table>_<column>_check; a table constraint carries its own name.
    for (const m of body.matchAll(/^ {2}(\w+) [^\n]*?\bcheck \(/gm)) {
      names.push(m[1] === 'constraint' ? '' : `${table}_${m[1]}_check`);
    }
    // …also when the check continues on the next line.
    for (const m of body.matchAll(/^ {2}(\w+) [^\n]*\n {4}check \(/gm)) names.push(`${table}_${m[1]}_check`);
    for (const m of body.matchAll(/constraint (\w+) check/g)) names.push(m[1]!);
    for (const { name, definition } of addedColumns().get(table) ?? []) {
      if (/\bcheck \(/.test(definition)) names.push(`${table}_${name}_check`);
    }
    // Table constraints later migrations add (`alter table public.x add constraint name check (…)`).
    for (const m of ALL_SQL.matchAll(new RegExp(`alter table public\\.${table} add constraint (\\w+)\\s+check`, 'g'))) {
      names.push(m[1]!);
    }
    const mock = (appSchema.tables[table]!.checks ?? []).map((c) => c.name).sort();
    expect(mock).toEqual(names.filter(Boolean).sort());
  });

  it('has every policy under its SQL name, command and roles, and no other', () => {
    const fromSql = [
      ...ALL_SQL.matchAll(/create policy (\w+) on public\.(\w+) for (\w+) to ([\w, ]+?)\s*(?:using|with check)/g),
    ]
      .map(
        (m) =>
          `${m[2]}.${m[1]} ${m[3]} ${m[4]!
            .split(',')
            .map((r) => r.trim())
            .sort()
            .join('+')}`,
      )
      .sort();
    const fromMock = Object.entries(appSchema.tables)
      .flatMap(([table, def]) =>
        (def.policies ?? []).map(
          (p) => `${table}.${p.name} ${p.command} ${[...(p.roles ?? ['public'])].sort().join('+')}`,
        ),
      )
      .sort();
    expect(fromMock).toEqual(fromSql);
    expect(fromSql.length).toBeGreaterThanOrEqual(25);
  });

  it('grants each function to the same roles', () => {
    const grants = new Map<string, string[]>();
    for (const m of ALL_SQL.matchAll(/grant execute on function public\.(\w+)\([^)]*\) to ([\w, ]+);/g)) {
      grants.set(
        m[1]!,
        m[2]!
          .split(',')
          .map((r) => r.trim())
          .sort(),
      );
    }
    const mock = Object.fromEntries(
      Object.entries(PRODUCT_FUNCTIONS).map(([name, f]) => [name, [...f.grantedTo].sort()]),
    );
    expect(mock).toEqual(Object.fromEntries(grants));
  });
});
