/** `private.release_booking_seats`: gives back the seats of every line of a booking (never below zero). */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { Row } from '../../db/schema';
import { updateRow } from '../../db/writes';

/** A booking holds seats while pending, confirmed or paid; expired and cancelled ones gave them back. */
export function holdsSeats(booking: Row | undefined): booking is Row {
  return booking !== undefined && ['pending', 'confirmed', 'paid'].includes(String(booking.status));
}

/** Only a seat-holding booking has seats to give back (the seat invariant); callers release before the status. */
export function releaseBookingSeats(db: MockDb, bookingId: string): void {
  if (!holdsSeats(db.rows('bookings').find((b) => b.id === bookingId))) return;
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
