import { DEMO_ADMIN } from './accounts';
import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { AttendanceRow } from './types';

/**
 * Attendance marked at the door of the past dates: the demo customer attended SEO-Grundlagen in Berlin (booking 1,
 * so the dashboard offers her Teilnahmebescheinigung), Tobias Wolf the e-mail marketing seminar in Stuttgart.
 */
export function buildAttendances(dates: SeedDates): AttendanceRow[] {
  return [
    [1, 11, -45],
    [2, 71, -20],
  ].map(([n, item, dayOffset]) => ({
    id: seedId('attendance', n as number),
    booking_item_id: seedId('bookingItem', item as number),
    participant_index: 0,
    present: true,
    marked_by: DEMO_ADMIN.id,
    marked_at: dates.instant(dayOffset as number, '09:10'),
  }));
}
