import type { SeedDates } from './dates';
import { CUSTOMER_ACCOUNTS } from './accounts';
import { seedId } from './ids';
import { sessionId } from './sessions';
import type { WaitlistEntryRow } from './types';

/** The highest queue number the seed uses (seed.sql continues the sequence after it; the mock does the same). */
export const SEED_WAITLIST_QUEUE = 6;

type Entry = [number, number, string, string, number, WaitlistEntryRow['status'], number | null, number];

/**
 * The sold-out KI-Coding date in Berlin (session 47) has a waiting list: Jonas Richter (a guest) and Miriam Schulz
 * (a customer with an account, 2 seats) waiting, and a guest who has not yet confirmed the address — two guest
 * entries, below the limit per date, so a guest can still join in the demo. A cancellation there offers the seat to
 * Jonas Richter first. The past sold-out dates (54 KI im Marketing München, 60 KI-Coding Berlin) kept their lists: an
 * offer that lapsed and people who left.
 */
export function buildWaitlistEntries(dates: SeedDates): WaitlistEntryRow[] {
  const miriam = CUSTOMER_ACCOUNTS.find((a) => a.first_name === 'Miriam')!;
  const rows: Entry[] = [
    [1, 47, 'Jonas Richter', 'jonas.richter@example.test', 1, 'waiting', 1, -6],
    [2, 47, 'Miriam Schulz', miriam.email, 2, 'waiting', 2, -4],
    [3, 47, 'Tobias Lang', 'tobias.lang@example.test', 1, 'pending_confirmation', null, -1],
    [4, 54, 'Gregor Albers', 'gregor.albers@example.com', 1, 'lapsed', 3, -330],
    [5, 54, 'Nina Petersen', 'nina.petersen@example.com', 2, 'left', 4, -326],
    [6, 60, 'Yusuf Aydın', 'yusuf.aydin@example.com', 1, 'lapsed', 5, -245],
    [7, 60, 'Carla Mertens', 'carla.mertens@example.com', 1, 'left', 6, -240],
  ];
  return rows.map(([n, session, name, email, seats, status, queue, dayOffset]) => ({
    id: seedId('waitlistEntry', n),
    session_id: sessionId(session),
    webinar_id: null,
    user_id: n === 2 ? miriam.id : null,
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
