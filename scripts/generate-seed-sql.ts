/**
 * Writes supabase/seed.sql from the demo data in mocks/seed, so the mock backend and a real Supabase hold the same
 * rows. Dates become SQL expressions relative to the day the seed is loaded (`current_date + 37`), so seed.sql is
 * stable and never stale; passwords become bcrypt hashes computed by pgcrypto at load time. Deterministic: running
 * it twice gives the same file.   Run: npx tsx scripts/generate-seed-sql.ts (npm run db:seed)
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSeedWith, SEED_BOOKING_COUNT, SEED_WAITLIST_QUEUE, type Seed, type SeedDates } from '../mocks/seed';

// A date strategy that yields marked SQL expressions; literal() turns marked strings into SQL.
const OPEN = '\u0001';
const CLOSE = '\u0002';
const expr = (sql: string) => `${OPEN}${sql}${CLOSE}`;
const day = (offset: number) =>
  offset === 0 ? 'current_date' : `current_date ${offset < 0 ? '-' : '+'} ${Math.abs(offset)}`;

/** weekdayShift (mocks/seed/dates.ts) as SQL on the day the seed is loaded: the course's first day. */
function courseStart(offset: number, days: number): string {
  const planned = `(${day(offset)})`;
  const isoWeekday = `extract(isodow from ${planned})::int`;
  const overrun = `(${isoWeekday} + ${days - 1} - 5)`;
  const shift = offset < 0 ? `-${overrun}` : `(8 - ${isoWeekday})`;
  return `(${planned} + case when ${overrun} > 0 then ${shift} else 0 end)`;
}

export const sqlDates: SeedDates = {
  date: (offset) => expr(`(${day(offset)})`),
  instant: (offset, time) => expr(`((${day(offset)}) + time '${time}') at time zone 'Europe/Berlin'`),
  year: (offset) => expr(`to_char(${day(offset)}, 'YYYY')`),
  courseDate: (offset, days, dayIndex) =>
    expr(dayIndex === 0 ? courseStart(offset, days) : `(${courseStart(offset, days)} + ${dayIndex})`),
  courseInstant: (offset, days, time) =>
    expr(`(${courseStart(offset, days)} + time '${time}') at time zone 'Europe/Berlin'`),
  // Drawn when the seed is loaded: the file stays deterministic and holds no token anyone could use.
  token: () => expr('gen_random_uuid()'),
};

function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function stringLiteral(value: string): string {
  if (!value.includes(OPEN)) return quote(value);
  const parts: string[] = [];
  for (const [i, chunk] of value.split(OPEN).entries()) {
    if (i === 0) {
      if (chunk) parts.push(quote(chunk));
      continue;
    }
    const [sql = '', rest = ''] = chunk.split(CLOSE);
    parts.push(sql);
    if (rest) parts.push(quote(rest));
  }
  return parts.join(' || ');
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return stringLiteral(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.length ? `array[${value.map((v) => quote(v as string)).join(', ')}]` : `'{}'::text[]`;
  }
  return `${quote(JSON.stringify(value))}::jsonb`;
}

function insert(table: string, rows: object[], suffix = ''): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const values = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return `  (${columns.map((c) => literal(record[c])).join(', ')})`;
  });
  return `insert into ${table} (${columns.join(', ')}) values\n${values.join(',\n')}${suffix};\n`;
}

function authUsers(seed: Seed): string {
  const users = seed.users.map((u) => ({
    instance_id: '00000000-0000-0000-0000-000000000000',
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    encrypted_password: expr(`extensions.crypt(${quote(u.password)}, extensions.gen_salt('bf'))`),
    email_confirmed_at: u.email_confirmed_at,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: u.user_metadata,
    created_at: u.created_at,
    updated_at: u.created_at,
    confirmation_token: '',
    recovery_token: '',
    email_change_token_new: '',
    email_change: '',
  }));
  const identities = seed.users.map((u) => ({
    id: u.id,
    provider_id: u.id,
    user_id: u.id,
    identity_data: { sub: u.id, email: u.email, email_verified: true },
    provider: 'email',
    last_sign_in_at: u.created_at,
    created_at: u.created_at,
    updated_at: u.created_at,
  }));
  return insert('auth.users', users) + insert('auth.identities', identities);
}

/**
 * The seed's first statement: it refuses to load into a database that looks live — one whose settings or users are
 * not the demo's own (a live project must never get demo accounts, passwords or tokens). The whole file is one
 * transaction, so a refusal loads nothing, even where the loader goes on after an error (psql).
 */
function liveDatabaseGuard(seed: Seed): string {
  const demoEmails = seed.users.map((u) => quote(u.email)).join(', ');
  const academyEmails = seed.settings.map((row) => quote(row.email)).join(', ');
  return [
    'do $$',
    'begin',
    `  if exists (select 1 from auth.users where email is null or email not in (${demoEmails}))`,
    `     or exists (select 1 from public.settings where email not in (${academyEmails})) then`,
    "    raise exception 'SEED_REFUSED: this database looks live (it has settings or users of its own); seed.sql holds " +
      "demo accounts and is for local and demo databases only (supabase/README.md).';",
    '  end if;',
    'end $$;',
    '',
  ].join('\n');
}

export function generateSeedSql(): string {
  const seed = buildSeedWith(sqlDates);
  const userIds = seed.users.map((u) => quote(u.id)).join(', ');
  return [
    '-- GENERATED by scripts/generate-seed-sql.ts from mocks/seed (the demo data shared with the mock backend).',
    '-- Do not edit by hand: change mocks/seed, then run `npm run db:seed`.',
    '-- Dates are relative to the day the seed is loaded (Berlin calendar), so the demo never goes stale.',
    '-- For local and demo databases only: it refuses a database that looks live. Tokens are drawn at load time.',
    '',
    'begin;',
    "set timezone to 'Europe/Berlin';",
    '',
    liveDatabaseGuard(seed),
    '-- Catalogue',
    insert('public.settings', seed.settings),
    insert('public.locations', seed.locations),
    insert('public.trainers', seed.trainers),
    insert('public.seminars', seed.seminars),
    insert('public.seminar_sessions', seed.seminar_sessions),
    insert('public.webinars', seed.webinars),
    insert('public.webinar_access', seed.webinar_access),
    '-- Demo accounts (passwords hashed with bcrypt at load time)',
    authUsers(seed),
    '-- Profiles and roles exactly as in the seed (the sign-up trigger already made a profile and a customer role)',
    `delete from public.profiles where user_id in (${userIds});\n`,
    insert('public.profiles', seed.profiles),
    `delete from public.user_roles where user_id in (${userIds});\n`,
    insert('public.user_roles', seed.user_roles),
    '-- Bookings (seats are already counted in seminar_sessions.seats_booked / webinars.seats_booked)',
    insert('public.bookings', seed.bookings),
    insert('public.booking_items', seed.booking_items),
    insert('public.attendances', seed.attendances),
    insert('public.inhouse_requests', seed.inhouse_requests),
    '-- Waiting lists of sold-out dates',
    insert('public.waitlist_entries', seed.waitlist_entries),
    `select setval('public.waitlist_queue_seq', ${SEED_WAITLIST_QUEUE});`,
    '-- New bookings continue after the seeded booking numbers',
    `select setval('public.booking_number_seq', ${SEED_BOOKING_COUNT});`,
    '',
    'commit;',
    '',
  ].join('\n');
}

function main(): void {
  const root = process.cwd();
  if (!existsSync(join(root, 'supabase', 'migrations'))) {
    throw new Error('Run from the repository root (supabase/migrations not found).');
  }
  const target = join(root, 'supabase', 'seed.sql');
  writeFileSync(target, generateSeedSql());
  console.log(`wrote ${target}`);
}

// Only when run as a script: the seed test imports generateSeedSql to check seed.sql is up to date.
if (/generate-seed-sql\.ts$/.test(process.argv[1] ?? '')) main();
