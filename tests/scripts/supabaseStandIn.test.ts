import { http, passthrough } from 'msw';
import { server } from '../../mocks/node';
import { buildSeed } from '../../mocks/seed';
import { STAND_IN_ANON_KEY, startSupabaseStandIn, type SupabaseStandIn } from '../../scripts/lib/supabaseStandIn';

const anonHeaders = { apikey: STAND_IN_ANON_KEY, Authorization: `Bearer ${STAND_IN_ANON_KEY}` };

describe('the Supabase stand-in of the live benchmark', () => {
  let standIn: SupabaseStandIn;

  beforeAll(async () => {
    standIn = await startSupabaseStandIn({ port: 0 });
  });
  afterAll(() => standIn.close());
  // Jest's MSW server intercepts fetch in this process: requests to the stand-in go out over the socket
  // (re-added per test, as the setup resets the handlers after each).
  beforeEach(() => server.use(http.all(`${standIn.url}/*`, () => passthrough())));

  it('listens on a free port of 127.0.0.1', () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(standIn.url).not.toMatch(/:0$/);
  });

  it("answers the prerenderer's reachability probe with one settings row", async () => {
    const response = await fetch(`${standIn.url}/rest/v1/settings?select=id&limit=1`, { headers: anonHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const rows = (await response.json()) as unknown[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ id: expect.anything() });
  });

  it("serves the seed's published seminars to the anon role", async () => {
    const response = await fetch(`${standIn.url}/rest/v1/seminars?select=slug`, { headers: anonHeaders });
    expect(response.status).toBe(200);
    const slugs = ((await response.json()) as { slug: string }[]).map((row) => row.slug);
    const published = buildSeed(new Date()).seminars.filter((seminar) => seminar.published);
    expect(slugs.sort()).toEqual(published.map((seminar) => seminar.slug).sort());
    expect(slugs).toContain('seo-grundlagen');
  });

  it('rejects a key that is not the stand-in anon key, as Supabase’s gateway does', async () => {
    const response = await fetch(`${standIn.url}/rest/v1/seminars?select=slug`, {
      headers: { apikey: 'some-other-key' },
    });
    expect(response.status).toBe(401);
  });

  it('answers a CORS preflight with 204, allowing any origin and the requested headers', async () => {
    const response = await fetch(`${standIn.url}/rest/v1/seminars?select=slug`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey, authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('answers a path no handler serves with a JSON 404', async () => {
    const response = await fetch(`${standIn.url}/nothing/here`, { headers: anonHeaders });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
