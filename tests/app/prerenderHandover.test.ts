import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import {
  handoverOf,
  normalizeRoute,
  preloadedStateFrom,
  readHandover,
  serializeHandover,
  PRERENDERED_STATE_ID,
  type PrerenderedState,
} from '@/app/prerender/handover';
import { catalogApi } from '@/features/catalog';
import { revalidateQueries } from '@/lib/api/revalidateQueries';

/** The prerendered page hands RTK Query's cache to the browser in a JSON script; the store starts from it. */
describe('prerendered state hand-over', () => {
  it('carries the answered queries into a new store, answered as of its start, with the consent banner open', async () => {
    const server = makeStore();
    const request = server.dispatch(catalogApi.endpoints.locations.initiate());
    const locations = await request.unwrap();
    request.unsubscribe();
    server.stopSagas();
    expect(locations.length).toBe(6);

    const handover = handoverOf(server.getState(), '/berlin/', 1_795_000_000_000, 7);
    expect(handover.route).toBe('/berlin');
    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${serializeHandover(handover)}</script>`;
    const read = readHandover(document, '/berlin');
    expect(read).toEqual(handover);
    expect(readHandover(document, '/muenchen')).toBeNull();
    // Filters in the query string change what the page shows: the browser renders such a page itself.
    expect(readHandover(document, '/berlin', '?thema=seo')).toBeNull();

    // The prerender's timestamps stay behind; the browser's store counts the data as answered when it starts.
    expect(Object.values(handover.api.queries).map((entry) => entry?.fulfilledTimeStamp)).toEqual([0]);
    const browser = makeStore(preloadedStateFrom(handover, 1_800_000_000_000));
    const { api: apiState, ...rest } = browser.getState();
    if (!apiState) throw new Error('RTK Query was not mounted in the store.');
    const cached = catalogApi.endpoints.locations.select()({ ...rest, api: apiState });
    expect(cached.data).toEqual(locations);
    expect(cached.fulfilledTimeStamp).toBe(1_800_000_000_000);
    expect(browser.getState().consent.bannerOpen).toBe(true);
    browser.stopSagas();
  });

  it("revalidates the handed-over data without walking it: immer's freezing stops at its frozen top", async () => {
    const server = makeStore();
    const request = server.dispatch(catalogApi.endpoints.locations.initiate());
    await request.unwrap();
    request.unsubscribe();
    server.stopSagas();
    // As the browser reads it: parsed from the page, nothing frozen.
    const handover = JSON.parse(
      serializeHandover(handoverOf(server.getState(), '/berlin', 0, null)),
    ) as PrerenderedState;

    const browser = makeStore(preloadedStateFrom(handover, Date.now() - 1000));
    const selectLocations = () => {
      const { api: apiState, ...rest } = browser.getState();
      if (!apiState) throw new Error('RTK Query was not mounted in the store.');
      return catalogApi.endpoints.locations.select()({ ...rest, api: apiState });
    };
    const handedOver = selectLocations().data!;
    const startedAt = selectLocations().fulfilledTimeStamp!;
    await revalidateQueries(browser.dispatch, handover.api.queries);
    await waitFor(() => expect(selectLocations().fulfilledTimeStamp).toBeGreaterThan(startedAt));
    const revalidated = selectLocations();
    // The same answer keeps the same data, whose rows the store's updates never walked into (and froze).
    expect(revalidated.data).toBe(handedOver);
    expect(Object.isFrozen(handedOver)).toBe(true);
    expect(handedOver.some((location) => Object.isFrozen(location))).toBe(false);
    browser.stopSagas();
  });

  it('escapes markup so the JSON cannot close its script element', () => {
    const json = serializeHandover({
      route: '/x',
      renderedAt: 0,
      api: { queries: {}, provided: { tags: {}, keys: {} } } as never,
    } as never);
    expect(serializeHandover(JSON.parse(json.replace(/\\u003c/g, '<')))).toBe(json);
    expect(serializeHandover({ route: '</script><script>', renderedAt: 0, api: {} } as never)).not.toContain(
      '</script>',
    );
  });

  it('treats /berlin and /berlin/ as one route', () => {
    expect(normalizeRoute('/berlin/')).toBe('/berlin');
    expect(normalizeRoute('/')).toBe('/');
  });
});
