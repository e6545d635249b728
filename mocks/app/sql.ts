/**
 * Tiny equivalents of the SQL helpers the migrations use (`private.trimmed`, `private.is_valid_email`, `->>`,
 * `private.berlin_instant`), so the mock's rules read like the SQL they mirror. Browser-safe: only Intl and Date.
 */
import { berlinWallClockFormat } from '../seed/berlinOffsets';
import { toPgTimestamp } from '../clock';

/** `nullif(btrim(value), '')`: btrim without a character list strips spaces only, not tabs or newlines. */
export function trimmed(value: unknown): string | null {
  const text = jsonText(value);
  if (text === null) return null;
  const result = text.replace(/^ +| +$/g, '');
  return result === '' ? null : result;
}

/** `json ->> key`: strings as they are, numbers and booleans as text, objects and arrays as JSON text. */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as number | boolean);
}

/** `jsonb_typeof`: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null', or null for a missing key. */
export function jsonbTypeof(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** `private.is_valid_email`: the same POSIX class pattern, false for null. */
export function isValidEmail(email: string | null): boolean {
  return email !== null && EMAIL.test(email);
}

export const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function berlinWallClock(at: number): { date: string; time: string; year: string; wallMs: number } {
  const parts = berlinWallClockFormat().formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  const time = `${get('hour')}:${get('minute')}:${get('second')}`;
  return { date, time, year: get('year'), wallMs: Date.parse(`${date}T${time}Z`) };
}

/** `timezone('Europe/Berlin', date + time)`: Berlin wall-clock date and time → epoch ms (two passes settle DST). */
export function berlinInstant(date: string, time: string): number {
  const wall = Date.parse(`${date}T${normaliseTime(time)}Z`);
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) guess += wall - berlinWallClock(guess).wallMs;
  return guess;
}

/** `instant at time zone 'Europe/Berlin'`, split into the date and time columns the SQL stores. */
export function berlinDateTime(epochMs: number): { date: string; time: string; year: string } {
  const { date, time, year } = berlinWallClock(epochMs);
  return { date, time, year };
}

/** PostgreSQL's text form of a `time` value: '9:00' and '09:00' are both stored as '09:00:00'. */
export function normaliseTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return time;
  return `${(match[1] as string).padStart(2, '0')}:${match[2] as string}:${match[3] ?? '00'}`;
}

export function pgTimestamp(epochMs: number): string {
  return toPgTimestamp(epochMs);
}

/** PostgreSQL's `char_length`: code points, not UTF-16 units. */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
