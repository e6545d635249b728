/**
 * `public.admin_search_bookings(…)` of `…_admin_search.sql`: the ids of one page of the admin bookings list, newest
 * first, and how many bookings match. Refuses anyone but an admin with FORBIDDEN.
 */
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext, Row } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { addDays } from '../../seed/dates';
import { berlinInstant, charLength } from '../sql';
import { enumValue } from '../tableKit';
import { raiseError, requireAdmin } from './common';

const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** What the search index holds: number, name, address and company, lower-cased, joined by spaces. */
function searchText(booking: Row): string {
  return [
    booking.booking_number,
    booking.customer_first_name,
    booking.customer_last_name,
    booking.customer_email,
    booking.company_name,
  ]
    .filter((part) => part !== null && part !== undefined)
    .join(' ')
    .toLowerCase();
}

/** The search terms: btrim (spaces only), lower-cased, split at PostgreSQL's `\s` (space, tab, line breaks). */
function searchTerms(query: string | null): string[] {
  return (query ?? '')
    .replace(/^ +| +$/g, '')
    .toLowerCase()
    .split(/[ \t\n\r\f\v]+/)
    .filter(Boolean);
}

/** Newest first; the booking number breaks a tie. */
function newestFirst(a: Row, b: Row): number {
  const byTime = Date.parse(String(b.created_at)) - Date.parse(String(a.created_at));
  if (byTime !== 0) return byTime;
  return String(b.booking_number) < String(a.booking_number) ? -1 : 1;
}

export function adminSearchBookings(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const query = text(args._query);
  const status = args._status === undefined ? null : enumValue('booking_status', args._status);
  const followUp = args._follow_up === undefined ? false : coerceValue('boolean', args._follow_up) === true;
  const seminar = text(args._seminar);
  const city = text(args._city);
  const from = args._from === undefined ? null : (coerceValue('date', args._from) as string | null);
  const to = args._to === undefined ? null : (coerceValue('date', args._to) as string | null);
  const limit = args._limit === undefined ? 20 : (coerceValue('integer', args._limit) as number | null);
  const offset = args._offset === undefined ? 0 : (coerceValue('integer', args._offset) as number | null);
  if (query !== null && charLength(query) > 200) {
    raiseError('INVALID_INPUT', { field: 'query', reason: 'too_long', max: 200 });
  }
  if ((seminar !== null && charLength(seminar) > 200) || (city !== null && charLength(city) > 100)) {
    raiseError('INVALID_INPUT', { field: 'filter', reason: 'too_long' });
  }
  const size = Math.min(Math.max(limit ?? 20, 1), 1000);
  const skip = Math.max(offset ?? 0, 0);
  const terms = searchTerms(query);
  const start = from === null ? null : berlinInstant(from, '00:00:00');
  const end = to === null ? null : berlinInstant(addDays(to, 1), '00:00:00');

  const itemsOf = new Map<unknown, Row[]>();
  for (const item of db.rows('booking_items')) {
    itemsOf.set(item.booking_id, [...(itemsOf.get(item.booking_id) ?? []), item]);
  }
  const hasItem = (booking: Row, test: (item: Row) => boolean) => (itemsOf.get(booking.id) ?? []).some(test);
  const inCity = (item: Row) => {
    const name = String(item.location_name ?? '');
    if (city === 'Online') return name === 'Online';
    return name.toLowerCase().endsWith(`, ${city!}`.toLowerCase());
  };

  const matching = db.rows('bookings').filter((booking) => {
    const at = Date.parse(String(booking.created_at));
    const haystack = terms.length > 0 ? searchText(booking) : '';
    return (
      terms.every((term) => haystack.includes(term)) &&
      (status === null || booking.status === status) &&
      (!followUp || booking.needs_follow_up === true) &&
      (!seminar || hasItem(booking, (item) => item.title === seminar)) &&
      (!city || hasItem(booking, inCity)) &&
      (start === null || at >= start) &&
      (end === null || at < end)
    );
  });
  return {
    total: matching.length,
    ids: [...matching]
      .sort(newestFirst)
      .slice(skip, skip + size)
      .map((booking) => booking.id),
  };
}
