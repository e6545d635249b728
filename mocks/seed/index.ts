/**
 * The demo data, shared by the mock backend (in-memory db) and supabase/seed.sql (scripts/generate-seed-sql.ts).
 * Dates are offsets from today, so the demo never goes stale; ids are fixed, so every reset gives the same rows.
 * Browser-safe: no node imports.
 */
import { buildProfiles, buildUserRoles, buildUsers } from './accounts';
import { buildAttendances } from './attendances';
import { buildBookingsAndItems } from './bookings';
import { berlinDates, type SeedDates } from './dates';
import { buildInhouseRequests } from './inhouseRequests';
import { buildLocations } from './locations';
import { buildSeminars } from './seminars';
import { buildSessions } from './sessions';
import { buildSettings } from './settings';
import { buildTrainers } from './trainers';
import { buildWaitlistEntries } from './waitlist';
import type {
  AttendanceRow,
  BookingItemRow,
  BookingRow,
  InhouseRequestRow,
  LocationRow,
  ProfileRow,
  SeedUser,
  SeminarRow,
  SessionRow,
  SettingsRow,
  TrainerRow,
  UserRoleRow,
  WaitlistEntryRow,
  WebinarAccessRow,
  WebinarRow,
} from './types';
import { buildWebinarAccess, buildWebinars } from './webinars';

export interface Seed {
  users: SeedUser[];
  profiles: ProfileRow[];
  user_roles: UserRoleRow[];
  settings: SettingsRow[];
  locations: LocationRow[];
  trainers: TrainerRow[];
  seminars: SeminarRow[];
  seminar_sessions: SessionRow[];
  webinars: WebinarRow[];
  webinar_access: WebinarAccessRow[];
  bookings: BookingRow[];
  booking_items: BookingItemRow[];
  attendances: AttendanceRow[];
  inhouse_requests: InhouseRequestRow[];
  waitlist_entries: WaitlistEntryRow[];
}

/** The seed with dates produced by a SeedDates strategy (real dates, or SQL expressions for seed.sql). */
export function buildSeedWith(dates: SeedDates): Seed {
  const { bookings, items } = buildBookingsAndItems(dates);
  return {
    users: buildUsers(dates),
    profiles: buildProfiles(dates),
    user_roles: buildUserRoles(dates),
    settings: [buildSettings(dates)],
    locations: buildLocations(dates),
    trainers: buildTrainers(dates),
    seminars: buildSeminars(dates),
    seminar_sessions: buildSessions(dates),
    webinars: buildWebinars(dates),
    webinar_access: buildWebinarAccess(dates),
    bookings,
    booking_items: items,
    attendances: buildAttendances(dates),
    inhouse_requests: buildInhouseRequests(dates),
    waitlist_entries: buildWaitlistEntries(dates),
  };
}

/** The demo data as of `today` (its Berlin calendar day): what the mock backend loads. */
export function buildSeed(today: Date): Seed {
  return buildSeedWith(berlinDates(today));
}

export { DEMO_ADMIN, DEMO_CUSTOMER } from './accounts';
export { SEED_BOOKING_COUNT } from './bookings';
export { addDays, berlinDates, type SeedDates } from './dates';
export { seedId, type IdKind } from './ids';
export { FREE_CANCELLATION_DAYS } from './settings';
export { SEED_WAITLIST_QUEUE } from './waitlist';
export type * from './types';
