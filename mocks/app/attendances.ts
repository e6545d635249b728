/** `attendances` of the schema migration with its policy: who was there, marked by the academy at the door. */
import type { TableDef } from '../db/schema';
import { adminAll, check, col, rowTriggers } from './tableKit';

/** `TB-XXXX-XXXX-XXXX` from 48 random bits, as the schema migration's default builds it. */
export function newCertificateId(): string {
  const hex = crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
  return `TB-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

export const CERTIFICATE_ID_PATTERN = /^TB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

export const attendances: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_item_id: col.uuid(false),
    participant_index: col.integer(false),
    present: col.bool(false),
    marked_by: col.uuid(),
    marked_at: col.now,
    certificate_id: { type: 'text', nullable: false, default: () => newCertificateId() },
  },
  primaryKey: ['id'],
  unique: [{ columns: ['certificate_id'] }, { columns: ['booking_item_id', 'participant_index'] }],
  checks: [
    check('attendances_participant_index_check', 'participant_index', (v: number) => v >= 0),
    check('attendances_certificate_id_check', 'certificate_id', (v: string) => CERTIFICATE_ID_PATTERN.test(v)),
  ],
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
