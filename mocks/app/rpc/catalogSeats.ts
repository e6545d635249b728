/**
 * `public.catalog_seats(_session_ids, _webinar_ids)` of `…_catalog_version.sql`: the catalogue's version and the
 * booked seats of the given dates (of published seminars) and published webinars; more than 500 ids in all are
 * INVALID_INPUT too_many.
 */
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext } from '../../db/schema';
import { catalogVersionOf } from '../catalogVersion';
import { raiseError, uuidArg } from './common';

const MAX_IDS = 500;

/** A `uuid[]` argument: null is empty, each element cast as PostgreSQL casts it. */
function uuidList(value: unknown): Set<string> {
  if (value === null || value === undefined) return new Set();
  if (!Array.isArray(value)) return new Set([uuidArg(value)].filter((id): id is string => id !== null));
  return new Set(value.map(uuidArg).filter((id): id is string => id !== null));
}

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

export function catalogSeats(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  if (count(args._session_ids) + count(args._webinar_ids) > MAX_IDS) {
    raiseError('INVALID_INPUT', { field: 'ids', reason: 'too_many', max: MAX_IDS });
  }
  const sessionIds = uuidList(args._session_ids);
  const webinarIds = uuidList(args._webinar_ids);
  const published = new Set(
    db
      .rows('seminars')
      .filter((seminar) => seminar.published === true)
      .map((seminar) => seminar.id),
  );
  const sessions = db
    .rows('seminar_sessions')
    .filter((session) => sessionIds.has(String(session.id)) && published.has(session.seminar_id));
  const webinars = db
    .rows('webinars')
    .filter((webinar) => webinar.published === true && webinarIds.has(String(webinar.id)));
  return {
    version: catalogVersionOf(db),
    sessions: Object.fromEntries(sessions.map((session) => [session.id, Number(session.seats_booked)])),
    webinars: Object.fromEntries(webinars.map((webinar) => [webinar.id, Number(webinar.seats_booked)])),
  };
}
