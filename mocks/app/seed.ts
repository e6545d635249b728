/** The demo data of mocks/seed as mock database rows: built for today, with the demo users able to sign in. */
import { demoUser } from '../auth/users';
import type { SeedData } from '../db/schema';
import type { BerlinOffsets } from '../seed/berlinOffsets';
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

export function productSeed(): SeedData {
  const offsets = typeof __BERLIN_OFFSETS__ === 'object' ? __BERLIN_OFFSETS__ : undefined;
  const seed = seedFromTemplate(seedTemplate(), new Date(), offsets);
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
