/**
 * `public.rebooking_quote` and `public.rebook_booking_item` of `…_rebooking.sql` (docs/booking-rules.md
 * "Rebooking"): one seminar line moves to another date until its start; free until settings.free_rebooking_days before
 * it, then a fee. Same checks, order, codes, figures and writes as the SQL; the handler's transaction makes it
 * all-or-nothing.
 */
import { vatShares } from '../../../src/lib/pricing';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { deleteRow, insertRow, updateRow } from '../../db/writes';
import { enqueueMail, recipientKey } from '../mail/enqueueMail';
import { guestViewLink } from '../mail/guestViewLink';
import { unverifiedMailAllowed } from '../mail/mailLimits';
import { mailAcademy, mailBookingData, mailInvoiceData, participantMailItem } from '../mail/mailData';
import { berlinDateTime, berlinInstant, pgTimestamp } from '../sql';
import { isAdmin } from '../tableKit';
import { jsonTimestamp, nowMs, raiseError, uuidArg } from './common';
import { flagRefund } from './flagRefund';
import { creditBookingInvoice, issueInvoice } from './invoices';
import { priceLine } from './pricing';
import { offerFreedSeats, waitlistHeldSeats } from './waitlistOffers';

const DAY_MS = 86_400_000;
const REMINDERS = [
  ['reminder_7_days', 7 * DAY_MS],
  ['reminder_1_day', DAY_MS],
] as const;

const byId = (db: MockDb, table: string, id: unknown) => db.rows(table).find((row) => row.id === id);
const isPaid = (b: Row) => b.status === 'paid' || (b.paid_at !== null && b.paid_at !== undefined);
/** Uuids ordered as their text (the SQL's `order by id::text`). */
export const byText = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);

/** `private.rebooking_line`: the line and its booking, by who may act on them; anything else is a missing line. */
export function rebookingLine(ctx: PolicyContext, db: MockDb, itemId: string | null, token: string | null) {
  if (token === null && ctx.uid === null) raiseError('NOT_AUTHENTICATED');
  const notFound = () => raiseError('BOOKING_NOT_FOUND', { booking_item_id: itemId });
  // A token of any other length is a wrong one (a view token has 43 characters).
  if (token !== null && token.length > 100) notFound();
  const item = byId(db, 'booking_items', itemId);
  const booking = item && byId(db, 'bookings', item.booking_id);
  if (!item || !booking) return notFound();
  if (token !== null) {
    if (!db.rows('booking_tokens').some((t) => t.booking_id === booking.id && t.view_token === token)) notFound();
  } else if (booking.user_id !== ctx.uid && !isAdmin(ctx)) {
    notFound();
  }
  return { booking, item };
}

/** A date with its seminar and venue, as the SQL joins them. */
function dateOf(db: MockDb, sessionId: unknown, published = false) {
  const session = byId(db, 'seminar_sessions', sessionId);
  const seminar = session && byId(db, 'seminars', session.seminar_id);
  const location = session && byId(db, 'locations', session.location_id);
  if (!session || !seminar || !location || (published && seminar.published !== true)) return null;
  return {
    session,
    seminar,
    location,
    locationName: `${String(location.venue_name)}, ${String(location.city_name)}`,
    startsAt: berlinInstant(String(session.start_date), String(session.start_time)),
  };
}

interface Plan {
  json: Record<string, unknown>;
  price: ReturnType<typeof priceLine>;
  vatRate: number;
  shares: number[];
  fee: number;
  feeVat: number;
  net: number;
  vat: number;
  paid: number;
}

/** `private.rebooking_plan`: every check and figure of a rebooking, without writing. */
function rebookingPlan(db: MockDb, booking: Row, item: Row, sessionId: string | null, waiveFee: boolean): Plan {
  const settings = db.rows('settings').find((s) => s.id === 1);
  if (!settings) raiseError('SETTINGS_REQUIRED');
  if (booking.status === 'cancelled') raiseError('BOOKING_ALREADY_CANCELLED', { booking_id: booking.id });
  if (booking.status === 'expired') raiseError('BOOKING_EXPIRED', { booking_id: booking.id });
  if (booking.hold_expires_at !== null && booking.hold_expires_at !== undefined) {
    raiseError('REBOOKING_NOT_BINDING', { booking_id: booking.id });
  }
  if (item.session_id === null || item.session_id === undefined) {
    raiseError('REBOOKING_NOT_POSSIBLE', { booking_item_id: item.id });
  }
  const from = dateOf(db, item.session_id)!;
  const at = nowMs();
  // A date the academy cancelled can always be left, free of charge.
  const fromCancelled = from.session.status === 'cancelled';
  if (!fromCancelled && from.startsAt <= at) {
    raiseError('REBOOKING_CLOSED', { booking_item_id: item.id, starts_at: jsonTimestamp(from.startsAt) });
  }
  if (sessionId === null) raiseError('INVALID_INPUT', { field: 'session_id', reason: 'required' });
  if (
    sessionId === item.session_id ||
    db.rows('booking_items').some((i) => i.booking_id === booking.id && i.session_id === sessionId)
  ) {
    raiseError('REBOOKING_SAME_DATE', { session_id: sessionId });
  }
  const to = dateOf(db, sessionId, true);
  if (!to) return raiseError('SESSION_NOT_FOUND', { session_id: sessionId });
  if (to.session.status === 'cancelled') raiseError('SESSION_CANCELLED', { session_id: sessionId });
  if (to.startsAt <= at) raiseError('SESSION_IN_PAST', { session_id: sessionId });
  // Seats held for a waiting-list offer count as taken.
  const seatsLeft =
    Number(to.session.capacity) -
    Number(to.session.seats_booked) -
    waitlistHeldSeats(db, { sessionId, webinarId: null }, null);
  const quantity = Number(item.quantity);
  if (seatsLeft < quantity) {
    raiseError('SESSION_SOLD_OUT', { session_id: sessionId, seats_left: Math.max(seatsLeft, 0) });
  }

  // The new line is priced as if booked when the booking was made.
  const price = priceLine(
    db,
    Number(to.seminar.price_net_cents),
    quantity,
    String(to.seminar.id),
    String(to.session.start_date),
    Date.parse(String(booking.created_at)),
  );
  const vatRate = Number(to.seminar.vat_rate);
  const freeUntil = from.startsAt - Number(settings.free_rebooking_days) * DAY_MS;
  let fee = 0;
  if (!waiveFee && !fromCancelled && at > freeUntil) {
    fee =
      settings.rebooking_fee_net_cents !== null && settings.rebooking_fee_net_cents !== undefined
        ? Number(settings.rebooking_fee_net_cents)
        : Math.round((Number(item.line_net_cents) * Number(settings.rebooking_fee_percent)) / 100);
  }

  // VAT per rate on the net sum of the lines as they will be, the earlier fees and this one (SQL's order).
  const lines = db
    .rows('booking_items')
    .filter((i) => i.booking_id === booking.id)
    .sort((a, b) => byText(a.id, b.id))
    .map((i) =>
      i.id === item.id
        ? { netCents: price.lineNetCents, vatRate }
        : { netCents: Number(i.line_net_cents), vatRate: Number(i.vat_rate) },
    );
  const fees = db
    .rows('booking_rebookings')
    .filter((r) => r.booking_id === booking.id && Number(r.fee_net_cents) > 0)
    .sort((a, b) => byText(a.id, b.id))
    .map((r) => ({ netCents: Number(r.fee_net_cents), vatRate: Number(r.fee_vat_rate) }));
  const parts = [...lines, ...fees, ...(fee > 0 ? [{ netCents: fee, vatRate }] : [])];
  const shares = vatShares(parts);
  const net = parts.reduce((sum, p) => sum + p.netCents, 0);
  const vat = shares.reduce((sum, v) => sum + v, 0);
  const feeVat = fee > 0 ? shares.at(-1)! : 0;
  const gross = net + vat;
  const paid = isPaid(booking) ? Number(booking.paid_cents ?? booking.gross_cents) : 0;

  return {
    price,
    vatRate,
    shares,
    fee,
    feeVat,
    net,
    vat,
    paid,
    json: {
      booking_id: booking.id,
      booking_number: booking.booking_number,
      booking_item_id: item.id,
      from: {
        session_id: from.session.id,
        title: from.seminar.title,
        location_name: from.locationName,
        start_date: from.session.start_date,
        start_time: from.session.start_time,
      },
      to: {
        session_id: to.session.id,
        title: to.seminar.title,
        location_name: to.locationName,
        start_date: to.session.start_date,
        start_time: to.session.start_time,
        seats_left: seatsLeft,
      },
      free_until: jsonTimestamp(freeUntil),
      fee_net_cents: fee,
      fee_vat_cents: feeVat,
      fee_gross_cents: fee + feeVat,
      fee_waived: waiveFee,
      gross_cents_before: Number(booking.gross_cents),
      net_cents: net,
      vat_cents: vat,
      gross_cents: gross,
      difference_cents: gross - Number(booking.gross_cents),
      paid_cents: paid,
      refund_cents: Math.max(paid - gross, 0),
      due_cents: Math.max(gross - paid, 0),
    },
  };
}

const tokenArg = (value: unknown) => coerceValue('text', value ?? null) as string | null;
const waiveArg = (value: unknown) => (coerceValue('boolean', value ?? false) as boolean | null) === true;

/** `_waive_fee`: an admin's preview without the fee (FORBIDDEN for anyone else). */
export function rebookingQuote(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const itemId = uuidArg(args._booking_item_id);
  const sessionId = uuidArg(args._session_id);
  const token = tokenArg(args._token);
  const waiveFee = waiveArg(args._waive_fee);
  if (waiveFee && (token !== null || !isAdmin(ctx))) raiseError('FORBIDDEN');
  const { booking, item } = rebookingLine(ctx, db, itemId, token);
  return rebookingPlan(db, booking, item, sessionId, waiveFee).json;
}

/** `private.rebooking_place`: the date's id and page for the mails' calendar files. */
function rebookingPlace(db: MockDb, sessionId: unknown) {
  const date = dateOf(db, sessionId)!;
  return { target_id: date.session.id, page_path: `/${String(date.location.city_slug)}/${String(date.seminar.slug)}` };
}

export function rebookBookingItem(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const itemId = uuidArg(args._booking_item_id);
  const sessionId = uuidArg(args._session_id);
  const token = tokenArg(args._token);
  const waiveFee = waiveArg(args._waive_fee);
  const admin = isAdmin(ctx);
  if (waiveFee && (token !== null || !admin)) raiseError('FORBIDDEN');
  const { booking, item } = rebookingLine(ctx, db, itemId, token);
  const plan = rebookingPlan(db, booking, item, sessionId, waiveFee);
  const service = serviceContext(db);
  const at = nowMs();
  const quantity = Number(item.quantity);
  const fromSessionId = item.session_id;
  const fromMail = { ...participantMailItem(db, String(item.id)), ...rebookingPlace(db, fromSessionId) };

  // Seats: the new date's taken, the old date's released (and offered to its waiting list below).
  const from = byId(db, 'seminar_sessions', fromSessionId)!;
  updateRow(db, 'seminar_sessions', from, { seats_booked: Number(from.seats_booked) - quantity }, service);
  const toSession = byId(db, 'seminar_sessions', sessionId)!;
  updateRow(db, 'seminar_sessions', toSession, { seats_booked: Number(toSession.seats_booked) + quantity }, service);
  const to = dateOf(db, sessionId)!;
  updateRow(
    db,
    'booking_items',
    item,
    {
      session_id: sessionId,
      title: to.seminar.title,
      location_name: to.locationName,
      start_date: to.session.start_date,
      start_time: to.session.start_time,
      starts_at: pgTimestamp(to.startsAt),
      unit_net_cents: Number(to.seminar.price_net_cents),
      line_net_cents: plan.price.lineNetCents,
      vat_rate: plan.vatRate,
      early_bird_percent: plan.price.earlyBirdPercent,
      early_bird_cents: plan.price.earlyBirdCents,
      group_discount_percent: plan.price.groupDiscountPercent,
      group_discount_cents: plan.price.groupDiscountCents,
    },
    service,
  );
  const fromJson = plan.json.from as Record<string, unknown>;
  const toJson = plan.json.to as Record<string, unknown>;
  const rebooking = insertRow(
    db,
    'booking_rebookings',
    {
      booking_id: booking.id,
      booking_item_id: item.id,
      from_session_id: fromSessionId,
      to_session_id: sessionId,
      from_title: fromJson.title,
      from_location_name: fromJson.location_name,
      from_start_date: fromJson.start_date,
      to_title: toJson.title,
      to_location_name: toJson.location_name,
      to_start_date: toJson.start_date,
      quantity,
      fee_net_cents: plan.fee,
      fee_vat_rate: plan.vatRate,
      fee_vat_cents: plan.feeVat,
      fee_waived: waiveFee,
      by_admin: token === null && admin && booking.user_id !== ctx.uid,
      rebooked_by: ctx.uid,
      rebooked_on: berlinDateTime(at).date,
    },
    service,
  );

  // Every VAT share, in the plan's order: the lines, the earlier fees, this fee.
  const items = db
    .rows('booking_items')
    .filter((i) => i.booking_id === booking.id)
    .sort((a, b) => byText(a.id, b.id));
  const earlierFees = db
    .rows('booking_rebookings')
    .filter((r) => r.booking_id === booking.id && Number(r.fee_net_cents) > 0 && r.id !== rebooking.id)
    .sort((a, b) => byText(a.id, b.id));
  let share = 0;
  for (const line of items) updateRow(db, 'booking_items', line, { line_vat_cents: plan.shares[share++] }, service);
  for (const fee of earlierFees) {
    updateRow(db, 'booking_rebookings', fee, { fee_vat_cents: plan.shares[share++] }, service);
  }

  // Totals and payment: a paid booking keeps what it paid; less → the difference is refunded, more → the rest is due.
  const gross = plan.net + plan.vat;
  const paid = isPaid(booking);
  const rates = new Set([
    ...items.map((i) => Number(i.vat_rate)),
    ...db
      .rows('booking_rebookings')
      .filter((r) => r.booking_id === booking.id && Number(r.fee_net_cents) > 0)
      .map((r) => Number(r.fee_vat_rate)),
  ]);
  const current = byId(db, 'bookings', booking.id)!;
  updateRow(
    db,
    'bookings',
    current,
    {
      net_cents: plan.net,
      vat_cents: plan.vat,
      gross_cents: gross,
      vat_rate: rates.size === 1 ? [...rates][0] : null,
      paid_cents: paid ? (plan.paid >= gross ? null : plan.paid) : null,
      needs_follow_up: current.needs_follow_up === true || (paid && gross > plan.paid),
      updated_at: pgTimestamp(at),
    },
    service,
  );
  if (plan.paid > gross) flagRefund(db, String(booking.id), plan.paid - gross);

  // Invoices: the open invoice is credited in full and the booking invoiced anew as it stands now.
  const creditNoteId = creditBookingInvoice(db, String(booking.id), 'Umbuchung');
  const invoiceId = issueInvoice(db, String(booking.id));

  offerFreedSeats(db, String(fromSessionId), null); // waiting list: the old date's freed seats

  // Mails: the booker, the participants of the line (not the booker's own address), the reminders moved.
  const data = { ...mailBookingData(db, String(booking.id)), ...guestViewLink(db, String(booking.id)) };
  const creditNote = creditNoteId ? byId(db, 'invoices', creditNoteId) : undefined;
  enqueueMail(db, {
    template: 'booking_rebooked',
    recipient: String(booking.customer_email),
    data: {
      ...data,
      ...mailInvoiceData(db, String(booking.id)),
      credit_note: creditNote ? creditNote.snapshot : null,
      rebooking: {
        item_id: item.id,
        quantity,
        from: fromMail,
        to: { ...participantMailItem(db, String(item.id)), ...rebookingPlace(db, sessionId) },
        fee_net_cents: plan.fee,
        fee_gross_cents: plan.fee + plan.feeVat,
        fee_waived: waiveFee,
        gross_cents_before: Number(booking.gross_cents),
        gross_cents: gross,
        difference_cents: gross - Number(booking.gross_cents),
        refund_cents: plan.json.refund_cents,
        due_cents: plan.json.due_cents,
      },
    },
    key: `booking_rebooked:${String(rebooking.id)}`,
    bookingId: String(booking.id),
  });
  const bookerKey = recipientKey(String(booking.customer_email));
  const participants = new Map<string, string>();
  for (const participant of item.participants as Array<{ email?: string }>) {
    if (participant.email && !participants.has(recipientKey(participant.email))) {
      participants.set(recipientKey(participant.email), participant.email);
    }
  }
  for (const [key, email] of participants) {
    if (key === bookerKey || !unverifiedMailAllowed(db, email)) continue;
    enqueueMail(db, {
      template: 'participant_rebooked',
      recipient: email,
      data: {
        academy: mailAcademy(db),
        booking_number: booking.booking_number,
        from: fromMail,
        item: participantMailItem(db, String(item.id)),
      },
      key: `participant_rebooked:${String(rebooking.id)}:${key}`,
      bookingId: String(booking.id),
      unverified: true,
    });
  }
  // Reminders of the old date that were still to come are withdrawn; the new date gets them (only those ahead).
  const reminders = db
    .rows('email_outbox')
    .filter(
      (row) =>
        row.booking_id === booking.id &&
        (row.template === 'reminder_7_days' || row.template === 'reminder_1_day') &&
        (row.data as { item_id?: unknown } | null)?.item_id === item.id,
    );
  for (const row of reminders.filter((r) => r.sent_at === null)) deleteRow(db, 'email_outbox', row, service);
  if (reminders.length > 0) {
    for (const [template, lead] of REMINDERS) {
      if (to.startsAt - lead <= at) continue;
      enqueueMail(db, {
        template,
        recipient: String(booking.customer_email),
        data: { ...data, item_id: item.id },
        key: `${template}:${String(booking.id)}:${String(item.id)}:${String(rebooking.id)}`,
        bookingId: String(booking.id),
        sendAfter: to.startsAt - lead,
      });
    }
  }

  const result: Record<string, unknown> = {
    ...plan.json,
    rebooking_id: rebooking.id,
    status: byId(db, 'bookings', booking.id)!.status,
    invoice_number: invoiceId ? byId(db, 'invoices', invoiceId)!.number : null,
    credit_note_number: creditNote ? creditNote.number : null,
  };
  return result;
}
