/**
 * Writes supabase/seed.sql from the demo data in mocks/seed, so the mock backend and a real Supabase hold the same
 * rows. Dates become SQL expressions relative to the day the seed is loaded (`current_date + 37`), so seed.sql is
 * stable and never stale; passwords become bcrypt hashes computed by pgcrypto at load time. Deterministic: running
 * it twice gives the same file.   Run: npx tsx scripts/generate-seed-sql.ts (npm run db:seed)
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSeedWith,
  closedDaysOf,
  HOLIDAY_REGIONS,
  type HolidayRegion,
  SEED_BOOKING_COUNT,
  SEED_WAITLIST_QUEUE,
  type Seed,
  type SeedDates,
} from '../mocks/seed';

// A date strategy that yields marked SQL expressions; literal() turns marked strings into SQL.
const OPEN = '\u0001';
const CLOSE = '\u0002';
const expr = (sql: string) => `${OPEN}${sql}${CLOSE}`;
const day = (offset: number) =>
  offset === 0 ? 'current_date' : `current_date ${offset < 0 ? '-' : '+'} ${Math.abs(offset)}`;

/** The years whose holidays seed.sql carries: it refuses to load on a day whose dates could leave them. */
export const HOLIDAY_YEARS = [2024, 2040] as const;
/** Seed dates lie within this many days before and after the load day (sessions.ts, webinars.ts, history.ts). */
const SEED_REACH_DAYS = 430;

/** courseStart (mocks/seed/dates.ts) in SQL, on the day the seed is loaded: the course's first day. */
function courseStart(offset: number, days: number, region: HolidayRegion): string {
  return `pg_temp.seed_course_start(${day(offset)}, ${days}, '${region}', ${offset < 0 ? -1 : 1})`;
}

export const sqlDates: SeedDates = {
  date: (offset) => expr(`(${day(offset)})`),
  instant: (offset, time) => expr(`((${day(offset)}) + time '${time}') at time zone 'Europe/Berlin'`),
  year: (offset) => expr(`to_char(${day(offset)}, 'YYYY')`),
  courseDate: (offset, days, dayIndex, region) =>
    expr(dayIndex === 0 ? courseStart(offset, days, region) : `(${courseStart(offset, days, region)} + ${dayIndex})`),
  courseInstant: (offset, days, time, region) =>
    expr(`(${courseStart(offset, days, region)} + time '${time}') at time zone 'Europe/Berlin'`),
  // Drawn when the seed is loaded: the file stays deterministic and holds no token anyone could use.
  token: () => expr('gen_random_uuid()'),
};

/**
 * The closed days of every venue's state (feiertagejs, mocks/seed/holidays.ts) as a temporary table, and
 * courseStart as a temporary function over it: seed.sql moves its dates off weekends and holidays on the day it is
 * loaded, exactly as the mock does. Both live only in the loading session (pg_temp).
 */
export function courseDaysSql(): string {
  const rows: string[] = [];
  for (let year = HOLIDAY_YEARS[0]; year <= HOLIDAY_YEARS[1]; year += 1) {
    const regionsByDay = new Map<string, HolidayRegion[]>();
    for (const region of HOLIDAY_REGIONS) {
      for (const closed of closedDaysOf(year, region))
        regionsByDay.set(closed, [...(regionsByDay.get(closed) ?? []), region]);
    }
    for (const [closed, regions] of [...regionsByDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
      rows.push(`('${closed}', '{${regions.join(',')}}')`);
    }
  }
  return [
    `create temporary table seed_closed_days (day date primary key, regions text[] not null) on commit drop;`,
    `insert into pg_temp.seed_closed_days (day, regions) values\n  ${rows.join(',\n  ')};`,
    '',
    '-- The nearest start from the planned day (forward for upcoming dates, back for past ones) on which every day of',
    "-- the course is Monday to Friday and no closed day of the venue's state.",
    'create function pg_temp.seed_course_start(_planned date, _days integer, _region text, _step integer)',
    'returns date language plpgsql stable as $$',
    'declare',
    '  _start date := _planned;',
    'begin',
    '  while exists (select 1 from generate_series(0, _days - 1) as i',
    '               where extract(isodow from _start + i) > 5',
    '                  or exists (select 1 from pg_temp.seed_closed_days c where c.day = _start + i and _region = any (c.regions))) loop',
    '    _start := _start + _step;',
    '  end loop;',
    '  return _start;',
    'end $$;',
    '',
    'do $$',
    'begin',
    `  if current_date - ${SEED_REACH_DAYS} < date '${HOLIDAY_YEARS[0]}-01-01' or current_date + ${SEED_REACH_DAYS} > date '${HOLIDAY_YEARS[1]}-12-31' then`,
    "    raise exception 'SEED_HOLIDAYS_OUT_OF_RANGE: seed.sql knows the holidays of " +
      `${HOLIDAY_YEARS[0]} to ${HOLIDAY_YEARS[1]}; extend HOLIDAY_YEARS in scripts/generate-seed-sql.ts and run npm run db:seed.';`,
    '  end if;',
    'end $$;',
    '',
  ].join('\n');
}

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

/**
 * The invoices of the seed's confirmed and paid bookings (its pending one is a guest's whose address is not yet
 * confirmed, so not binding), issued by the product's own private.issue_invoice in a fixed order (made, then
 * booking number), each dated the day its booking became binding: an online booking when it was paid, an invoice
 * booking when it was made. A booking that was binding (made on invoice, or paid online) and has been cancelled or
 * withdrawn since gets the invoice of that day too, by `pg_temp.seed_issue_past_invoice` (issue_invoice's insert
 * without its check that the booking is binding now), then the credit note of the day it was cancelled by the
 * product's private.issue_credit_note („Widerruf“ when withdrawn, else „Stornierung“), in the order of the
 * cancellations. The mock's seed loader (mocks/app/seed.ts) issues the same numbers and snapshots; the counters end
 * where the seed left them, so the next real booking continues the year's range (docs/demo-data.md).
 */
function seedInvoicesSql(): string {
  const wasBinding =
    "b.status = 'cancelled' and b.expired_at is null and (b.payment_method = 'invoice' or b.paid_at is not null)";
  return [
    '-- Invoices of the binding bookings (docs/invoices.md), dated the day each became binding; credit notes of the',
    '-- cancelled and withdrawn ones that were binding, dated the day each was cancelled',
    'create function pg_temp.seed_issue_past_invoice(_booking_id uuid, _issued_on date) returns uuid',
    'language plpgsql as $$',
    'declare',
    '  _year integer := extract(year from _issued_on)::integer;',
    "  _seq integer := private.next_invoice_seq('invoice', _year);",
    "  _number text := private.invoice_number('invoice', _year, _seq);",
    '  _id uuid;',
    'begin',
    '  insert into public.invoices (booking_id, kind, number, year, seq, issue_date, snapshot, gross_cents)',
    "  select b.id, 'invoice', _number, _year, _seq, _issued_on,",
    '    private.booking_invoice_snapshot(b.id, _number, _issued_on), b.gross_cents',
    '  from public.bookings b where b.id = _booking_id',
    '  returning id into _id;',
    '  return _id;',
    'end;',
    '$$;',
    '',
    'do $$',
    'declare',
    '  _booking record;',
    'begin',
    '  for _booking in',
    `    select b.id, ${wasBinding} as was_binding,`,
    "      case when b.payment_method = 'online' then coalesce(b.paid_at, b.created_at) else b.created_at end as bound_at",
    '    from public.bookings b',
    `    where b.status in ('confirmed', 'paid') or (${wasBinding})`,
    '    order by b.created_at, b.booking_number collate "C"',
    '  loop',
    '    if _booking.was_binding then',
    "      perform pg_temp.seed_issue_past_invoice(_booking.id, (_booking.bound_at at time zone 'Europe/Berlin')::date);",
    '    else',
    "      perform private.issue_invoice(_booking.id, (_booking.bound_at at time zone 'Europe/Berlin')::date);",
    '    end if;',
    '  end loop;',
    '  for _booking in',
    '    select b.id, coalesce(b.cancelled_at, b.updated_at) as cancelled_at,',
    '      exists (select 1 from public.booking_withdrawals w where w.booking_id = b.id) as withdrawn',
    '    from public.bookings b',
    `    where ${wasBinding}`,
    '    order by coalesce(b.cancelled_at, b.updated_at), b.booking_number collate "C"',
    '  loop',
    '    perform private.issue_credit_note(private.open_invoice_id(_booking.id),',
    "      case when _booking.withdrawn then 'Widerruf' else 'Stornierung' end,",
    "      (_booking.cancelled_at at time zone 'Europe/Berlin')::date);",
    '  end loop;',
    'end $$;',
    'drop function pg_temp.seed_issue_past_invoice(uuid, date);',
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
    "-- Holidays and closed days of the venues' states: no date falls on one, whatever day the seed is loaded",
    courseDaysSql(),
    '-- Catalogue',
    insert('public.settings', seed.settings),
    '-- The DATEV numbers (admins only): the migration made the row with the placeholders, the seed sets its own',
    'delete from public.accounting_settings;\n',
    insert('public.accounting_settings', seed.accounting_settings),
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
    '-- Bookings (seminar_sessions.seats_booked / webinars.seats_booked count exactly their seats)',
    insert('public.bookings', seed.bookings),
    insert('public.booking_items', seed.booking_items),
    insert('public.attendances', seed.attendances),
    insert('public.participant_changes', seed.participant_changes),
    insert('public.booking_withdrawals', seed.booking_withdrawals),
    insert('public.inhouse_requests', seed.inhouse_requests),
    '-- Waiting lists of sold-out dates',
    insert('public.waitlist_entries', seed.waitlist_entries),
    `select setval('public.waitlist_queue_seq', ${SEED_WAITLIST_QUEUE});`,
    '-- The count of seeded bookings (booking numbers themselves are random)',
    `select setval('public.booking_number_seq', ${SEED_BOOKING_COUNT});`,
    '',
    seedInvoicesSql(),
    'drop function pg_temp.seed_course_start(date, integer, text, integer);',
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
