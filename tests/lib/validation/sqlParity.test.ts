/**
 * The field rules of src/lib/validation against the SQL that enforces them: every length limit of a free-text
 * column (`char_length(x) <= n` in the schema migration), the limits the input-reading functions name
 * (`private.check_length`), the e-mail, VAT id and German postal code patterns, and the chat's message limit.
 * Changing one side without the other fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAX_MESSAGE_LENGTH } from '../../../supabase/functions/_shared/chat/normalize';
import {
  DE_POSTAL_CODE_PATTERN,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  VAT_ID_PATTERN,
  type FieldKind,
} from '../../../src/lib/validation';

const MIGRATIONS = path.join(__dirname, '../../../supabase/migrations');
const read = (suffix: string) =>
  fs.readFileSync(
    path.join(
      MIGRATIONS,
      fs.readdirSync(MIGRATIONS).find((f) => f.endsWith(suffix))!,
    ),
    'utf8',
  );
const SCHEMA_SQL = read('_schema.sql');
/** Every functions migration (one per domain, `…_functions_<domain>.sql`), in order. */
const FUNCTIONS_SQL = fs
  .readdirSync(MIGRATIONS)
  .filter((f) => /_functions_\w+\.sql$/.test(f))
  .sort()
  .map((f) => fs.readFileSync(path.join(MIGRATIONS, f), 'utf8'))
  .join('\n');

/** Which rule each free-text column follows. */
const COLUMN_KINDS: Record<string, FieldKind> = {
  'profiles.email': 'email',
  'profiles.first_name': 'name',
  'profiles.last_name': 'name',
  'profiles.company': 'company',
  'profiles.phone': 'phone',
  'profiles.street': 'street',
  'profiles.postal_code': 'postalCode',
  'profiles.city': 'city',
  'profiles.vat_id': 'vatId',
  'locations.street': 'street',
  'locations.city': 'city',
  'bookings.customer_email': 'email',
  'bookings.customer_first_name': 'name',
  'bookings.customer_last_name': 'name',
  'bookings.customer_phone': 'phone',
  'bookings.company_name': 'company',
  'bookings.vat_id': 'vatId',
  'bookings.billing_street': 'street',
  'bookings.billing_postal_code': 'postalCode',
  'bookings.billing_city': 'city',
  'bookings.buyer_reference': 'orderReference',
  'waitlist_entries.name': 'name',
  'waitlist_entries.email': 'email',
  'participant_changes.previous_first_name': 'name',
  'participant_changes.previous_last_name': 'name',
  'participant_changes.previous_email': 'email',
  'participant_changes.first_name': 'name',
  'participant_changes.last_name': 'name',
  'participant_changes.email': 'email',
  'booking_withdrawals.confirmation_email': 'email',
  // The guest withdrawal form's one name field (first and last name).
  'booking_withdrawals.name': 'shortText',
  'inhouse_requests.company': 'company',
  'inhouse_requests.contact_name': 'name',
  'inhouse_requests.email': 'email',
  'inhouse_requests.phone': 'phone',
  'inhouse_requests.topic': 'shortText',
  'inhouse_requests.preferred_period': 'shortText',
  'inhouse_requests.location_preference': 'shortText',
  'inhouse_requests.message': 'message',
  'settings.academy_name': 'company',
  'settings.street': 'street',
  'settings.postal_code': 'postalCode',
  'settings.city': 'city',
  'settings.email': 'email',
  'settings.phone': 'phone',
  'settings.vat_id': 'vatId',
  'settings.website': 'shortText',
};

/** `table.column` → n of every `char_length(column) <= n` in a `create table` body. */
function sqlLimits(): Map<string, number> {
  const limits = new Map<string, number>();
  for (const table of SCHEMA_SQL.matchAll(/create table public\.(\w+) \(\n([\s\S]*?)\n\);/g)) {
    for (const m of table[2]!.matchAll(/char_length\((\w+)\) <= (\d+)/g)) {
      limits.set(`${table[1]}.${m[1]}`, Number(m[2]));
    }
  }
  return limits;
}

/** The POSIX class of PostgreSQL's patterns as JavaScript writes it. */
const asJs = (pattern: string) => pattern.replaceAll('[:space:]', '\\s');

describe('field rules = SQL', () => {
  it('limits every listed free-text column in the schema with the length of its field kind', () => {
    const expected = Object.fromEntries(
      Object.entries(COLUMN_KINDS).map(([column, kind]) => [column, FIELD_LIMITS[kind]]),
    );
    expect(Object.fromEntries(sqlLimits())).toEqual(expected);
  });

  it('has a length limit on every free text a customer or visitor writes', () => {
    const table = (name: string) =>
      new RegExp(`create table public\\.${name} \\(\\n([\\s\\S]*?)\\n\\);`).exec(SCHEMA_SQL)![1]!;
    for (const name of ['profiles', 'bookings', 'waitlist_entries', 'participant_changes', 'inhouse_requests']) {
      const textColumns = [...table(name).matchAll(/^ {2}(\w+) text\b/gm)]
        .map((m) => m[1]!)
        .filter((column) => !['country', 'billing_country', 'booking_number'].includes(column));
      expect(textColumns.filter((column) => !(`${name}.${column}` in COLUMN_KINDS))).toEqual([]);
    }
  });

  it('names the same limits in the functions that read input (INVALID_INPUT too_long)', () => {
    const calls = [
      ...FUNCTIONS_SQL.matchAll(
        /private\.check_length\([\s\S]*?, (\d+),\s*(?:'\{"field": "([\w.]+)"\}'|jsonb_build_object\([^)]*'field', '(\w+)'\))/g,
      ),
    ];
    expect(calls.length).toBeGreaterThanOrEqual(15);
    const kindOf = (field: string): FieldKind => {
      const name = field.replace(/^customer\./, '');
      if (name === 'company_name') return 'company';
      if (name === 'postal_code') return 'postalCode';
      if (name === 'vat_id') return 'vatId';
      if (['first_name', 'last_name', 'name'].includes(name)) return 'name';
      if (name === 'full_name') return 'shortText';
      if (name === 'page') return 'shortText'; // the barrier report's page, a short free answer
      if (name === 'buyer_reference') return 'orderReference';
      return name as FieldKind;
    };
    for (const call of calls) {
      const field = call[2] ?? call[3]!;
      expect({ field, max: Number(call[1]) }).toEqual({ field, max: FIELD_LIMITS[kindOf(field)] });
    }
  });

  it('checks e-mail addresses with the same pattern', () => {
    const patterns = new Set(
      [...(SCHEMA_SQL + FUNCTIONS_SQL).matchAll(/(?:email|_email\)?) (?:~|operator\(pg_catalog\.~\)) '([^']+)'/g)].map(
        (m) => asJs(m[1]!),
      ),
    );
    expect([...patterns]).toEqual([EMAIL_PATTERN.source]);
  });

  it('checks VAT ids with the same pattern, and it accepts what settings and checkout accept', () => {
    const patterns = new Set([...SCHEMA_SQL.matchAll(/vat_id ~ '([^']+)'/g)].map((m) => m[1]!));
    expect([...patterns]).toEqual([VAT_ID_PATTERN.source]);
    for (const valid of ['DE123456789', 'ATU12345678', 'FR12345678901', 'NL123456789B01']) {
      expect(VAT_ID_PATTERN.test(valid)).toBe(true);
    }
    for (const invalid of ['DE12345678', 'DEU12345678', 'de123456789', 'X123', 'AT1']) {
      expect(VAT_ID_PATTERN.test(invalid)).toBe(false);
    }
  });

  it('checks German postal codes with the same pattern', () => {
    const patterns = new Set([...SCHEMA_SQL.matchAll(/postal_code ~ '([^']+)'/g)].map((m) => m[1]!));
    expect([...patterns]).toEqual([DE_POSTAL_CODE_PATTERN.source]);
  });

  it('limits the chat input like a message', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(FIELD_LIMITS.message);
  });
});
