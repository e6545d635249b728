/**
 * Stable ids for the demo data: the same seed gives the same UUIDs in the mock, in seed.sql and across resets, so
 * carts, links and tests can name them. Shape: <kind prefix>-0000-4000-8000-<number>, a valid version-4 UUID.
 */
const PREFIX = {
  location: 'a1000000',
  trainer: 'a2000000',
  seminar: 'a3000000',
  session: 'a4000000',
  webinar: 'a5000000',
  user: 'a6000000',
  booking: 'a7000000',
  bookingItem: 'a8000000',
  inhouseRequest: 'a9000000',
  userRole: 'aa000000',
  waitlistEntry: 'ab000000',
  attendance: 'ac000000',
  participantChange: 'ad000000',
  withdrawal: 'ae000000',
} as const;

export type IdKind = keyof typeof PREFIX;

export function seedId(kind: IdKind, n: number): string {
  return `${PREFIX[kind]}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
