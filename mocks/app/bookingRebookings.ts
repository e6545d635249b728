/** `booking_rebookings` of `…_rebooking.sql` with its policy: every rebooking, with its fee (a line of the invoice). */
import type { TableDef } from '../db/schema';
import { check, col, orAdmin, rowTriggers } from './tableKit';

export const bookingRebookings: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_id: col.uuid(false),
    booking_item_id: col.uuid(),
    from_session_id: col.uuid(),
    to_session_id: col.uuid(),
    from_title: col.text(false),
    from_location_name: col.text(false),
    from_start_date: col.date(false),
    to_title: col.text(false),
    to_location_name: col.text(false),
    to_start_date: col.date(false),
    quantity: col.integer(false),
    fee_net_cents: col.integer(false),
    fee_vat_rate: col.numeric(false),
    fee_vat_cents: col.integer(false),
    fee_waived: col.bool(false),
    by_admin: col.bool(false),
    rebooked_by: col.uuid(),
    rebooked_on: col.date(false),
    created_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('booking_rebookings_quantity_check', 'quantity', (v: number) => v >= 1 && v <= 99),
    check('booking_rebookings_fee_net_cents_check', 'fee_net_cents', (v: number) => v >= 0),
    check('booking_rebookings_fee_vat_cents_check', 'fee_vat_cents', (v: number) => v >= 0),
  ],
  foreignKeys: [
    { columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['booking_item_id'], references: { table: 'booking_items', columns: ['id'] }, onDelete: 'set null' },
    { columns: ['from_session_id'], references: { table: 'seminar_sessions', columns: ['id'] }, onDelete: 'set null' },
    { columns: ['to_session_id'], references: { table: 'seminar_sessions', columns: ['id'] }, onDelete: 'set null' },
    { columns: ['rebooked_by'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' },
  ],
  policies: [
    // A booker reads the rebookings of their own bookings (made only by rebook_booking_item); admins all.
    {
      name: 'own_or_admin_read',
      command: 'select',
      roles: ['authenticated'],
      using: orAdmin(
        (row, ctx) =>
          ctx.uid !== null && ctx.db.rows('bookings').some((b) => b.id === row.booking_id && b.user_id === ctx.uid),
      ),
    },
  ],
  triggers: rowTriggers({}),
};
