import { buildSeed, type Seed } from '../../../mocks/seed';
import { buildSeedTemplate, seedFromTemplate } from '../../../mocks/seed/template';

// Days whose dates are easy to get wrong: both DST changes in Berlin, a year end, a leap day and a Sunday.
const DAYS = [
  '2026-03-28T22:30:00Z', // 23:30 in Berlin on the Saturday before summer time
  '2026-03-29T12:00:00Z',
  '2026-10-25T00:30:00Z',
  '2026-12-31T23:30:00Z', // already 1 January in Berlin
  '2028-02-29T09:00:00Z',
  '2026-11-22T10:00:00Z',
];

/** The seed with its secret tokens (random on every load) set aside, and those tokens. */
function withoutTokens(seed: Seed): { seed: Seed; tokens: string[] } {
  const tokens = seed.waitlist_entries.flatMap((entry) => [entry.confirm_token, entry.leave_token]);
  const entries = seed.waitlist_entries.map((entry) => ({ ...entry, confirm_token: '', leave_token: '' }));
  return { seed: { ...seed, waitlist_entries: entries }, tokens };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the demo seed template', () => {
  const template = buildSeedTemplate();

  it.each(DAYS)('filled in for %s is exactly the seed built for that day, tokens aside', (instant) => {
    const today = new Date(instant);
    expect(withoutTokens(seedFromTemplate(template, today)).seed).toStrictEqual(withoutTokens(buildSeed(today)).seed);
  });

  it('draws every waiting-list token anew on each load, so none can be read off the repository', () => {
    const today = new Date(DAYS[0] as string);
    const first = withoutTokens(seedFromTemplate(template, today)).tokens;
    const second = withoutTokens(seedFromTemplate(template, today)).tokens;
    const built = withoutTokens(buildSeed(today)).tokens;
    for (const tokens of [first, second, built]) {
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect(token).toMatch(UUID);
    }
    expect(new Set([...first, ...second, ...built]).size).toBe(first.length + second.length + built.length);
    expect(template).not.toMatch(/ab000000-0000-4000-8000-0000000002/);
  });

  it('is the same text whatever the day it is made on, so the build can make it once', () => {
    jest.useFakeTimers({ now: new Date('2027-06-15T08:00:00Z') });
    try {
      expect(buildSeedTemplate()).toBe(template);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves no date marker behind', () => {
    const filled = JSON.stringify(seedFromTemplate(template, new Date(DAYS[0] as string)));
    expect(filled).not.toMatch(/[\u{E000}\u{E001}]/u);
    expect(template).toMatch(/\u{E000}courseInstant\(/u);
  });
});
