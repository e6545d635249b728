/** The demo data of mocks/seed as mock database rows: built for today, with the demo users able to sign in. */
import { demoUser } from '../auth/users';
import type { SeedData } from '../db/schema';
import type { BerlinOffsets } from '../seed/berlinOffsets';
import { berlinDates } from '../seed/dates';
import { buildSeedTemplate, seedFromTemplate } from '../seed/template';

/** Set by the webpack builds in demo mode (webpack.config.ts); Jest and Storybook build the template on first use. */
declare const __DEMO_SEED_TEMPLATE__: string | undefined;
/** Berlin's clock changes around the build's year, listed by the demo builds; Jest and Storybook ask Intl instead. */
declare const __BERLIN_OFFSETS__: BerlinOffsets | undefined;

let template: string | undefined;

function seedTemplate(): string {
  template ??= typeof __DEMO_SEED_TEMPLATE__ === 'string' ? __DEMO_SEED_TEMPLATE__ : buildSeedTemplate();
  return template;
}

const berlinOffsets = (): BerlinOffsets | undefined =>
  typeof __BERLIN_OFFSETS__ === 'object' ? __BERLIN_OFFSETS__ : undefined;

/** The seed depends on the Berlin calendar day only. */
const berlinDay = (today: Date): string => berlinDates(today, berlinOffsets()).date(0);

let prepared: { day: string; data: SeedData } | undefined;

/**
 * Builds today's seed ahead of the database that takes it: the browser demo does so in a task of its own, since
 * building the seed and the database from it in one task was one long task on a phone. The next `productSeed()` of the
 * same Berlin day returns it (once).
 */
export function prepareProductSeed(): SeedData {
  const today = new Date();
  prepared = { day: berlinDay(today), data: buildProductSeed(today) };
  return prepared.data;
}

export function productSeed(): SeedData {
  const today = new Date();
  const ready = prepared;
  prepared = undefined;
  return ready && ready.day === berlinDay(today) ? ready.data : buildProductSeed(today);
}

function buildProductSeed(today: Date): SeedData {
  const seed = seedFromTemplate(seedTemplate(), today, berlinOffsets());
  const users = seed.users.map((user) => ({
    ...demoUser({
      id: user.id,
      email: user.email,
      password: user.password,
      userMetadata: user.user_metadata,
      confirmed: true,
    }),
    created_at: user.created_at,
    updated_at: user.created_at,
    email_confirmed_at: user.email_confirmed_at,
  }));
  return {
    'auth.users': users,
    profiles: seed.profiles,
    user_roles: seed.user_roles,
    settings: seed.settings,
    locations: seed.locations,
    trainers: seed.trainers,
    seminars: seed.seminars,
    seminar_sessions: seed.seminar_sessions,
    webinars: seed.webinars,
    webinar_access: seed.webinar_access,
    bookings: seed.bookings,
    booking_items: seed.booking_items,
    attendances: seed.attendances,
    inhouse_requests: seed.inhouse_requests,
    waitlist_entries: seed.waitlist_entries,
  };
}
