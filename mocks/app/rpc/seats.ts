/** `private.release_booking_seats`: gives back the seats of every line of a booking (never below zero). */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import { updateRow } from '../../db/writes';

export function releaseBookingSeats(db: MockDb, bookingId: string): void {
  const items = db.rows('booking_items').filter((item) => item.booking_id === bookingId);
  for (const [table, key] of [
    ['seminar_sessions', 'session_id'],
    ['webinars', 'webinar_id'],
  ] as const) {
    const totals = new Map<unknown, number>();
    for (const item of items) {
      if (item[key] !== null) totals.set(item[key], (totals.get(item[key]) ?? 0) + Number(item.quantity));
    }
    for (const [id, quantity] of totals) {
      const row = db.rows(table).find((r) => r.id === id);
      if (row) {
        updateRow(
          db,
          table,
          row,
          { seats_booked: Math.max(Number(row.seats_booked) - quantity, 0) },
          serviceContext(db),
        );
      }
    }
  }
}
