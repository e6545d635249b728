/** `booking_withdrawals` of the schema migration with its policies: the statements of the withdrawal button. */
import type { TableDef } from '../db/schema';
import { adminWrites, check, col, orAdmin, rowTriggers, textChecks } from './tableKit';

export const bookingWithdrawals: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_id: col.uuid(false),
    user_id: col.uuid(),
    via: col.text(false),
    // Where the confirmation of receipt went (the booking's e-mail address).
    confirmation_email: col.text(false),
    // A date had already begun when the statement arrived: the consumer owes the pro-rata value (Wertersatz).
    service_started: col.bool(false),
    received_at: col.now,
    // The name the consumer gave on the guest form (§ 356a BGB); recorded, not used to identify the contract.
    name: col.text(),
  },
  primaryKey: ['id'],
  unique: [{ columns: ['booking_id'] }],
  checks: [
    check('booking_withdrawals_via_check', 'via', (v: string) => v === 'account' || v === 'guest'),
    ...textChecks('booking_withdrawals', { confirmation_email: 'email' }),
    check('booking_withdrawals_name_check', 'name', (v: string) => v.length <= 200),
  ],
  foreignKeys: [
    { columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['user_id'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' },
  ],
  policies: [
    // Admins correct withdrawal records while handling the refund.
    ...adminWrites,
    // A customer reads the withdrawals of their own bookings (recorded only through the withdraw functions); admins all.
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
