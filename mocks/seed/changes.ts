import { DEMO_ADMIN } from './accounts';
import { bookingTimes, SEED_BOOKINGS, SEED_SUBSTITUTIONS, SEED_WITHDRAWALS } from './bookings';
import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { Row } from './types';

/** Substitute participants of the history, as the academy entered them (participant_changes). */
export function buildParticipantChanges(dates: SeedDates): Array<Row<'participant_changes'>> {
  return SEED_SUBSTITUTIONS.map((change, i) => {
    const booking = SEED_BOOKINGS.find((b) => b.n === change.booking)!;
    const now = booking.lines[0]!.participants[change.participantIndex]!;
    return {
      id: seedId('participantChange', i + 1),
      booking_item_id: seedId('bookingItem', change.booking * 10 + 1),
      participant_index: change.participantIndex,
      previous_first_name: change.previous.first_name,
      previous_last_name: change.previous.last_name,
      previous_email: change.previous.email,
      first_name: now.first_name,
      last_name: now.last_name,
      email: now.email,
      changed_by: DEMO_ADMIN.id,
      changed_at: dates.instant(change.changedDayOffset, '14:20'),
    };
  });
}

/** Withdrawals of the history (booking_withdrawals): statements received for cancelled bookings. */
export function buildWithdrawals(dates: SeedDates): Array<Row<'booking_withdrawals'>> {
  return SEED_WITHDRAWALS.map((withdrawal, i) => {
    const booking = SEED_BOOKINGS.find((b) => b.n === withdrawal.booking)!;
    const customer = booking.customer === 'demo' ? null : booking.customer;
    const userId = customer && 'user_id' in customer ? (customer.user_id as string | null) : null;
    return {
      id: seedId('withdrawal', i + 1),
      booking_id: seedId('booking', withdrawal.booking),
      user_id: userId,
      via: userId ? 'account' : 'guest',
      confirmation_email: customer?.customer_email ?? '',
      service_started: false,
      // The statement cancels the booking at once (withdraw_booking_as_guest).
      received_at: dates.instant(withdrawal.receivedDayOffset, bookingTimes(booking).cancelled),
      name: userId ? null : `${customer?.customer_first_name ?? ''} ${customer?.customer_last_name ?? ''}`,
    };
  });
}
