import { catalogApi } from '@/features/catalog';
import type { ApiState } from '@/lib/api';
import { revalidateQueries } from '@/lib/api/revalidateQueries';
import { todayInBerlin } from '@/lib/format';
import type { AppDispatch } from '../createAppStore';
import type { PrerenderedState } from './handover';

type QueryEntry = NonNullable<ApiState['queries'][string]>;

/**
 * The public catalogue's reads: everything they show changes the catalogue's version (`catalog_seats`), except the
 * booked seats of dates and webinars.
 */
const VERSIONED_ENDPOINTS = new Set([
  'locations',
  'seminars',
  'seminarBySlug',
  'sessions',
  'webinars',
  'webinarBySlug',
  'trainers',
  'trainerBySlug',
  'publicSettings',
  'retentionTerms',
]);

/** `catalog_seats` answers at most this many ids; a page with more is refreshed in full. */
const MAX_SEAT_IDS = 500;

interface WithSeats {
  id: string;
  seats_booked: number;
}

function rowsOf(entry: QueryEntry): WithSeats[] {
  const data = entry.data as WithSeats | WithSeats[] | null | undefined;
  if (Array.isArray(data)) return data;
  return data ? [data] : [];
}

function idsOf(entries: QueryEntry[], endpoints: string[]): string[] {
  const ids = entries.filter((entry) => endpoints.includes(entry.endpointName ?? '')).flatMap(rowsOf);
  return [...new Set(ids.map((row) => row.id))];
}

/** Each date's or webinar's booked seats from `seats`, where it has an answer. */
function patchSeats(rows: WithSeats | WithSeats[] | null, seats: Record<string, number>): void {
  for (const row of Array.isArray(rows) ? rows : rows ? [rows] : []) {
    const booked = seats[row.id];
    if (booked !== undefined) row.seats_booked = booked;
  }
}

/**
 * Brings the data of a prerendered page up to date once the page runs. While the catalogue is at the version the page
 * was rendered with and it is still the Berlin day it was rendered on (the dates shown and the early-bird prices in
 * force depend on it), only the booked seats can have changed: one small `catalog_seats` request answers them for
 * the dates and webinars the page shows, instead of every query again (docs/architecture.md, "Prerendered pages").
 * Otherwise, and for any query outside the catalogue, each query is asked again.
 */
export async function refreshHandedOver(
  dispatch: AppDispatch,
  handover: PrerenderedState,
  now: number = Date.now(),
): Promise<void> {
  const { queries } = handover.api;
  const entries = Object.values(queries).filter((entry): entry is QueryEntry => entry !== undefined);
  const sessionIds = idsOf(entries, ['sessions']);
  const webinarIds = idsOf(entries, ['webinars', 'webinarBySlug']);
  const sameDay = todayInBerlin(new Date(now)) === todayInBerlin(new Date(handover.renderedAt));
  if (handover.catalogVersion === null || !sameDay || sessionIds.length + webinarIds.length > MAX_SEAT_IDS) {
    await revalidateQueries(dispatch, queries);
    return;
  }
  const { data } = await dispatch(
    catalogApi.endpoints.catalogSeats.initiate({ sessionIds, webinarIds }, { subscribe: false }),
  );
  if (data?.version !== handover.catalogVersion) {
    await revalidateQueries(dispatch, queries);
    return;
  }
  for (const entry of entries) {
    const args = entry.originalArgs as never;
    if (entry.endpointName === 'sessions') {
      dispatch(catalogApi.util.updateQueryData('sessions', args, (rows) => patchSeats(rows, data.sessions)));
    } else if (entry.endpointName === 'webinars' || entry.endpointName === 'webinarBySlug') {
      dispatch(catalogApi.util.updateQueryData(entry.endpointName, args, (rows) => patchSeats(rows, data.webinars)));
    }
  }
  const outsideCatalogue = Object.entries(queries).filter(
    ([, entry]) => !VERSIONED_ENDPOINTS.has(entry?.endpointName ?? ''),
  );
  await revalidateQueries(dispatch, Object.fromEntries(outsideCatalogue));
}
