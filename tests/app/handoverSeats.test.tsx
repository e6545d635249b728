import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '@/app/store';
import { handoverOf, preloadedStateFrom, serializeHandover, type PrerenderedState } from '@/app/prerender/handover';
import { refreshHandedOver } from '@/app/prerender/refreshHandedOver';
import { catalogApi } from '@/features/catalog';
import { todayInBerlin } from '@/lib/format';
import { getMockDb } from '../../mocks/backend';
import { serviceContext } from '../../mocks/db/rls';
import { updateRow } from '../../mocks/db/writes';
import { server } from '../../mocks/node';

const DAY_MS = 86_400_000;

/** What the home page of the live build hands over: the catalogue's version, then its dates, webinars and venues. */
async function prerendered(renderedAt: number, withVersion = true): Promise<PrerenderedState> {
  const prerenderer = makeStore();
  const read = async <T,>(request: { unwrap: () => Promise<T>; unsubscribe: () => void }) => {
    try {
      return await request.unwrap();
    } finally {
      request.unsubscribe();
    }
  };
  const version = withVersion
    ? (await read(prerenderer.dispatch(catalogApi.endpoints.catalogSeats.initiate({})))).version
    : null;
  await read(prerenderer.dispatch(catalogApi.endpoints.sessions.initiate(sessionArgs(renderedAt))));
  await read(prerenderer.dispatch(catalogApi.endpoints.webinars.initiate(webinarArgs(renderedAt))));
  await read(prerenderer.dispatch(catalogApi.endpoints.locations.initiate()));
  prerenderer.stopSagas();
  return JSON.parse(
    serializeHandover(handoverOf(prerenderer.getState(), '/', renderedAt, version)),
  ) as PrerenderedState;
}

const sessionArgs = (at: number) => ({ from: todayInBerlin(new Date(at)), limit: 12 });
const webinarArgs = (at: number) => ({ from: new Date(at).toISOString(), limit: 6 });

/** The REST paths the browser asks for from now on. */
function watchRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname.replace('/rest/v1/', ''));
  });
  return paths;
}

function shownSessions(store: AppStore, at: number) {
  return catalogApi.endpoints.sessions.select(sessionArgs(at))(store.getState()).data ?? [];
}

/** A booking's seat update, through the mock's triggers as book_cart writes it. */
function bookSeats(sessionId: string, seats: number): void {
  const db = getMockDb();
  const session = db.rows('seminar_sessions').find((row) => row.id === sessionId)!;
  updateRow(
    db,
    'seminar_sessions',
    session,
    { seats_booked: Number(session.seats_booked) + seats },
    serviceContext(db),
  );
}

function editSeminar(seminarId: string, summary: string): void {
  const db = getMockDb();
  const seminar = db.rows('seminars').find((row) => row.id === seminarId)!;
  updateRow(db, 'seminars', seminar, { summary }, serviceContext(db));
}

/**
 * A prerendered page of the live build refreshes what can have changed since it was rendered: while the catalogue's
 * version and the Berlin day hold, the booked seats of the dates and webinars it shows, in one request; otherwise
 * every query it was rendered with (docs/architecture.md, "Prerendered pages").
 */
describe('refreshing a prerendered page', () => {
  const renderedAt = Date.now();

  it('asks only for the seats, in one request, when nothing but bookings changed', async () => {
    const handover = await prerendered(renderedAt);
    const [first] = handover.api.queries[Object.keys(handover.api.queries).find((key) => key.startsWith('sessions'))!]!
      .data as Array<{ id: string; seats_booked: number }>;
    bookSeats(first!.id, 2);
    const requests = watchRequests();
    const store = makeStore(preloadedStateFrom(handover));

    await refreshHandedOver(store.dispatch, handover, renderedAt + 60_000);

    expect(requests).toEqual(['rpc/catalog_seats']);
    const shown = shownSessions(store, renderedAt).find((session) => session.id === first!.id);
    expect(shown?.seats_booked).toBe(first!.seats_booked + 2);
    store.stopSagas();
  });

  it('asks for every query again when an admin changed the catalogue since', async () => {
    const handover = await prerendered(renderedAt);
    const seminarId = shownSessions(makeStore(preloadedStateFrom(handover)), renderedAt)[0]!.seminar_id;
    editSeminar(seminarId, 'Frisch überarbeitet.');
    const requests = watchRequests();
    const store = makeStore(preloadedStateFrom(handover));

    await refreshHandedOver(store.dispatch, handover, renderedAt + 60_000);

    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[0]).toBe('rpc/catalog_seats');
    expect(requests.slice(1).sort()).toEqual(['locations', 'seminar_sessions', 'webinars']);
    await waitFor(() =>
      expect(shownSessions(store, renderedAt).find((s) => s.seminar_id === seminarId)?.seminars.summary).toBe(
        'Frisch überarbeitet.',
      ),
    );
    store.stopSagas();
  });

  it('asks for every query again on another Berlin day, or when the page carries no version', async () => {
    for (const [handover, now] of [
      [await prerendered(renderedAt), renderedAt + DAY_MS],
      [await prerendered(renderedAt, false), renderedAt + 60_000],
    ] as const) {
      const requests = watchRequests();
      const store = makeStore(preloadedStateFrom(handover));
      await refreshHandedOver(store.dispatch, handover, now);
      await waitFor(() => expect(requests.sort()).toEqual(['locations', 'seminar_sessions', 'webinars']));
      server.events.removeAllListeners();
      store.stopSagas();
    }
  });
});
