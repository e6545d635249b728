/** `attendances` of the schema migration with its policy: who was there, marked by the academy at the door. */
import type { TableDef } from '../db/schema';
import { adminAll, check, col, rowTriggers } from './tableKit';

export const attendances: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_item_id: col.uuid(false),
    participant_index: col.integer(false),
    present: col.bool(false),
    marked_by: col.uuid(),
    marked_at: col.now,
  },
  primaryKey: ['id'],
  unique: [{ columns: ['booking_item_id', 'participant_index'] }],
  checks: [check('attendances_participant_index_check', 'participant_index', (v: number) => v >= 0)],
  foreignKeys: [
    { columns: ['booking_item_id'], references: { table: 'booking_items', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['marked_by'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' },
  ],
  policies: [
    // Only admins read and mark attendance (admin_set_attendance); customers get their certificates via my_certificates.
    adminAll,
  ],
  triggers: rowTriggers({}),
};
