import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { getSupabase, holdRequestsUntil, resetSupabaseClientForTests } from '@/lib/supabase';
import { server } from '../../../mocks/node';

describe('the Supabase client in demo mode', () => {
  afterEach(() => {
    holdRequestsUntil(Promise.resolve());
    resetSupabaseClientForTests();
  });

  it('holds every request until the mock backend is ready, then sends it', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/probe`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    let workerReady!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (workerReady = resolve)));

    const client = await getSupabase();
    // A query builder sends its request each time it is awaited: take one promise of it.
    const pending = Promise.resolve(client.from('probe' as never).select('id'));
    const settled = jest.fn();
    void pending.then(settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(settled).not.toHaveBeenCalled();

    workerReady();
    const { data } = await pending;
    expect(data).toEqual([{ id: 1 }]);
    expect(seen).toHaveLength(1);
  });

  it('is one client, created once', async () => {
    const [a, b] = await Promise.all([getSupabase(), getSupabase()]);
    expect(a).toBe(b);
  });
});
