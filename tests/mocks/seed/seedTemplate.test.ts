import { buildSeed } from '../../../mocks/seed';
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

describe('the demo seed template', () => {
  const template = buildSeedTemplate();

  it.each(DAYS)('filled in for %s is exactly the seed built for that day', (instant) => {
    const today = new Date(instant);
    expect(seedFromTemplate(template, today)).toStrictEqual(buildSeed(today));
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
