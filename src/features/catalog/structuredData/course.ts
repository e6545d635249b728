import { berlinWallTime } from '@/lib/calendar';
import { berlinIsoDateTime, handedOverOr } from '@/lib/format';
import type { SessionWithDetails } from '../catalogTypes';

/** A Berlin calendar day and wall-clock time as an ISO 8601 date-time with its offset: `2026-12-10T09:00:00+01:00`. */
export function berlinDateTime(isoDate: string, time: string): string {
  return handedOverOr('berlinDateTime', `${isoDate}T${time}`, () => berlinIsoDateTime(berlinWallTime(isoDate, time)));
}

export function seatsLeft(session: Pick<SessionWithDetails, 'capacity' | 'seats_booked'>): number {
  return Math.max(0, session.capacity - session.seats_booked);
}
