/**
 * `accounting_settings` of the schema migration (policies: rls migration): the academy's DATEV numbers for the tax
 * adviser's export (docs/invoices.md, "Export"), one row only admins read and change. The migration creates the row;
 * here the seed brings it (mocks/seed/settings.ts). PostgreSQL also revokes every privilege from anon and all but
 * select and update from signed-in users; here the missing policies refuse the same requests.
 */
import type { TableDef } from '../db/schema';
import { adminRead, adminUpdate, check, col, rowTriggers } from './tableKit';

export const accountingSettings: TableDef = {
  columns: {
    id: { type: 'integer', default: { value: 1 } },
    // Placeholders the adviser replaces.
    datev_consultant_number: { type: 'integer', nullable: false, default: { value: 1001 } },
    datev_client_number: { type: 'integer', nullable: false, default: { value: 1 } },
    datev_account_length: { type: 'integer', nullable: false, default: { value: 4 } },
    datev_chart: { type: 'text', nullable: false, default: { value: '03' } },
    datev_debtor_account: { type: 'integer', nullable: false, default: { value: 10000 } },
    datev_revenue_account: { type: 'integer', nullable: false, default: { value: 8400 } },
    updated_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('accounting_settings_id_check', 'id', (v: number) => v === 1),
    check(
      'accounting_settings_datev_consultant_number_check',
      'datev_consultant_number',
      (v: number) => v >= 1001 && v <= 9999999,
    ),
    check('accounting_settings_datev_client_number_check', 'datev_client_number', (v: number) => v >= 1 && v <= 99999),
    check('accounting_settings_datev_account_length_check', 'datev_account_length', (v: number) => v >= 4 && v <= 8),
    check('accounting_settings_datev_chart_check', 'datev_chart', (v: string) => v === '03' || v === '04'),
    check(
      'accounting_settings_datev_debtor_account_check',
      'datev_debtor_account',
      (v: number) => v >= 1 && v <= 999999999,
    ),
    check(
      'accounting_settings_datev_revenue_account_check',
      'datev_revenue_account',
      (v: number) => v >= 1 && v <= 99999999,
    ),
  ],
  // Only admins read and change the DATEV numbers; nobody inserts or deletes the row over the API.
  policies: [adminRead, adminUpdate],
  triggers: rowTriggers({ updatedAt: true }),
};
