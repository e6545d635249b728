/**
 * `private.guest_view_link` (`…_functions_guest_booking.sql`): the secret of „Ihre Buchung ansehen“ for the booker's
 * mails.
 */
import type { MockDb } from '../../db/mockDb';

/** The mail data of a guest's booking carry its view token; a booking made with an account carries none. */
export function guestViewLink(db: MockDb, bookingId: string): { view_token?: string } {
  const booking = db.rows('bookings').find((row) => row.id === bookingId);
  const tokens = db.rows('booking_tokens').find((row) => row.booking_id === bookingId);
  if (!booking || !tokens || (booking.user_id !== null && booking.user_id !== undefined)) return {};
  return { view_token: String(tokens.view_token) };
}
