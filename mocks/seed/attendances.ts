import { DEMO_ADMIN } from './accounts';
import { SEED_BOOKINGS } from './bookings';
import type { SeedDates } from './dates';
import { seedId } from './ids';
import { CITY_REGION } from './locations';
import { seededRandom } from './people';
import { seminarBySlug } from './seminars';
import { sessionData } from './sessions';
import type { AttendanceRow } from './types';

/**
 * Attendance marked at the door of every past date, for each seat of its paid bookings: most came, a few did not
 * (no Teilnahmebescheinigung for them). The first two keep their ids: the demo customer attended SEO-Grundlagen in
 * Berlin (booking 1, so the dashboard offers her Teilnahmebescheinigung), Tobias Wolf the e-mail marketing seminar in
 * Stuttgart (booking 7).
 */
export function buildAttendances(dates: SeedDates): AttendanceRow[] {
  const random = seededRandom(4711);
  // Certificate numbers of the demo are fixed (seed parity); real ones are random (schema migration).
  const numberRandom = seededRandom(4712);
  const hexGroup = () =>
    Math.floor(numberRandom() * 0x10000)
      .toString(16)
      .toUpperCase()
      .padStart(4, '0');
  const rows: AttendanceRow[] = [];
  const named = new Map([
    [seedId('bookingItem', 11), 1],
    [seedId('bookingItem', 71), 2],
  ]);
  let next = named.size + 1;
  for (const booking of SEED_BOOKINGS) {
    if (!['confirmed', 'paid'].includes(booking.status)) continue;
    booking.lines.forEach((line, lineIndex) => {
      if (!('session' in line)) return;
      const session = sessionData(line.session);
      if (session.dayOffset >= 0) return;
      const itemId = seedId('bookingItem', booking.n * 10 + lineIndex + 1);
      const days = seminarBySlug(session.slug).data.days;
      line.participants.forEach((_, index) => {
        const namedId = index === 0 ? named.get(itemId) : undefined;
        rows.push({
          id: seedId('attendance', namedId ?? next++),
          booking_item_id: itemId,
          participant_index: index,
          present: namedId !== undefined || random() < 0.92,
          marked_by: DEMO_ADMIN.id,
          marked_at: dates.courseInstant(session.dayOffset, days, '09:10', CITY_REGION[session.city]),
          certificate_id: `TB-${hexGroup()}-${hexGroup()}-${hexGroup()}`,
        });
      });
    });
  }
  return rows;
}
