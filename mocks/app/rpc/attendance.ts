/**
 * `admin_session_participants`, `admin_set_attendance` and `my_certificates` as `…_functions_attendance.sql` defines
 * them: the participant list of a date (admins), attendance per seat (admins) and the caller's certificates (attended
 * seats of finished dates, for their booker or their participant).
 */
import type { Certificate } from '../../../supabase/functions/_shared/mail';
import { findUserById } from '../../auth/users';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { insertRow, updateRow } from '../../db/writes';
import { berlinInstant, pgTimestamp } from '../sql';
import { nowMs, raiseError, requireAdmin, uuidArg } from './common';
import { holdsSeats } from './seats';

type Participant = { first_name: string; last_name: string; email: string };

const participantsOf = (item: Row) => item.participants as Participant[];
/** Only seat-holding bookings (pending, confirmed, paid) are on the door list and get certificates. */
const liveBooking = (db: MockDb, item: Row) =>
  db.rows('bookings').find((b) => b.id === item.booking_id && holdsSeats(b));
const attendance = (db: MockDb, itemId: unknown, index: number) =>
  db.rows('attendances').find((a) => a.booking_item_id === itemId && a.participant_index === index);
/** PostgreSQL's text order for the names (the SQL orders by them; the seed's names are plain letters). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function adminSessionParticipants(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const sessionId = uuidArg(args._session_id);
  requireAdmin(ctx);
  return db
    .rows('booking_items')
    .filter((item) => item.session_id === sessionId)
    .flatMap((item) => {
      const booking = liveBooking(db, item);
      if (!booking) return [];
      return participantsOf(item).map((p, index) => ({
        booking_item_id: item.id,
        participant_index: index,
        booking_number: booking.booking_number,
        first_name: p.first_name,
        last_name: p.last_name,
        email: p.email,
        company: booking.company_name,
        present: attendance(db, item.id, index)?.present === true,
      }));
    })
    .sort(
      (a, b) =>
        byText(a.last_name, b.last_name) ||
        byText(a.first_name, b.first_name) ||
        byText(String(a.booking_number), String(b.booking_number)) ||
        a.participant_index - b.participant_index,
    );
}

export function adminSetAttendance(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const itemId = uuidArg(args._booking_item_id);
  const index = coerceValue('integer', args._participant_index) as number | null;
  const present = coerceValue('boolean', args._present) as boolean | null;
  requireAdmin(ctx);
  const item = db.rows('booking_items').find((i) => i.id === itemId);
  if (!item || !liveBooking(db, item)) raiseError('BOOKING_NOT_FOUND', { booking_item_id: itemId });
  if (index === null || index < 0 || index >= Number(item.quantity) || present === null) {
    raiseError('INVALID_INPUT', { field: 'participant_index', reason: 'invalid' });
  }
  const service = serviceContext(db);
  const existing = attendance(db, item.id, index);
  const values = { present, marked_by: ctx.uid, marked_at: pgTimestamp(nowMs()) };
  if (existing) updateRow(db, 'attendances', existing, values, service);
  else insertRow(db, 'attendances', { booking_item_id: item.id, participant_index: index, ...values }, service);
  return { booking_item_id: item.id, participant_index: index, present };
}

export type { Certificate };

/** Every attended seat of a finished seminar date, as the certificate shows it (no caller filter). */
export function certificatesOf(
  db: MockDb,
  at: number = nowMs(),
): Array<Certificate & { booker: unknown; email: string }> {
  const academy = db.rows('settings').find((s) => s.id === 1);
  return db.rows('attendances').flatMap((a) => {
    const item = db.rows('booking_items').find((i) => i.id === a.booking_item_id);
    const booking = item && liveBooking(db, item);
    const session = item && db.rows('seminar_sessions').find((s) => s.id === item.session_id);
    const seminar = session && db.rows('seminars').find((s) => s.id === session.seminar_id);
    if (!a.present || !item || !booking || !session || !seminar || !academy) return [];
    if (berlinInstant(String(session.end_date), String(session.end_time)) > at) return [];
    const index = Number(a.participant_index);
    const person = participantsOf(item)[index] as Participant;
    const days = (Date.parse(String(session.end_date)) - Date.parse(String(session.start_date))) / 86_400_000 + 1;
    const daily =
      (berlinInstant('2000-01-03', String(session.end_time)) -
        berlinInstant('2000-01-03', String(session.start_time))) /
      3_600_000;
    const trainer = db.rows('trainers').find((t) => t.id === session.trainer_id);
    return [
      {
        booking_item_id: String(item.id),
        participant_index: index,
        first_name: person.first_name,
        last_name: person.last_name,
        title: String(seminar.title),
        contents: (seminar.agenda as Array<{ title: string }>).map((block) => block.title),
        start_date: String(session.start_date),
        end_date: String(session.end_date),
        hours: (days * Math.round(daily * 10)) / 10,
        location: String(item.location_name),
        trainer: trainer ? String(trainer.name) : null,
        academy: String(academy.academy_name),
        academy_city: String(academy.city),
        certificate_id: String(a.certificate_id),
        signatory_name: String((academy.managing_directors as string[])[0]),
        signatory_role: 'Geschäftsführung',
        booker: booking.user_id,
        email: person.email.toLowerCase(),
      },
    ];
  });
}

export function myCertificates(ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb): Certificate[] {
  if (ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  const email = String(ctx.claims?.email ?? findUserById(db, ctx.uid)?.email ?? '').toLowerCase();
  return certificatesOf(db)
    .filter((c) => c.booker === ctx.uid || c.email === email)
    .sort((a, b) => byText(b.start_date, a.start_date) || a.participant_index - b.participant_index)
    .map(({ booker: _booker, email: _email, ...certificate }) => certificate);
}

/** `admin_verify_certificate`: who attended what, for a certificate number; null for any number without a certificate. */
export function adminVerifyCertificate(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  requireAdmin(ctx);
  const wanted = typeof args._certificate_id === 'string' ? args._certificate_id.trim().toUpperCase() : null;
  const found = certificatesOf(db).find((c) => c.certificate_id === wanted);
  if (!found) return null;
  const { certificate_id, first_name, last_name, title, start_date, end_date, hours } = found;
  return { certificate_id, first_name, last_name, title, start_date, end_date, hours };
}
