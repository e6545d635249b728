import { prepareProductSeed, productSeed } from '../../../mocks/app/seed';
import type { SeedData } from '../../../mocks/db/schema';

/** A seed with its waiting-list tokens set aside: they are drawn anew on every load (mocks/seed/dates.ts). */
function withoutTokens(seed: SeedData): SeedData {
  const entries = (seed.waitlist_entries ?? []).map((entry) => ({ ...entry, confirm_token: '', leave_token: '' }));
  return { ...seed, waitlist_entries: entries };
}

/** The browser demo builds the seed in a task of its own, before the database that takes it (mocks/browser.ts). */
describe('the demo seed prepared ahead', () => {
  beforeEach(() => {
    productSeed(); // nothing prepared left over
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('is what the next productSeed() of the same Berlin day returns, once', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), doNotFake: ['setTimeout', 'setImmediate'] });
    const prepared = prepareProductSeed();

    jest.setSystemTime(new Date('2026-11-26T22:59:00Z')); // 23:59 in Berlin, the same day
    expect(productSeed()).toBe(prepared);

    const built = productSeed();
    expect(built).not.toBe(prepared);
    expect(withoutTokens(built)).toStrictEqual(withoutTokens(prepared));
  });

  it('is not used on a later Berlin day: the seed is built for that day', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T22:30:00Z'), doNotFake: ['setTimeout', 'setImmediate'] });
    const prepared = prepareProductSeed();

    jest.setSystemTime(new Date('2026-11-26T23:00:00Z')); // midnight in Berlin: 27 November
    const seed = productSeed();
    expect(seed).not.toBe(prepared);
    expect(withoutTokens(seed)).toStrictEqual(withoutTokens(productSeed()));
    expect(withoutTokens(seed)).not.toStrictEqual(withoutTokens(prepared));
  });
});
