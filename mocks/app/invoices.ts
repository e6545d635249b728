/**
 * `invoices` of the schema migration (docs/invoices.md, "Records"): written only by the issuing functions
 * (`…_functions_invoices.sql`, rpc/invoices.ts); the booker and admins read; an issued record is never changed (the
 * trigger `invoices_immutable`). Deleting is refused by RLS here (no delete policy; PostgreSQL also revokes the
 * privilege).
 */
import { raiseException } from '../db/errors';
import type { TableDef } from '../db/schema';
import { check, col, orAdmin } from './tableKit';

export const invoices: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_id: col.uuid(false),
    kind: col.text(false),
    number: col.text(false),
    year: col.integer(false),
    seq: col.integer(false),
    issue_date: col.date(false),
    snapshot: col.jsonb(false),
    gross_cents: col.integer(false),
    preceding_invoice_id: col.uuid(),
    created_at: col.now,
  },
  primaryKey: ['id'],
  unique: [{ columns: ['number'] }, { columns: ['kind', 'year', 'seq'] }],
  checks: [
    check('invoices_kind_check', 'kind', (v: string) => v === 'invoice' || v === 'credit_note'),
    check('invoices_number_check', 'number', (v: string) => /^(RE|GS)-[0-9]{4}-[0-9]{5,}$/.test(v)),
    check('invoices_seq_check', 'seq', (v: number) => v > 0),
    check(
      'invoices_snapshot_check',
      'snapshot',
      (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v),
    ),
    check('invoices_gross_cents_check', 'gross_cents', (v: number) => v >= 0),
    {
      name: 'invoices_preceding',
      check: (row) =>
        (row.kind === 'credit_note') === (row.preceding_invoice_id !== null && row.preceding_invoice_id !== undefined),
    },
  ],
  foreignKeys: [
    { columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'restrict' },
    { columns: ['preceding_invoice_id'], references: { table: 'invoices', columns: ['id'] }, onDelete: 'restrict' },
  ],
  policies: [
    // The booker reads the invoices and credit notes of their bookings, admins all; nobody writes over the API.
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
  triggers: {
    // GoBD: an issued record is kept unchanged, whoever asks.
    beforeUpdate: (_next, previous) => {
      raiseException('INVOICE_IMMUTABLE', { details: JSON.stringify({ number: previous.number ?? '' }) });
    },
  },
};
