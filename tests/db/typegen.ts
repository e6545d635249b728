/**
 * Renders src/lib/supabase/database.types.ts from the live schema, in the shape `supabase gen types typescript`
 * produces (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums, CompositeTypes, the helper types
 * and Constants). The typegen test fails when the committed file drifts from the migrations.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Client, PoolClient } from 'pg';
import { repoRoot } from './loadDatabase';

type Queryable = Pick<Client | PoolClient, 'query'>;

interface ColumnInfo {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  data_type: string;
  udt_name: string;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

const STRING_TYPES = new Set([
  'uuid',
  'text',
  'varchar',
  'bpchar',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'citext',
  'bytea',
  'inet',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'numeric', 'float4', 'float8', 'oid']);

function tsType(udt: string, enums: Set<string>): string {
  if (udt.startsWith('_')) {
    const element = tsType(udt.slice(1), enums);
    return element.includes(' ') ? `(${element})[]` : `${element}[]`;
  }
  if (STRING_TYPES.has(udt)) return 'string';
  if (NUMBER_TYPES.has(udt)) return 'number';
  if (udt === 'bool') return 'boolean';
  if (udt === 'json' || udt === 'jsonb') return 'Json';
  if (enums.has(udt)) return `Database["public"]["Enums"]["${udt}"]`;
  if (udt === 'void') return 'undefined';
  return 'unknown';
}

const indent = (depth: number) => '  '.repeat(depth);

async function loadEnums(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ name: string; labels: string[] }>(`
    select t.typname::text as name, array_agg(e.enumlabel::text order by e.enumsortorder)::text[] as labels
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    join pg_enum e on e.enumtypid = t.oid
    where n.nspname = 'public'
    group by t.typname
    order by t.typname`);
  return new Map(rows.map((r) => [r.name, r.labels]));
}

async function renderTables(db: Queryable, enums: Set<string>): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  const { rows: columns } = await db.query<ColumnInfo>(`
    select table_name, column_name, is_nullable, column_default, data_type, udt_name, is_identity, is_generated
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`);
  const { rows: fks } = await db.query<{
    name: string;
    table_name: string;
    columns: string[];
    ref_table: string;
    ref_columns: string[];
    one_to_one: boolean;
  }>(`
    select con.conname as name, src.relname as table_name,
      array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
      ref.relname as ref_table,
      array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as ref_columns,
      exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
              and ix.indkey::int2[] @> con.conkey and ix.indnkeyatts = cardinality(con.conkey)) as one_to_one
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_namespace sn on sn.oid = src.relnamespace
    join pg_class ref on ref.oid = con.confrelid
    join pg_namespace rn on rn.oid = ref.relnamespace
    where con.contype = 'f' and sn.nspname = 'public' and rn.nspname = 'public'
    order by con.conname`);

  const out: string[] = [];
  for (const { name } of tables) {
    const cols = columns.filter((c) => c.table_name === name).sort((a, b) => (a.column_name < b.column_name ? -1 : 1));
    const typeOf = (c: ColumnInfo) => {
      const base = tsType(c.udt_name, enums);
      return c.is_nullable === 'YES' ? `${base} | null` : base;
    };
    const row = cols.map((c) => `${indent(5)}${c.column_name}: ${typeOf(c)}`);
    const insert = cols.map((c) => {
      if (c.is_generated === 'ALWAYS') return `${indent(5)}${c.column_name}?: never`;
      const optional = c.is_nullable === 'YES' || c.column_default !== null || c.is_identity === 'YES';
      return `${indent(5)}${c.column_name}${optional ? '?' : ''}: ${typeOf(c)}`;
    });
    const update = cols.map((c) =>
      c.is_generated === 'ALWAYS'
        ? `${indent(5)}${c.column_name}?: never`
        : `${indent(5)}${c.column_name}?: ${typeOf(c)}`,
    );
    const relations = fks.filter((f) => f.table_name === name);
    const relationLines =
      relations.length === 0
        ? [`${indent(4)}Relationships: []`]
        : [
            `${indent(4)}Relationships: [`,
            ...relations.flatMap((f) => [
              `${indent(5)}{`,
              `${indent(6)}foreignKeyName: "${f.name}"`,
              `${indent(6)}columns: [${f.columns.map((c) => `"${c}"`).join(', ')}]`,
              `${indent(6)}isOneToOne: ${f.one_to_one}`,
              `${indent(6)}referencedRelation: "${f.ref_table}"`,
              `${indent(6)}referencedColumns: [${f.ref_columns.map((c) => `"${c}"`).join(', ')}]`,
              `${indent(5)}},`,
            ]),
            `${indent(4)}]`,
          ];
    out.push(
      `${indent(3)}${name}: {`,
      `${indent(4)}Row: {`,
      ...row,
      `${indent(4)}}`,
      `${indent(4)}Insert: {`,
      ...insert,
      `${indent(4)}}`,
      `${indent(4)}Update: {`,
      ...update,
      `${indent(4)}}`,
      ...relationLines,
      `${indent(3)}}`,
    );
  }
  return out;
}

async function renderFunctions(db: Queryable, enums: Set<string>): Promise<string[]> {
  const { rows } = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    arg_count: number;
    default_count: number;
    returns: string;
    returns_set: boolean;
  }>(`
    select p.proname::text as name, p.proargnames::text[] as arg_names,
      array(select t.typname::text from unnest(p.proargtypes) with ordinality a(oid, i)
            join pg_type t on t.oid = a.oid order by a.i)::text[] as arg_types,
      p.pronargs as arg_count, p.pronargdefaults as default_count,
      rt.typname::text as returns, p.proretset as returns_set
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
    order by p.proname`);
  if (rows.length === 0) return [`${indent(3)}[_ in never]: never`];
  return rows.flatMap((fn) => {
    const args = fn.arg_types
      .map((type, i) => ({
        name: fn.arg_names?.[i] ?? `arg${i}`,
        type: tsType(type, enums),
        optional: i >= fn.arg_count - fn.default_count,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    const returns = `${tsType(fn.returns, enums)}${fn.returns_set ? '[]' : ''}`;
    if (args.length === 0) return [`${indent(3)}${fn.name}: { Args: never; Returns: ${returns} }`];
    return [
      `${indent(3)}${fn.name}: {`,
      `${indent(4)}Args: {`,
      ...args.map((a) => `${indent(5)}${a.name}${a.optional ? '?' : ''}: ${a.type}`),
      `${indent(4)}}`,
      `${indent(4)}Returns: ${returns}`,
      `${indent(3)}}`,
    ];
  });
}

/** The file as `npm run format` would leave it (the repository's prettier config), so formatting never drifts. */
export async function generateDatabaseTypes(db: Queryable, filepath: string): Promise<string> {
  // The prettier CLI, not its API: the API loads plugins with import(), which Jest's CommonJS sandbox refuses.
  const prettier = join(repoRoot(), 'node_modules', '.bin', 'prettier');
  return execFileSync(prettier, ['--stdin-filepath', filepath], {
    input: await renderDatabaseTypes(db),
    encoding: 'utf8',
  });
}

async function renderDatabaseTypes(db: Queryable): Promise<string> {
  const enumMap = await loadEnums(db);
  const enums = new Set(enumMap.keys());
  const tables = await renderTables(db, enums);
  const functions = await renderFunctions(db, enums);
  const enumLines = [...enumMap].map(
    ([name, labels]) => `${indent(3)}${name}: ${labels.map((l) => `"${l}"`).join(' | ')}`,
  );
  const constants = [...enumMap].map(
    ([name, labels]) => `${indent(3)}${name}: [${labels.map((l) => `"${l}"`).join(', ')}],`,
  );
  return [
    HEADER,
    'export type Database = {',
    '  // Allows to automatically instantiate createClient with right options',
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    '  __InternalSupabase: {',
    '    PostgrestVersion: "13.0.5"',
    '  }',
    '  public: {',
    '    Tables: {',
    ...tables,
    '    }',
    '    Views: {',
    '      [_ in never]: never',
    '    }',
    '    Functions: {',
    ...functions,
    '    }',
    '    Enums: {',
    ...(enumLines.length ? enumLines : ['      [_ in never]: never']),
    '    }',
    '    CompositeTypes: {',
    '      [_ in never]: never',
    '    }',
    '  }',
    '}',
    HELPERS,
    'export const Constants = {',
    '  public: {',
    '    Enums: {',
    ...constants,
    '    },',
    '  },',
    '} as const',
    '',
  ].join('\n');
}

const HEADER = `// Generated from supabase/migrations by tests/db/typegen.ts in the shape of \`supabase gen types typescript\`.
// Do not edit: change a migration, then run \`UPDATE_DB_TYPES=1 npx jest --selectProjects db -t database.types\`.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]
`;

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;
