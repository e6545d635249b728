/** `participant_changes` of the schema migration with its policies: the log of substitute participants. */
import type { TableDef } from '../db/schema';
import { adminWrites, check, col, orAdmin, rowTriggers, textChecks } from './tableKit';

export const participantChanges: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_item_id: col.uuid(false),
    participant_index: col.integer(false),
    previous_first_name: col.text(false),
    previous_last_name: col.text(false),
    previous_email: col.text(false),
    first_name: col.text(false),
    last_name: col.text(false),
    email: col.text(false),
    changed_by: col.uuid(),
    changed_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('participant_changes_participant_index_check', 'participant_index', (v: number) => v >= 0),
    ...textChecks('participant_changes', {
      previous_first_name: 'name',
      previous_last_name: 'name',
      previous_email: 'email',
      first_name: 'name',
      last_name: 'name',
      email: 'email',
    }),
  ],
  foreignKeys: [
    { columns: ['booking_item_id'], references: { table: 'booking_items', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['changed_by'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' },
  ],
  policies: [
    // Admins correct the log of participant changes.
    ...adminWrites,
    // A booker reads the participant changes of their own bookings (made only by change_participant); admins all.
    {
      name: 'own_or_admin_read',
      command: 'select',
      roles: ['authenticated'],
      using: orAdmin((row, ctx) => {
        if (ctx.uid === null) return false;
        const item = ctx.db.rows('booking_items').find((i) => i.id === row.booking_item_id);
        return Boolean(item && ctx.db.rows('bookings').some((b) => b.id === item.booking_id && b.user_id === ctx.uid));
      }),
    },
  ],
  triggers: rowTriggers({}),
};
