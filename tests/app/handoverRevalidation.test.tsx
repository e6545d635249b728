import { render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { handoverOf, preloadedStateFrom, serializeHandover, type PrerenderedState } from '@/app/prerender/handover';
import { useLocationsQuery } from '@/features/catalog/catalogApi';
import { renderedQuery } from '@/lib/api';
import { revalidateQueries } from '@/lib/api/revalidateQueries';
import { getMockDb } from '../../mocks/backend';
import { server } from '../../mocks/node';
import { catalogApi } from '@/features/catalog';

function Venues() {
  const locations = useLocationsQuery(undefined, { selectFromResult: renderedQuery });
  return (
    <ul>
      {locations.data?.map((location) => (
        <li key={location.id}>{location.venue_name}</li>
      ))}
    </ul>
  );
}

/** The data a prerendered page of the venues hands over, read back as the browser reads it (parsed, nothing frozen). */
async function prerenderedVenues(): Promise<PrerenderedState> {
  const prerenderer = makeStore();
  const request = prerenderer.dispatch(catalogApi.endpoints.locations.initiate());
  await request.unwrap();
  request.unsubscribe();
  prerenderer.stopSagas();
  return JSON.parse(serializeHandover(handoverOf(prerenderer.getState(), '/orte', 0, null))) as PrerenderedState;
}

/**
 * A prerendered page's query hooks send nothing while the page hydrates; the start-up asks for every handed-over query
 * again once the page runs, one request per task (started by the hooks, they made the hydration's effects one long
 * task on a phone).
 */
describe('revalidating a prerendered page', () => {
  it('sends no request while the page hydrates, then asks again once and shows what changed', async () => {
    const handover = await prerenderedVenues();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/rest/v1/locations')) requests.push(request.url);
    });
    const db = getMockDb();
    db.setRows(
      'locations',
      db
        .rows('locations')
        .map((row) => (row.city_slug === 'berlin' ? { ...row, venue_name: 'Neues Haus Berlin' } : row)),
    );

    const store = makeStore(preloadedStateFrom(handover));
    const view = render(
      <AppProviders store={store}>
        <Venues />
      </AppProviders>,
    );
    expect(await screen.findByText('Spreeforum Tagungszentrum')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);

    await revalidateQueries(store.dispatch, handover.api.queries);
    expect(await screen.findByText('Neues Haus Berlin')).toBeInTheDocument();
    expect(screen.queryByText('Spreeforum Tagungszentrum')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    view.unmount();
    store.stopSagas();
  });
});
