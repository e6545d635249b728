/**
 * The waiting list's API functions, mirroring the SQL: `join_waitlist`, `confirm_waitlist`, `leave_waitlist`,
 * `get_waitlist_offer`, `my_waitlist_entries`, `admin_offer_waitlist_seats`, `admin_remove_waitlist_entry` and
 * `expire_waitlist_offers`, with the same checks, order and error codes.
 */
import { findUserById } from '../../auth/users';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { insertRow, updateRow } from '../../db/writes';
import { deliverDueMails } from '../mail/demoSender';
import { waitlistMailData } from '../mail/enqueueFeatureMails';
import { enqueueUnverifiedMail } from '../mail/mailLimits';
import { isValidEmail, trimmed } from '../sql';
import { checkLength, nowMs, raiseError, requireAdmin, uuidArg } from './common';
import {
  entryJson,
  lapseExpiredWaitlistOffers,
  makeOffer,
  offerFreedSeats,
  seatSource,
  targetOf,
  waitlistHeldSeats,
  type Target,
} from './waitlistOffers';

const OPEN = new Set(['pending_confirmation', 'waiting', 'offered']);

function accountEmail(ctx: PolicyContext): string | null {
  if (ctx.uid === null) return null;
  const claimed = typeof ctx.claims?.email === 'string' ? ctx.claims.email : null;
  return (claimed ?? findUserById(ctx.db, ctx.uid)?.email ?? null)?.toLowerCase() ?? null;
}

const sameDate = (e: Row, t: Target) =>
  ((e.session_id as string | null) ?? null) === t.sessionId &&
  ((e.webinar_id as string | null) ?? null) === t.webinarId;

const targetDetail = (t: Target) => (t.sessionId !== null ? { session_id: t.sessionId } : { webinar_id: t.webinarId });

/** `nextval('waitlist_queue_seq')`; the seed sets the sequence past its entries (seed.sql: setval), as here. */
function nextQueueNumber(db: MockDb): number {
  const used = Math.max(0, ...db.rows('waitlist_entries').map((e) => Number(e.queue_number ?? 0)));
  let n = db.nextSequenceValue('waitlist_entries', 'waitlist_queue_seq');
  while (n <= used) n = db.nextSequenceValue('waitlist_entries', 'waitlist_queue_seq');
  return n;
}

export function joinWaitlist(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const target = { sessionId: uuidArg(args._session_id), webinarId: uuidArg(args._webinar_id) };
  const seats = coerceValue('integer', args._seats) as number | null;
  if ((target.sessionId === null) === (target.webinarId === null)) {
    raiseError('INVALID_INPUT', { reason: 'session_or_webinar_required' });
  }
  const account = accountEmail(ctx);
  const address = trimmed(args._email)?.toLowerCase() ?? account;
  const name = trimmed(args._name);
  if (name === null) raiseError('INVALID_INPUT', { field: 'name', reason: 'required' });
  checkLength(name, 100, { field: 'name' });
  if (address === null || !isValidEmail(address)) raiseError('INVALID_INPUT', { field: 'email', reason: 'invalid' });
  if (seats === null || seats < 1 || seats > 10)
    raiseError('INVALID_INPUT', { field: 'seats', reason: 'invalid_seats' });

  const source = seatSource(db, target);
  const published =
    source &&
    (target.sessionId !== null
      ? db.rows('seminars').some((s) => s.id === source.row.seminar_id && s.published === true)
      : source.row.published === true);
  if (!source || !published) raiseError('SESSION_NOT_FOUND', targetDetail(target));
  if (source.row.status === 'cancelled') raiseError('SESSION_CANCELLED', targetDetail(target));
  if (source.startsAt <= nowMs()) raiseError('SESSION_IN_PAST', targetDetail(target));
  const seatsLeft = Number(source.row.capacity) - Number(source.row.seats_booked) - waitlistHeldSeats(db, target, null);
  // Only a really full date takes entries, whatever the seats asked for (docs/booking-rules.md).
  if (seatsLeft > 0) raiseError('WAITLIST_SEATS_AVAILABLE', { ...targetDetail(target), seats_left: seatsLeft });
  const open = db.rows('waitlist_entries').filter((e) => sameDate(e, target) && OPEN.has(String(e.status)));
  // Squatting: at most settings.guest_waitlist_entries_per_date open entries without an account; checked before the
  // address, so a full list answers every guest alike.
  const guestLimit = Number(db.rows('settings').find((s) => s.id === 1)?.guest_waitlist_entries_per_date ?? 0);
  if (ctx.uid === null && open.filter((e) => e.user_id === null).length >= guestLimit) {
    raiseError('WAITLIST_GUEST_LIMIT', targetDetail(target));
  }
  const listed = open.find((e) => e.email === address);
  if (listed) {
    // Only the signed-in owner of the address learns it is listed; anyone else gets the answer of a new join and the
    // address owner a notice by mail (once a day, through the mail limits).
    if (address === account) raiseError('WAITLIST_ALREADY_JOINED', targetDetail(target));
    const { name: _name, ...data } = waitlistMailData(db, listed);
    enqueueUnverifiedMail(db, {
      template: 'waitlist_already_joined',
      recipient: address,
      data,
      key: `waitlist_already_joined:${String(listed.id)}:${new Date(nowMs()).toISOString().slice(0, 10)}`,
    });
    deliverDueMails(db);
    return {
      entry_id: crypto.randomUUID(),
      session_id: target.sessionId,
      webinar_id: target.webinarId,
      seats,
      status: 'pending_confirmation',
      position: null,
      offer_expires_at: null,
    };
  }

  const confirmed = address === account;
  const entry = insertRow(
    db,
    'waitlist_entries',
    {
      session_id: target.sessionId,
      webinar_id: target.webinarId,
      user_id: ctx.uid,
      name,
      email: address,
      seats,
      status: confirmed ? 'waiting' : 'pending_confirmation',
      queue_number: confirmed ? nextQueueNumber(db) : null,
    },
    serviceContext(db),
  );
  return entryJson(db, entry);
}

function byToken(db: MockDb, column: string, value: unknown): Row | undefined {
  const token = uuidArg(value);
  return db.rows('waitlist_entries').find((e) => e[column] === token);
}

export function confirmWaitlist(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  let entry = byToken(db, 'confirm_token', args._token);
  if (!entry) raiseError('WAITLIST_ENTRY_NOT_FOUND');
  if (entry.status === 'pending_confirmation') {
    entry = updateRow(
      db,
      'waitlist_entries',
      entry,
      { status: 'waiting', queue_number: nextQueueNumber(db) },
      serviceContext(db),
    );
  }
  return entryJson(db, entry);
}

/** `private.leave_waitlist_entry`: an open entry leaves; a running offer's seats go to the next entries. */
function leaveEntry(db: MockDb, entry: Row) {
  if (!OPEN.has(String(entry.status))) return entryJson(db, entry);
  const wasOffered = entry.status === 'offered';
  const left = updateRow(db, 'waitlist_entries', entry, { status: 'left' }, serviceContext(db));
  if (wasOffered) {
    const target = targetOf(left);
    offerFreedSeats(db, target.sessionId, target.webinarId);
  }
  return entryJson(db, db.rows('waitlist_entries').find((e) => e.id === left.id) ?? left);
}

export function leaveWaitlist(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const entry = byToken(db, 'leave_token', args._token);
  if (!entry) raiseError('WAITLIST_ENTRY_NOT_FOUND');
  return leaveEntry(db, entry);
}

export function getWaitlistOffer(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const entry = byToken(db, 'offer_token', args._token);
  if (!entry) raiseError('WAITLIST_OFFER_NOT_FOUND');
  if (entry.status === 'booked') raiseError('WAITLIST_OFFER_USED', { entry_id: entry.id });
  if (entry.status !== 'offered' || Date.parse(String(entry.offer_expires_at)) <= nowMs()) {
    raiseError('WAITLIST_OFFER_EXPIRED', { entry_id: entry.id });
  }
  return { ...entryJson(db, entry), name: entry.name, email: entry.email };
}

export function myWaitlistEntries(ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb) {
  if (ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  lapseExpiredWaitlistOffers(db);
  return db
    .rows('waitlist_entries')
    .filter((e) => e.user_id === ctx.uid && OPEN.has(String(e.status)))
    .sort(
      (a, b) =>
        Date.parse(String(b.created_at)) - Date.parse(String(a.created_at)) || (String(a.id) < String(b.id) ? -1 : 1),
    )
    .map((e) => ({
      ...entryJson(db, e),
      leave_token: e.leave_token,
      offer_token: e.status === 'offered' ? e.offer_token : null,
      created_at: e.created_at,
    }));
}

export function adminOfferWaitlistSeats(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const entryId = uuidArg(args._entry_id);
  requireAdmin(ctx);
  const entry = db.rows('waitlist_entries').find((e) => e.id === entryId);
  if (!entry) raiseError('WAITLIST_ENTRY_NOT_FOUND', { entry_id: entryId });
  if (entry.status !== 'waiting' && entry.status !== 'lapsed') {
    raiseError('WAITLIST_ENTRY_NOT_WAITING', { entry_id: entryId, status: entry.status });
  }
  const target = targetOf(entry);
  const source = seatSource(db, target);
  const seatsLeft =
    Number(source?.row.capacity) - Number(source?.row.seats_booked) - waitlistHeldSeats(db, target, null);
  if (seatsLeft < Number(entry.seats))
    raiseError('WAITLIST_NO_FREE_SEATS', { entry_id: entryId, seats_left: seatsLeft });
  const offered = makeOffer(db, entry, { queue_number: entry.queue_number ?? nextQueueNumber(db) });
  return entryJson(db, offered);
}

export function adminRemoveWaitlistEntry(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const entryId = uuidArg(args._entry_id);
  requireAdmin(ctx);
  const entry = db.rows('waitlist_entries').find((e) => e.id === entryId);
  if (!entry) raiseError('WAITLIST_ENTRY_NOT_FOUND', { entry_id: entryId });
  return leaveEntry(db, entry);
}

export function expireWaitlistOffers(_ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb) {
  return lapseExpiredWaitlistOffers(db);
}
