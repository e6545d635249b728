import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { makeStore } from '@/app/store';
import { api, NETWORK_ERROR_TEXT, PERMISSION_ERROR_TEXT } from '@/lib/api';
import { resetSupabaseClientForTests } from '@/lib/supabase';
import { server } from '../../../mocks/node';

/** Endpoints of a throw-away table, injected the way features inject theirs. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRows: build.query<Array<{ id: number }>, void>({
      query: () => (client) => client.from('probe' as never).select('id'),
    }),
    probeInsert: build.mutation<unknown, { id: number }>({
      query: (row) => (client) => client.from('probe' as never).insert(row as never),
    }),
  }),
});

const probeUrl = `${DEMO_SUPABASE_URL}/rest/v1/probe`;

/** Moves fake time forward in small steps, letting each request's own async work run in between. */
async function advanceInSteps(totalMs: number, stepMs = 50) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) await jest.advanceTimersByTimeAsync(stepMs);
}

describe('RTK Query base (docs/constants.md policy) through supabase-js and MSW', () => {
  beforeEach(() => {
    resetSupabaseClientForTests();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => jest.useRealTimers());

  it('retries a failing read 3 times, waiting 1 s, 2 s and 4 s, then reports the error', async () => {
    const requestTimes: number[] = [];
    server.use(
      http.get(probeUrl, () => {
        requestTimes.push(Date.now());
        return HttpResponse.json({ message: 'upstream down', code: '' }, { status: 503 });
      }),
    );
    const store = makeStore();
    const started = Date.now();
    const result = store.dispatch(probeApi.endpoints.probeRows.initiate());
    await advanceInSteps(1000 + 2000 + 4000 + 500);
    const { error } = await result;
    expect(requestTimes).toHaveLength(4);
    expect(requestTimes[0]! - started).toBeLessThan(100);
    // The gaps between attempts are the backoff delays (time moves in 50 ms steps, hence the tolerance).
    const gaps = requestTimes.slice(1).map((time, index) => time - requestTimes[index]!);
    [1000, 2000, 4000].forEach((delay, index) => {
      expect(gaps[index]).toBeGreaterThanOrEqual(delay);
      expect(gaps[index]).toBeLessThan(delay + 100);
    });
    expect(error).toMatchObject({ status: 503 });
    result.unsubscribe();
  });

  it('does not retry a refusal and turns it into a German message', async () => {
    let requests = 0;
    server.use(
      http.get(probeUrl, () => {
        requests += 1;
        return HttpResponse.json(
          { code: '42501', message: 'permission denied for table probe', details: null, hint: null },
          { status: 403 },
        );
      }),
    );
    const store = makeStore();
    const result = store.dispatch(probeApi.endpoints.probeRows.initiate());
    await jest.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(requests).toBe(1);
    expect(error).toEqual({ status: 403, code: '42501', message: PERMISSION_ERROR_TEXT, details: null });
    result.unsubscribe();
  });

  it('never retries a write', async () => {
    let requests = 0;
    server.use(
      http.post(probeUrl, () => {
        requests += 1;
        return HttpResponse.json({ message: 'upstream down' }, { status: 503 });
      }),
    );
    const store = makeStore();
    const result = store.dispatch(probeApi.endpoints.probeInsert.initiate({ id: 1 }));
    await jest.advanceTimersByTimeAsync(60_000);
    const outcome = await result;
    expect(requests).toBe(1);
    expect('error' in outcome && outcome.error).toMatchObject({ status: 503 });
  });

  it('reports a network failure as such after the retries', async () => {
    server.use(http.get(probeUrl, () => HttpResponse.error()));
    const store = makeStore();
    const result = store.dispatch(probeApi.endpoints.probeRows.initiate());
    await advanceInSteps(10_000);
    const { error } = await result;
    expect(error).toMatchObject({ status: 'FETCH_ERROR', message: NETWORK_ERROR_TEXT });
    result.unsubscribe();
  });

  it('serves a read from the cache while fresh and refetches after 5 minutes', async () => {
    let requests = 0;
    server.use(
      http.get(probeUrl, () => {
        requests += 1;
        return HttpResponse.json([{ id: requests }]);
      }),
    );
    const store = makeStore();
    const first = store.dispatch(probeApi.endpoints.probeRows.initiate());
    // A request is sent in a task of its own, after the client's: time moves until it has been answered.
    await advanceInSteps(100);
    expect((await first).data).toEqual([{ id: 1 }]);
    first.unsubscribe();

    await jest.advanceTimersByTimeAsync(4 * 60_000);
    const second = store.dispatch(probeApi.endpoints.probeRows.initiate());
    expect((await second).data).toEqual([{ id: 1 }]);
    expect(requests).toBe(1);
    second.unsubscribe();

    await jest.advanceTimersByTimeAsync(61_000);
    const third = store.dispatch(probeApi.endpoints.probeRows.initiate());
    await advanceInSteps(100);
    expect((await third).data).toEqual([{ id: 2 }]);
    expect(requests).toBe(2);
    third.unsubscribe();
  });
});
