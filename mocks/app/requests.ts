/** `inhouse_requests` and `settings` of the schema migration with their policies (rls migration). */
import type { TableDef } from '../db/schema';
import { adminAll, check, col, rowTriggers } from './tableKit';
import { isValidEmail } from './sql';

export const inhouseRequests: TableDef = {
  columns: {
    id: col.uuidPk,
    company: col.text(false),
    contact_name: col.text(false),
    email: col.text(false),
    phone: col.text(),
    topic: col.text(false),
    participants: col.integer(),
    preferred_period: col.text(),
    location_preference: col.text(),
    message: col.text(),
    privacy_consent: { type: 'boolean', nullable: false },
    status: col.enum(false, 'new'),
    created_at: col.now,
    updated_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('inhouse_requests_email_check', 'email', (v: string) => isValidEmail(v)),
    check('inhouse_requests_participants_check', 'participants', (v: number) => v > 0),
    check('inhouse_requests_privacy_consent_check', 'privacy_consent', (v: boolean) => v),
  ],
  policies: [
    // Only admins read and process in-house requests.
    adminAll,
    // Anyone may send an in-house request (with privacy consent, as a new request); nobody but admins reads them.
    {
      name: 'anyone_can_request',
      command: 'insert',
      roles: ['anon', 'authenticated'],
      withCheck: (row) => row.privacy_consent === true && row.status === 'new',
    },
  ],
  triggers: rowTriggers({ enums: { status: 'inhouse_status' }, updatedAt: true }),
};

export const settings: TableDef = {
  columns: {
    id: { type: 'integer', default: { value: 1 } },
    academy_name: col.text(false),
    street: col.text(false),
    postal_code: col.text(false),
    city: col.text(false),
    country: { type: 'text', nullable: false, default: { value: 'DE' } },
    email: col.text(false),
    phone: col.text(false),
    vat_id: col.text(false),
    iban: col.text(false),
    bic: col.text(false),
    bank_name: col.text(false),
    vat_rate: col.numeric(false, 19),
    // The one place of the cancellation rule: cancel_booking reads it.
    free_cancellation_days: { type: 'integer', nullable: false, default: { value: 14 } },
    cancellation_terms: col.text(false),
    booking_open: col.bool(true),
    // Waiting list: how long seats offered to a waiting person stay held for them (issue 17).
    waitlist_offer_hours: { type: 'integer', nullable: false, default: { value: 24 } },
    updated_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('settings_id_check', 'id', (v: number) => v === 1),
    check('settings_vat_rate_check', 'vat_rate', (v: number) => v >= 0 && v <= 100),
    check('settings_free_cancellation_days_check', 'free_cancellation_days', (v: number) => v >= 0),
    check('settings_waitlist_offer_hours_check', 'waitlist_offer_hours', (v: number) => v >= 1 && v <= 168),
  ],
  policies: [
    // Only admins change the academy settings.
    adminAll,
    // Imprint, bank and cancellation terms are public.
    { name: 'public_read', command: 'select', roles: ['anon', 'authenticated'], using: () => true },
  ],
  triggers: rowTriggers({ updatedAt: true }),
};
