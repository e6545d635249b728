/**
 * Values as PostgreSQL types them: input coercion (JSON bodies and URL filter strings) with 22P02 errors, and the
 * comparison order used by filters and `order`.
 */
import { toPgTimestamp } from '../clock';
import { pgErrors } from './errors';
import type { ColumnType } from './schema';

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

const SQL_TYPE_NAMES: Record<ColumnType, string> = {
  uuid: 'uuid',
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  timestamptz: 'timestamp with time zone',
  date: 'date',
  jsonb: 'json',
  'text[]': 'text[]',
  'uuid[]': 'uuid[]',
  'integer[]': 'integer[]',
};

export function isArrayType(type: ColumnType): boolean {
  return type.endsWith('[]');
}

function elementType(type: ColumnType): ColumnType {
  return type.slice(0, -2) as ColumnType;
}

/** Parses a PostgreSQL array literal such as `{a,"b c",NULL}`. */
export function parseArrayLiteral(text: string): (string | null)[] {
  const inner = text.trim();
  if (!inner.startsWith('{') || !inner.endsWith('}')) throw pgErrors.invalidText('array', text);
  const body = inner.slice(1, -1);
  const items: (string | null)[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (ch === '\\' && i + 1 < body.length) {
      current += body[i + 1];
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
      wasQuoted = true;
    } else if (ch === ',' && !quoted) {
      items.push(!wasQuoted && current.trim().toUpperCase() === 'NULL' ? null : wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else {
      current += ch;
    }
  }
  if (body.trim() !== '' || wasQuoted) {
    items.push(!wasQuoted && current.trim().toUpperCase() === 'NULL' ? null : wasQuoted ? current : current.trim());
  }
  return items;
}

/** Coerces a value arriving in a JSON body or a URL into the column's type, or throws 22P02 like PostgreSQL. */
export function coerceValue(type: ColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const sqlName = SQL_TYPE_NAMES[type];
  if (isArrayType(type)) {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? parseArrayLiteral(value) : null;
    if (!items) throw pgErrors.invalidText(sqlName, JSON.stringify(value));
    return items.map((item) => coerceValue(elementType(type), item));
  }
  switch (type) {
    case 'uuid': {
      if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw pgErrors.invalidText('uuid', value);
      return value.toLowerCase();
    }
    case 'integer':
    case 'bigint': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)
            ? Number(value)
            : NaN;
      if (!Number.isInteger(n)) throw pgErrors.invalidText(sqlName, value);
      return n;
    }
    case 'numeric': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (Number.isNaN(n)) throw pgErrors.invalidText('numeric', value);
      return n;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (['true', 't', 'yes', 'y', 'on', '1'].includes(text)) return true;
      if (['false', 'f', 'no', 'n', 'off', '0'].includes(text)) return false;
      throw pgErrors.invalidText('boolean', value);
    }
    case 'timestamptz': {
      // A timestamp without zone is read in the session time zone, which is UTC on Supabase.
      const text = String(value).trim();
      const withoutZone = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && !/([zZ]|[+-]\d{2}(:?\d{2})?)$/.test(text);
      const ms = typeof value === 'number' ? value : Date.parse(withoutZone ? `${text.replace(' ', 'T')}Z` : text);
      if (Number.isNaN(ms)) throw pgErrors.invalidText(sqlName, value);
      return toPgTimestamp(ms);
    }
    case 'date': {
      const text = String(value);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text)))
        throw pgErrors.invalidText('date', value);
      return text;
    }
    case 'jsonb':
      return value;
    default:
      return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A comparable form of a stored value: timestamps compare by instant, everything else by itself. */
function comparable(type: ColumnType | undefined, value: unknown): unknown {
  if (type === 'timestamptz' && typeof value === 'string') return Date.parse(value);
  return value;
}

/** SQL ordering of two non-null values of one column type (text compares by code point, as with COLLATE "C"). */
export function compareValues(type: ColumnType | undefined, a: unknown, b: unknown): number {
  const left = comparable(type, a);
  const right = comparable(type, b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  const l = typeof left === 'string' ? left : JSON.stringify(left);
  const r = typeof right === 'string' ? right : JSON.stringify(right);
  return l < r ? -1 : l > r ? 1 : 0;
}

export function valuesEqual(type: ColumnType | undefined, a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return compareValues(type, a, b) === 0;
}
