import type { SeedDates } from './dates';
import { seedId } from './ids';
import { sessionId } from './sessions';
import type { WaitlistEntryRow } from './types';

/** The highest queue number the seed uses (seed.sql continues the sequence after it; the mock does the same). */
export const SEED_WAITLIST_QUEUE = 2;

/**
 * The sold-out KI-Coding date in Berlin (session 47) has a waiting list: two people waiting (one wants 2 seats) and a
 * guest who has not yet confirmed the address. A cancellation there offers the seat to Jonas Richter first.
 */
export function buildWaitlistEntries(dates: SeedDates): WaitlistEntryRow[] {
  const rows: Array<[number, string, string, number, 'waiting' | 'pending_confirmation', number | null, number]> = [
    [1, 'Jonas Richter', 'jonas.richter@example.test', 1, 'waiting', 1, -6],
    [2, 'Miriam Schulz', 'miriam.schulz@example.test', 2, 'waiting', 2, -4],
    [3, 'Tobias Lang', 'tobias.lang@example.test', 1, 'pending_confirmation', null, -1],
  ];
  return rows.map(([n, name, email, seats, status, queue, dayOffset]) => ({
    id: seedId('waitlistEntry', n),
    session_id: sessionId(47),
    webinar_id: null,
    user_id: null,
    name,
    email,
    seats,
    status,
    queue_number: queue,
    // Random per load (dates.token): a token derived from the entry's number let anyone leave the list for them.
    confirm_token: dates.token(),
    leave_token: dates.token(),
    offer_token: null,
    offered_at: null,
    offer_expires_at: null,
    booking_id: null,
    created_at: dates.instant(dayOffset, '10:00'),
    updated_at: dates.instant(dayOffset, '10:00'),
  }));
}
