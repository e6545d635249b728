import { makeStore } from '@/app/store';
import { catalogApi } from '@/features/catalog/catalogApi';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

async function run<T>(thunk: (store: ReturnType<typeof makeStore>) => Promise<T>): Promise<T> {
  const store = makeStore();
  return thunk(store);
}

describe('catalogue API against the mock backend', () => {
  it("lists a city's upcoming scheduled dates of published seminars, in date order, with seminar, venue and trainer", async () => {
    const sessions = await run((store) =>
      store.dispatch(catalogApi.endpoints.sessions.initiate({ from: today, city: 'berlin' })).unwrap(),
    );
    expect(sessions.length).toBeGreaterThan(3);
    for (const session of sessions) {
      expect(session.locations.city_slug).toBe('berlin');
      expect(session.status).toBe('scheduled');
      expect(session.start_date >= today).toBe(true);
      expect(session.seminars.slug).toEqual(expect.any(String));
    }
    const dates = sessions.map((session) => session.start_date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('finds a published seminar by slug and answers null for an unknown one', async () => {
    await run(async (store) => {
      const seminar = await store.dispatch(catalogApi.endpoints.seminarBySlug.initiate('seo-grundlagen')).unwrap();
      expect(seminar).toMatchObject({ slug: 'seo-grundlagen', published: true });
      expect(await store.dispatch(catalogApi.endpoints.seminarBySlug.initiate('gibt-es-nicht')).unwrap()).toBeNull();
    });
  });

  it('filters dates by category through the embedded seminar', async () => {
    const sessions = await run((store) =>
      store.dispatch(catalogApi.endpoints.sessions.initiate({ from: today, category: 'seo' })).unwrap(),
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(new Set(sessions.map((session) => session.seminars.category))).toEqual(new Set(['seo']));
  });

  it('lists upcoming webinars with their trainer, some under the second brand', async () => {
    const webinars = await run((store) =>
      store.dispatch(catalogApi.endpoints.webinars.initiate({ from: new Date().toISOString() })).unwrap(),
    );
    expect(webinars.length).toBeGreaterThanOrEqual(5);
    expect(webinars.some((webinar) => webinar.brand === 'KI-Werkstatt Live')).toBe(true);
    expect(webinars.every((webinar) => webinar.trainers === null || typeof webinar.trainers.name === 'string')).toBe(
      true,
    );
  });

  it('accepts an in-house request from a visitor', async () => {
    const result = await run((store) =>
      store.dispatch(
        catalogApi.endpoints.submitInhouseRequest.initiate({
          company: 'Beispiel AG',
          contact_name: 'Eva Beispiel',
          email: 'eva@beispiel.test',
          topic: 'SEO',
          privacy_consent: true,
        }),
      ),
    );
    expect('error' in result).toBe(false);
  });
});
