/**
 * The demo data, shared by the mock backend (in-memory db) and supabase/seed.sql (scripts/generate-seed-sql.ts).
 * Dates are offsets from today, so the demo never goes stale; ids are fixed, so every reset gives the same rows.
 * Browser-safe: no node imports.
 */
import { buildProfiles, buildUserRoles, buildUsers } from './accounts';
import { buildAttendances } from './attendances';
import { buildBookingsAndItems, seatsHeldBySeed } from './bookings';
import { buildParticipantChanges, buildWithdrawals } from './changes';
import { berlinDates, type SeedDates } from './dates';
import { buildInhouseRequests } from './inhouseRequests';
import { buildLocations } from './locations';
import { buildSeminars } from './seminars';
import { buildSessions } from './sessions';
import { buildAccountingSettings, buildSettings } from './settings';
import { buildTrainers } from './trainers';
import { buildWaitlistEntries } from './waitlist';
import type {
  AccountingSettingsRow,
  AttendanceRow,
  BookingItemRow,
  BookingRow,
  InhouseRequestRow,
  LocationRow,
  ProfileRow,
  Row,
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
  accounting_settings: AccountingSettingsRow[];
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
  participant_changes: Array<Row<'participant_changes'>>;
  booking_withdrawals: Array<Row<'booking_withdrawals'>>;
}

/**
 * „Durchführung garantiert“ as the database settles it (private.settle_guarantees): a scheduled date whose binding
 * seats — of confirmed and paid bookings and of pending ones without a hold — reach its minimum (its own, else the
 * settings' default: the seed's seminars set none).
 */
function withGuarantees(
  sessions: SessionRow[],
  bookings: BookingRow[],
  items: BookingItemRow[],
  minimum: number,
): SessionRow[] {
  const binding = new Set(
    bookings
      .filter((b) => b.status === 'confirmed' || b.status === 'paid' || (b.status === 'pending' && !b.hold_expires_at))
      .map((b) => b.id),
  );
  const seats = new Map<string, number>();
  for (const item of items) {
    if (item.session_id && binding.has(item.booking_id)) {
      seats.set(item.session_id, (seats.get(item.session_id) ?? 0) + item.quantity);
    }
  }
  return sessions.map((session) => ({
    ...session,
    guaranteed: session.status === 'scheduled' && (seats.get(session.id) ?? 0) >= (session.min_participants ?? minimum),
  }));
}

/** The seed with dates produced by a SeedDates strategy (real dates, or SQL expressions for seed.sql). */
export function buildSeedWith(dates: SeedDates): Seed {
  const { bookings, items } = buildBookingsAndItems(dates);
  // seats_booked of every date is counted from its bookings: a date showing "Gebucht 10" lists ten people.
  const seatsHeld = seatsHeldBySeed();
  const settings = buildSettings(dates);
  return {
    users: buildUsers(dates),
    profiles: buildProfiles(dates),
    user_roles: buildUserRoles(dates),
    settings: [settings],
    accounting_settings: [buildAccountingSettings(dates)],
    locations: buildLocations(dates),
    trainers: buildTrainers(dates),
    seminars: buildSeminars(dates),
    seminar_sessions: withGuarantees(buildSessions(dates, seatsHeld), bookings, items, settings.min_participants),
    webinars: buildWebinars(dates, seatsHeld),
    webinar_access: buildWebinarAccess(dates),
    bookings,
    booking_items: items,
    attendances: buildAttendances(dates),
    inhouse_requests: buildInhouseRequests(dates),
    waitlist_entries: buildWaitlistEntries(dates),
    participant_changes: buildParticipantChanges(dates),
    booking_withdrawals: buildWithdrawals(dates),
  };
}

/** The demo data as of `today` (its Berlin calendar day): what the mock backend loads. */
export function buildSeed(today: Date): Seed {
  return buildSeedWith(berlinDates(today));
}

export { CUSTOMER_ACCOUNTS, DEMO_ADMIN, DEMO_CUSTOMER } from './accounts';
export { SEED_BOOKING_COUNT } from './bookings';
export { addDays, berlinDates, courseStart, type SeedDates } from './dates';
export { closedDaysOf, type HolidayRegion, HOLIDAY_REGIONS, isClosedDay } from './holidays';
export { seedId, type IdKind } from './ids';
export { FREE_CANCELLATION_DAYS } from './settings';
export { SEED_WAITLIST_QUEUE } from './waitlist';
export type * from './types';
