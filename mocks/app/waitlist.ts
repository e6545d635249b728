/** `waitlist_entries` of the schema migration with its policies; written only by the waiting-list RPCs. */
import type { TableDef } from '../db/schema';
import { adminWrites, check, col, orAdmin, rowTriggers, textChecks } from './tableKit';
import { deliverDueMails } from './mail/demoSender';
import { enqueueWaitlistMails } from './mail/enqueueFeatureMails';

export const waitlistEntries: TableDef = {
  columns: {
    id: col.uuidPk,
    session_id: col.uuid(),
    webinar_id: col.uuid(),
    user_id: col.uuid(),
    name: col.text(false),
    email: col.text(false),
    seats: col.integer(false),
    status: col.enum(false, 'pending_confirmation'),
    queue_number: col.integer(),
    // Personal links: confirm the address (double opt-in), leave the list, book the offered seats.
    confirm_token: { type: 'uuid', nullable: false, default: 'gen_random_uuid()' },
    leave_token: { type: 'uuid', nullable: false, default: 'gen_random_uuid()' },
    offer_token: col.uuid(),
    offered_at: col.timestamptz(),
    offer_expires_at: col.timestamptz(),
    booking_id: col.uuid(),
    created_at: col.now,
    updated_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    ...textChecks('waitlist_entries', { name: 'name', email: ['email', 'email'] }),
    check('waitlist_entries_seats_check', 'seats', (v: number) => v >= 1 && v <= 10),
    {
      name: 'waitlist_entries_one_target',
      check: (row) => [row.session_id, row.webinar_id].filter((v) => v !== null && v !== undefined).length === 1,
    },
    {
      name: 'waitlist_entries_offer',
      check: (row) => row.status !== 'offered' || (row.offer_token != null && row.offer_expires_at != null),
    },
    {
      name: 'waitlist_entries_queued',
      check: (row) => row.status === 'pending_confirmation' || row.queue_number != null,
    },
  ],
  foreignKeys: [
    { columns: ['session_id'], references: { table: 'seminar_sessions', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['webinar_id'], references: { table: 'webinars', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['user_id'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' },
    { columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'set null' },
  ],
  policies: [
    // Admins correct waiting-list entries.
    ...adminWrites,
    // A signed-in user reads their own entries (written only through the waiting-list functions); admins every list.
    {
      name: 'own_or_admin_read',
      command: 'select',
      roles: ['authenticated'],
      using: orAdmin((row, ctx) => ctx.uid !== null && row.user_id === ctx.uid),
    },
  ],
  // `waitlist_entries_mails`: the entry's mails into the outbox, whichever function made the change (delivered in
  // the demo at once).
  triggers: rowTriggers({
    enums: { status: 'waitlist_status' },
    updatedAt: true,
    extra: {
      afterInsert: (row, ctx) => {
        enqueueWaitlistMails(ctx.db, row, null);
        deliverDueMails(ctx.db);
      },
      afterUpdate: (next, previous, ctx) => {
        enqueueWaitlistMails(ctx.db, next, previous);
        deliverDueMails(ctx.db);
      },
    },
  }),
};
