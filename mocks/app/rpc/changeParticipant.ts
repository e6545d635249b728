/**
 * `public.change_participant(...)`: the booker replaces one seat's participant free of charge until the date starts;
 * the change is logged in participant_changes. Same checks, order and codes as the SQL.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { insertRow, updateRow } from '../../db/writes';
import { berlinInstant, isValidEmail, trimmed } from '../sql';
import { checkLength, jsonTimestamp, nowMs, raiseError, uuidArg } from './common';

export interface ParticipantChange {
  booking_item_id: string;
  participant_index: number;
  first_name: string;
  last_name: string;
  email: string;
}

type Participant = { first_name: string; last_name: string; email: string };

export function changeParticipant(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb): ParticipantChange {
  const itemId = uuidArg(args._booking_item_id);
  const index = coerceValue('integer', args._participant_index) as number | null;
  if (ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  const item = db.rows('booking_items').find((i) => i.id === itemId);
  const booking = item && db.rows('bookings').find((b) => b.id === item.booking_id);
  // Someone else's booking looks exactly like a missing one.
  if (!item || !booking || booking.user_id !== ctx.uid) raiseError('BOOKING_NOT_FOUND', { booking_item_id: itemId });
  if (booking.status === 'cancelled') raiseError('BOOKING_ALREADY_CANCELLED', { booking_id: booking.id });
  const firstName = trimmed(args._first_name);
  const lastName = trimmed(args._last_name);
  const email = trimmed(args._email)?.toLowerCase() ?? null;
  if (index === null || index < 0 || index >= Number(item.quantity)) {
    raiseError('INVALID_INPUT', { field: 'participant_index', reason: 'invalid' });
  } else if (firstName === null) {
    raiseError('INVALID_INPUT', { field: 'first_name', reason: 'required' });
  } else if (lastName === null) {
    raiseError('INVALID_INPUT', { field: 'last_name', reason: 'required' });
  } else if (!isValidEmail(email)) {
    raiseError('INVALID_INPUT', { field: 'email', reason: 'invalid' });
  }
  checkLength(firstName, 100, { field: 'first_name' });
  checkLength(lastName, 100, { field: 'last_name' });
  checkLength(trimmed(args._email), 254, { field: 'email' });
  const session = db.rows('seminar_sessions').find((s) => s.id === item.session_id);
  const webinar = db.rows('webinars').find((w) => w.id === item.webinar_id);
  const startsAt = session
    ? berlinInstant(String(session.start_date), String(session.start_time))
    : Date.parse(String(webinar ? webinar.starts_at : item.starts_at));
  if (startsAt <= nowMs()) {
    raiseError('PARTICIPANT_CHANGE_CLOSED', { booking_item_id: item.id, starts_at: jsonTimestamp(startsAt) });
  }

  const participants = [...(item.participants as Participant[])];
  const previous = participants[index] as Participant;
  const next: Participant = { first_name: firstName as string, last_name: lastName as string, email: email as string };
  // Mail limits: the same values again change nothing, log nothing and mail nobody.
  if (previous.first_name === next.first_name && previous.last_name === next.last_name && previous.email === next.email) {
    return { booking_item_id: String(item.id), participant_index: index, ...next };
  }
  participants[index] = next;
  const service = serviceContext(db);
  updateRow(db, 'booking_items', item, { participants }, service);
  insertRow(
    db,
    'participant_changes',
    {
      booking_item_id: item.id,
      participant_index: index,
      previous_first_name: previous.first_name,
      previous_last_name: previous.last_name,
      previous_email: previous.email,
      first_name: next.first_name,
      last_name: next.last_name,
      email: next.email,
      changed_by: ctx.uid,
    },
    service,
  );
  return { booking_item_id: String(item.id), participant_index: index, ...next };
}
