/** `inhouse_requests` and `settings` of the schema migration with their policies (rls migration). */
import type { TableDef } from '../db/schema';
import {
  adminDelete,
  adminRead,
  adminUpdate,
  adminWrites,
  check,
  col,
  orAdmin,
  rowTriggers,
  textChecks,
} from './tableKit';
import { raisingCatalogVersion } from './catalogVersion';
import { settlingMinimumGuarantees } from './guarantees';
import { deliverDueMails } from './mail/demoSender';
import { enqueueInhouseRequestMails } from './mail/enqueue';
import { PgError } from '../db/errors';
import { charLength } from './sql';

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
    ...textChecks('inhouse_requests', {
      company: 'company',
      contact_name: 'name',
      email: ['email', 'email'],
      phone: 'phone',
      topic: 'shortText',
      preferred_period: 'shortText',
      location_preference: 'shortText',
      message: 'message',
    }),
    check('inhouse_requests_participants_check', 'participants', (v: number) => v > 0),
    check('inhouse_requests_privacy_consent_check', 'privacy_consent', (v: boolean) => v),
  ],
  policies: [
    // Only admins read and process in-house requests.
    adminRead,
    adminUpdate,
    adminDelete,
    // Anyone may send an in-house request (with privacy consent, as a new request), admins any; only admins read them.
    {
      name: 'anyone_can_request',
      command: 'insert',
      roles: ['anon', 'authenticated'],
      withCheck: orAdmin((row) => row.privacy_consent === true && row.status === 'new'),
    },
  ],
  triggers: rowTriggers({
    enums: { status: 'inhouse_status' },
    updatedAt: true,
    // `inhouse_requests_mails`: confirmation to the requester, notice to the academy (delivered in the demo at once).
    extra: {
      afterInsert: (row, ctx) => {
        enqueueInhouseRequestMails(ctx.db, row, ctx.uid);
        deliverDueMails(ctx.db);
      },
    },
  }),
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
    // Chat assistant knowledge: later cancellation fee steps, webinar rule, invoice term, opening hours, in-house
    // offer and the second brand.
    reduced_fee_from_days: { type: 'integer', nullable: false, default: { value: 7 } },
    reduced_fee_percent: { type: 'integer', nullable: false, default: { value: 50 } },
    late_fee_percent: { type: 'integer', nullable: false, default: { value: 100 } },
    webinar_free_cancellation_hours: { type: 'integer', nullable: false, default: { value: 24 } },
    invoice_due_days: { type: 'integer', nullable: false, default: { value: 14 } },
    opening_hours: { type: 'text', nullable: false, default: { value: 'Montag bis Freitag, 9 bis 17 Uhr' } },
    inhouse_day_rate_net_cents: { type: 'integer', nullable: false, default: { value: 249000 } },
    inhouse_max_participants: { type: 'integer', nullable: false, default: { value: 12 } },
    inhouse_suggest_from_participants: { type: 'integer', nullable: false, default: { value: 4 } },
    second_brand: { type: 'text', nullable: false, default: { value: 'KI-Werkstatt Live' } },
    second_brand_summary: { type: 'text', nullable: false, default: { value: '' } },
    // Seat holds and caps (rpc/holds.ts).
    online_hold_minutes: { type: 'integer', nullable: false, default: { value: 30 } },
    invoice_confirmation_hours: { type: 'integer', nullable: false, default: { value: 24 } },
    guest_hold_seat_limit: { type: 'integer', nullable: false, default: { value: 10 } },
    guest_hold_share_percent: { type: 'integer', nullable: false, default: { value: 50 } },
    // Waiting list: how long seats offered to a waiting person stay held for them (issue 17).
    waitlist_offer_hours: { type: 'integer', nullable: false, default: { value: 24 } },
    // Waiting list against squatting: offers to entries without an account, open guest entries per date.
    guest_waitlist_offer_hours: { type: 'integer', nullable: false, default: { value: 2 } },
    guest_waitlist_entries_per_date: { type: 'integer', nullable: false, default: { value: 3 } },
    // Mail limits (mail/mailLimits.ts): unverified mails per normalised recipient in 24 hours and in total per hour.
    unverified_mails_per_recipient: { type: 'integer', nullable: false, default: { value: 5 } },
    unverified_mails_per_hour: { type: 'integer', nullable: false, default: { value: 200 } },
    // Guest withdrawal form: failed identifications per address and in total per hour (rpc/withdrawal.ts).
    withdrawal_attempts_per_address: { type: 'integer', nullable: false, default: { value: 5 } },
    withdrawal_attempts_per_hour: { type: 'integer', nullable: false, default: { value: 100 } },
    // Prices (issue 17): default early-bird and group discounts; 0 percent = off (docs/pricing.md).
    early_bird_percent: { type: 'integer', nullable: false, default: { value: 0 } },
    early_bird_days: { type: 'integer', nullable: false, default: { value: 60 } },
    group_discount_percent: { type: 'integer', nullable: false, default: { value: 0 } },
    group_min_participants: { type: 'integer', nullable: false, default: { value: 3 } },
    // Invoices (docs/invoices.md): the seller's legal data every invoice snapshot carries.
    legal_name: { type: 'text', nullable: false, default: { value: 'Digitalakademie Deutschland GmbH' } },
    register_court: { type: 'text', nullable: false, default: { value: 'Amtsgericht Berlin-Charlottenburg' } },
    register_number: { type: 'text', nullable: false, default: { value: 'HRB 234567 B' } },
    managing_directors: {
      type: 'text[]',
      nullable: false,
      default: { value: ['Dr. Katharina Lehmann', 'Jonas Brandt'] },
    },
    website: { type: 'text', nullable: false, default: { value: 'https://www.digitalakademie.test' } },
    updated_at: col.now,
    // Retention (…_retention.sql, docs/data-model.md "Retention"): days after sending, lapsing, expiry; invoice years.
    outbox_retention_days: { type: 'integer', nullable: false, default: { value: 90 } },
    waitlist_retention_days: { type: 'integer', nullable: false, default: { value: 30 } },
    lapsed_hold_retention_days: { type: 'integer', nullable: false, default: { value: 30 } },
    invoice_retention_years: { type: 'integer', nullable: false, default: { value: 10 } },
    // Minimum participants (issue 34, docs/booking-rules.md): the default minimum of a date, and how many days before
    // its start the academy decides whether a date under its minimum runs.
    min_participants: { type: 'integer', nullable: false, default: { value: 4 } },
    guarantee_decision_days: { type: 'integer', nullable: false, default: { value: 14 } },
    // Rebooking (issue 34, docs/booking-rules.md "Rebooking"): free until this many days before the start, then a
    // fee: a percentage of the line's net or a fixed net amount (exactly one of the two is set).
    free_rebooking_days: { type: 'integer', nullable: false, default: { value: 14 } },
    rebooking_fee_percent: col.integer(),
    rebooking_fee_net_cents: { type: 'integer', nullable: true, default: { value: 5000 } },
  },
  primaryKey: ['id'],
  checks: [
    check('settings_min_participants_check', 'min_participants', (v: number) => v >= 1 && v <= 100),
    check('settings_guarantee_decision_days_check', 'guarantee_decision_days', (v: number) => v >= 0 && v <= 90),
    check('settings_free_rebooking_days_check', 'free_rebooking_days', (v: number) => v >= 0 && v <= 365),
    check('settings_rebooking_fee_percent_check', 'rebooking_fee_percent', (v: number) => v >= 0 && v <= 100),
    check('settings_rebooking_fee_net_cents_check', 'rebooking_fee_net_cents', (v: number) => v >= 0 && v <= 10000000),
    {
      name: 'settings_rebooking_fee',
      check: (row) => [row.rebooking_fee_percent, row.rebooking_fee_net_cents].filter((v) => v != null).length === 1,
    },
    check('settings_id_check', 'id', (v: number) => v === 1),
    ...textChecks('settings', {
      academy_name: 'company',
      street: 'street',
      postal_code: 'postalCode',
      city: 'city',
      email: ['email', 'email'],
      phone: 'phone',
      vat_id: ['vatId', 'vatId'],
    }),
    check('settings_vat_rate_check', 'vat_rate', (v: number) => v >= 0 && v <= 100),
    check('settings_free_cancellation_days_check', 'free_cancellation_days', (v: number) => v >= 0),
    check('settings_reduced_fee_from_days_check', 'reduced_fee_from_days', (v: number) => v >= 0),
    check('settings_reduced_fee_percent_check', 'reduced_fee_percent', (v: number) => v >= 0 && v <= 100),
    check('settings_late_fee_percent_check', 'late_fee_percent', (v: number) => v >= 0 && v <= 100),
    check('settings_webinar_free_cancellation_hours_check', 'webinar_free_cancellation_hours', (v: number) => v >= 0),
    check('settings_invoice_due_days_check', 'invoice_due_days', (v: number) => v > 0),
    check('settings_inhouse_day_rate_net_cents_check', 'inhouse_day_rate_net_cents', (v: number) => v >= 0),
    check('settings_inhouse_max_participants_check', 'inhouse_max_participants', (v: number) => v > 0),
    check(
      'settings_inhouse_suggest_from_participants_check',
      'inhouse_suggest_from_participants',
      (v: number) => v > 0,
    ),
    check('settings_online_hold_minutes_check', 'online_hold_minutes', (v: number) => v >= 1 && v <= 1440),
    check('settings_invoice_confirmation_hours_check', 'invoice_confirmation_hours', (v: number) => v >= 1 && v <= 336),
    check('settings_guest_hold_seat_limit_check', 'guest_hold_seat_limit', (v: number) => v >= 1 && v <= 100),
    check('settings_guest_hold_share_percent_check', 'guest_hold_share_percent', (v: number) => v >= 0 && v <= 100),
    check('settings_waitlist_offer_hours_check', 'waitlist_offer_hours', (v: number) => v >= 1 && v <= 168),
    check('settings_guest_waitlist_offer_hours_check', 'guest_waitlist_offer_hours', (v: number) => v >= 1 && v <= 168),
    check(
      'settings_guest_waitlist_entries_per_date_check',
      'guest_waitlist_entries_per_date',
      (v: number) => v >= 0 && v <= 100,
    ),
    check(
      'settings_unverified_mails_per_recipient_check',
      'unverified_mails_per_recipient',
      (v: number) => v >= 1 && v <= 10000,
    ),
    check(
      'settings_unverified_mails_per_hour_check',
      'unverified_mails_per_hour',
      (v: number) => v >= 1 && v <= 1000000,
    ),
    check(
      'settings_withdrawal_attempts_per_address_check',
      'withdrawal_attempts_per_address',
      (v: number) => v >= 1 && v <= 100,
    ),
    check(
      'settings_withdrawal_attempts_per_hour_check',
      'withdrawal_attempts_per_hour',
      (v: number) => v >= 1 && v <= 100000,
    ),
    check('settings_early_bird_percent_check', 'early_bird_percent', (v: number) => v >= 0 && v <= 50),
    check('settings_early_bird_days_check', 'early_bird_days', (v: number) => v >= 1 && v <= 365),
    check('settings_group_discount_percent_check', 'group_discount_percent', (v: number) => v >= 0 && v <= 50),
    check('settings_group_min_participants_check', 'group_min_participants', (v: number) => v >= 2 && v <= 10),
    check('settings_legal_name_check', 'legal_name', (v: string) => charLength(v) >= 1 && charLength(v) <= 200),
    check('settings_register_court_check', 'register_court', (v: string) => charLength(v) >= 1 && charLength(v) <= 200),
    check(
      'settings_register_number_check',
      'register_number',
      (v: string) => charLength(v) >= 1 && charLength(v) <= 50,
    ),
    check('settings_managing_directors_check', 'managing_directors', (v: string[]) => v.length >= 1 && v.length <= 10),
    check('settings_website_check', 'website', (v: string) => v.startsWith('https://') && charLength(v) <= 200),
    check('settings_outbox_retention_days_check', 'outbox_retention_days', (v: number) => v >= 1 && v <= 3650),
    check('settings_waitlist_retention_days_check', 'waitlist_retention_days', (v: number) => v >= 1 && v <= 3650),
    check(
      'settings_lapsed_hold_retention_days_check',
      'lapsed_hold_retention_days',
      (v: number) => v >= 1 && v <= 3650,
    ),
    check('settings_invoice_retention_years_check', 'invoice_retention_years', (v: number) => v >= 10 && v <= 30),
  ],
  policies: [
    // Only admins change the academy settings.
    ...adminWrites,
    // Imprint, bank and cancellation terms are public (admins included).
    { name: 'public_read', command: 'select', roles: ['anon', 'authenticated'], using: () => true },
  ],
  // `private.keep_settings_row()` (before delete): every rule reads this row, so it is never deleted.
  triggers: raisingCatalogVersion(
    settlingMinimumGuarantees(
      'settings',
      rowTriggers({
        updatedAt: true,
        extra: {
          afterDelete: () => {
            throw new PgError({ code: 'P0001', message: 'SETTINGS_REQUIRED', details: '{}' });
          },
        },
      }),
    ),
  ),
};
