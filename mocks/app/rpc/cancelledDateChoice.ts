/**
 * `public.refund_cancelled_date` and `private.settle_booking_totals` of `…_cancelled_date_choice.sql`
 * (docs/booking-rules.md "A cancelled date: the booker's choice"): the full refund a booker chooses for a line on a
 * date the academy cancelled. Same checks, order, codes and writes as the SQL.
 */
import { vatShares } from '../../../src/lib/pricing';
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { coerceValue } from '../../db/values';
import { deleteRow, updateRow } from '../../db/writes';
import { enqueueMail } from '../mail/enqueueMail';
import { guestViewLink } from '../mail/guestViewLink';
import { mailBookingData, mailInvoiceData, participantMailItem } from '../mail/mailData';
import { pgTimestamp } from '../sql';
import { nowMs, raiseError, uuidArg } from './common';
import { flagRefund } from './flagRefund';
import { creditBookingInvoice, issueInvoice } from './invoices';
import { byText, rebookingLine } from './rebooking';
import { releaseBookingSeats } from './seats';

const byId = (db: MockDb, table: string, id: unknown) => db.rows(table).find((row) => row.id === id);

/** `private.settle_booking_totals`: VAT shares and totals from the lines and the rebooking fees; the new gross. */
export function settleBookingTotals(db: MockDb, bookingId: string): number {
  const service = serviceContext(db);
  const items = db
    .rows('booking_items')
    .filter((i) => i.booking_id === bookingId)
    .sort((a, b) => byText(a.id, b.id));
  const fees = db
    .rows('booking_rebookings')
    .filter((r) => r.booking_id === bookingId && Number(r.fee_net_cents) > 0)
    .sort((a, b) => byText(a.id, b.id));
  const parts = [
    ...items.map((i) => ({ netCents: Number(i.line_net_cents), vatRate: Number(i.vat_rate) })),
    ...fees.map((f) => ({ netCents: Number(f.fee_net_cents), vatRate: Number(f.fee_vat_rate) })),
  ];
  const shares = vatShares(parts);
  items.forEach((item, i) => updateRow(db, 'booking_items', item, { line_vat_cents: shares[i] }, service));
  fees.forEach((fee, i) =>
    updateRow(db, 'booking_rebookings', fee, { fee_vat_cents: shares[items.length + i] }, service),
  );
  const net = parts.reduce((sum, p) => sum + p.netCents, 0);
  const vat = shares.reduce((sum, v) => sum + v, 0);
  const rates = new Set(parts.map((p) => p.vatRate));
  updateRow(
    db,
    'bookings',
    byId(db, 'bookings', bookingId)!,
    {
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
      vat_rate: rates.size === 1 ? [...rates][0] : null,
      updated_at: pgTimestamp(nowMs()),
    },
    service,
  );
  return net + vat;
}

export function refundCancelledDate(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const itemId = uuidArg(args._booking_item_id);
  const token = coerceValue('text', args._token ?? null) as string | null;
  const { booking, item } = rebookingLine(ctx, db, itemId, token);
  if (booking.status === 'cancelled') raiseError('BOOKING_ALREADY_CANCELLED', { booking_id: booking.id });
  if (booking.status === 'expired') raiseError('BOOKING_EXPIRED', { booking_id: booking.id });
  const session = byId(db, 'seminar_sessions', item.session_id);
  if (!session || session.status !== 'cancelled') raiseError('DATE_NOT_CANCELLED', { booking_item_id: item.id });

  const service = serviceContext(db);
  const bookingId = String(booking.id);
  const removed = participantMailItem(db, String(item.id));
  const paidBefore = booking.status === 'paid' || (booking.paid_at !== null && booking.paid_at !== undefined);
  const paid = paidBefore ? Number(booking.paid_cents ?? booking.gross_cents) : 0;
  const only = !db.rows('booking_items').some((i) => i.booking_id === bookingId && i.id !== item.id);
  let gross: number;
  let refund: number;
  if (only) {
    releaseBookingSeats(db, bookingId);
    gross = Number(booking.gross_cents);
    refund = paid;
    // Refunds: flagged while the booking still counts as paid (as cancel_booking does).
    if (refund > 0) flagRefund(db, bookingId, refund);
    updateRow(
      db,
      'bookings',
      byId(db, 'bookings', bookingId)!,
      { status: 'cancelled', cancelled_at: pgTimestamp(nowMs()) },
      service,
    );
  } else {
    updateRow(
      db,
      'seminar_sessions',
      session,
      { seats_booked: Math.max(Number(session.seats_booked) - Number(item.quantity), 0) },
      service,
    );
    deleteRow(db, 'booking_items', item, service);
    gross = settleBookingTotals(db, bookingId);
    refund = Math.max(paid - gross, 0);
    if (paid > 0) {
      updateRow(
        db,
        'bookings',
        byId(db, 'bookings', bookingId)!,
        { paid_cents: paid - refund >= gross ? null : paid - refund },
        service,
      );
    }
    if (refund > 0) flagRefund(db, bookingId, refund);
  }
  const creditNoteId = creditBookingInvoice(db, bookingId, 'Terminabsage');
  const invoiceId = only ? null : issueInvoice(db, bookingId);
  const reminders = db
    .rows('email_outbox')
    .filter(
      (row: Row) =>
        row.booking_id === bookingId &&
        (row.template === 'reminder_7_days' || row.template === 'reminder_1_day') &&
        row.sent_at === null &&
        (only || (row.data as { item_id?: unknown } | null)?.item_id === item.id),
    );
  for (const row of reminders) deleteRow(db, 'email_outbox', row, service);

  const creditNote = creditNoteId ? byId(db, 'invoices', creditNoteId) : undefined;
  enqueueMail(db, {
    template: 'cancelled_date_refunded',
    recipient: String(booking.customer_email),
    data: {
      ...mailBookingData(db, bookingId),
      ...guestViewLink(db, bookingId),
      ...mailInvoiceData(db, bookingId),
      credit_note: creditNote ? creditNote.snapshot : null,
      refunded: {
        item: removed,
        quantity: Number(item.quantity),
        booking_cancelled: only,
        refund_cents: refund,
        gross_cents_before: Number(booking.gross_cents),
        gross_cents: only ? 0 : gross,
      },
    },
    key: `cancelled_date_refunded:${bookingId}:${String(item.id)}`,
    bookingId,
  });

  return {
    booking_id: booking.id,
    booking_number: booking.booking_number,
    booking_item_id: item.id,
    status: byId(db, 'bookings', bookingId)!.status,
    booking_cancelled: only,
    refund_cents: refund,
    gross_cents: only ? 0 : gross,
    invoice_number: invoiceId ? byId(db, 'invoices', invoiceId)!.number : null,
    credit_note_number: creditNote ? creditNote.number : null,
  };
}
