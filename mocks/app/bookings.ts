/** `bookings` and `booking_items` of the schema migration with their policies; written by the RPCs (mocks/app/rpc). */
import { settlingBookingGuarantees, settlingItemGuarantees } from './guarantees';
import type { TableDef } from '../db/schema';
import { charLength } from './sql';
import { adminWrites, check, col, noApiAccess, orAdmin, rowTriggers, textChecks } from './tableKit';

export const bookings: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_number: col.text(false),
    user_id: col.uuid(),
    customer_email: col.text(false),
    customer_first_name: col.text(false),
    customer_last_name: col.text(false),
    customer_phone: col.text(),
    customer_type: col.enum(false, 'private'),
    company_name: col.text(),
    vat_id: col.text(),
    billing_street: col.text(false),
    billing_postal_code: col.text(false),
    billing_city: col.text(false),
    billing_country: { type: 'text', nullable: false, default: { value: 'DE' } },
    payment_method: col.enum(false),
    status: col.enum(false, 'pending'),
    net_cents: col.integer(false),
    vat_cents: col.integer(false),
    gross_cents: col.integer(false),
    // The rate of all lines; null only if a booking ever mixes rates (each item keeps its own rate).
    vat_rate: col.numeric(),
    needs_follow_up: col.bool(false),
    cancelled_at: col.timestamptz(),
    paid_at: col.timestamptz(),
    // Seat holds: until this instant the seats are only held (rpc/holds.ts); null: binding.
    hold_expires_at: col.timestamptz(),
    // When a guest confirmed the booking's e-mail address (`Buchung bestätigen`).
    email_confirmed_at: col.timestamptz(),
    expired_at: col.timestamptz(),
    // Money to pay back (cents), raised with needs_follow_up (rpc/refunds.ts).
    refund_cents: col.integer(),
    // BT-10 (docs/invoices.md): a company's order number or Leitweg-ID for its invoice.
    buyer_reference: col.text(),
    created_at: col.now,
    updated_at: col.now,
    // Rebooking (…_rebooking.sql): what the booker paid and keeps when a rebooking changed the price after payment;
    // null: the whole gross.
    paid_cents: col.integer(),
  },
  primaryKey: ['id'],
  unique: [{ columns: ['booking_number'] }],
  checks: [
    check('bookings_booking_number_check', 'booking_number', (v: string) =>
      /^DA-[0-9]{4}-([0-9]{6,}|[A-HJKMNP-Z2-9]{8})$/.test(v),
    ),
    ...textChecks('bookings', {
      customer_email: ['email', 'email'],
      customer_first_name: 'name',
      customer_last_name: 'name',
      customer_phone: 'phone',
      company_name: 'company',
      vat_id: ['vatId', 'vatId'],
      billing_street: 'street',
      billing_postal_code: 'postalCode',
      billing_city: 'city',
    }),
    check('bookings_net_cents_check', 'net_cents', (v: number) => v >= 0),
    check('bookings_vat_cents_check', 'vat_cents', (v: number) => v >= 0),
    check('bookings_gross_cents_check', 'gross_cents', (v: number) => v >= 0),
    check('bookings_refund_cents_check', 'refund_cents', (v: number) => v >= 0),
    check('bookings_paid_cents_check', 'paid_cents', (v: number) => v >= 0),
    check(
      'bookings_buyer_reference_check',
      'buyer_reference',
      (v: string) => charLength(v) >= 1 && charLength(v) <= 100 && /^[A-Za-z0-9 ._/:#-]+$/.test(v),
    ),
    { name: 'bookings_gross', check: (row) => row.gross_cents === Number(row.net_cents) + Number(row.vat_cents) },
    { name: 'bookings_company', check: (row) => row.customer_type === 'private' || row.company_name !== null },
    {
      name: 'bookings_billing_postal_code',
      check: (row) => row.billing_country !== 'DE' || /^[0-9]{5}$/.test(String(row.billing_postal_code)),
    },
  ],
  foreignKeys: [{ columns: ['user_id'], references: { table: 'auth.users', columns: ['id'] }, onDelete: 'set null' }],
  policies: [
    // Admins correct every booking; status changes should go through admin_set_booking_status.
    ...adminWrites,
    // A customer reads their own bookings (created and cancelled only through book_cart and cancel_booking); admins all.
    {
      name: 'own_or_admin_read',
      command: 'select',
      roles: ['authenticated'],
      using: orAdmin((row, ctx) => ctx.uid !== null && row.user_id === ctx.uid),
    },
  ],
  triggers: settlingBookingGuarantees(
    rowTriggers({
      enums: { customer_type: 'customer_type', payment_method: 'payment_method', status: 'booking_status' },
      updatedAt: true,
    }),
  ),
};

export const bookingItems: TableDef = {
  columns: {
    id: col.uuidPk,
    booking_id: col.uuid(false),
    session_id: col.uuid(),
    webinar_id: col.uuid(),
    // Snapshots: what the customer bought, even if the catalogue changes later.
    title: col.text(false),
    location_name: col.text(false),
    start_date: col.date(false),
    start_time: col.time(),
    starts_at: col.timestamptz(false),
    quantity: col.integer(false),
    unit_net_cents: col.integer(false),
    // Prices (issue 17): the line's discounts in whole cents; unit_net_cents is the list price.
    early_bird_percent: { type: 'integer', nullable: false, default: { value: 0 } },
    early_bird_cents: { type: 'integer', nullable: false, default: { value: 0 } },
    group_discount_percent: { type: 'integer', nullable: false, default: { value: 0 } },
    group_discount_cents: { type: 'integer', nullable: false, default: { value: 0 } },
    line_net_cents: col.integer(false),
    vat_rate: col.numeric(false),
    line_vat_cents: col.integer(false),
    // [{ "first_name": "…", "last_name": "…", "email": "…" }], one per seat
    participants: col.jsonb(false),
    created_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('booking_items_quantity_check', 'quantity', (v: number) => v > 0),
    check('booking_items_unit_net_cents_check', 'unit_net_cents', (v: number) => v >= 0),
    check('booking_items_line_vat_cents_check', 'line_vat_cents', (v: number) => v >= 0),
    check('booking_items_early_bird_percent_check', 'early_bird_percent', (v: number) => v >= 0 && v <= 50),
    check('booking_items_early_bird_cents_check', 'early_bird_cents', (v: number) => v >= 0),
    check('booking_items_group_discount_percent_check', 'group_discount_percent', (v: number) => v >= 0 && v <= 50),
    check('booking_items_group_discount_cents_check', 'group_discount_cents', (v: number) => v >= 0),
    {
      name: 'booking_items_one_target',
      check: (row) => [row.session_id, row.webinar_id].filter((v) => v !== null && v !== undefined).length === 1,
    },
    {
      name: 'booking_items_line_net',
      check: (row) =>
        row.line_net_cents ===
        Number(row.unit_net_cents) * Number(row.quantity) -
          Number(row.early_bird_cents ?? 0) -
          Number(row.group_discount_cents ?? 0),
    },
    {
      name: 'booking_items_participants',
      check: (row) => Array.isArray(row.participants) && row.participants.length === row.quantity,
    },
  ],
  foreignKeys: [
    { columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['session_id'], references: { table: 'seminar_sessions', columns: ['id'] }, onDelete: 'restrict' },
    { columns: ['webinar_id'], references: { table: 'webinars', columns: ['id'] }, onDelete: 'restrict' },
  ],
  policies: [
    // Admins correct every booking line.
    ...adminWrites,
    // A customer reads the lines of their own bookings; admins every line.
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
  triggers: settlingItemGuarantees(rowTriggers({ times: ['start_time'] })),
};

/** Secrets issued with a booking: RLS on and no policy, so only the functions and the service role read them. */
/** `private.new_view_token()`: 32 random bytes, base64url without padding (43 characters). */
export function newViewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export const bookingTokens: TableDef = {
  columns: {
    booking_id: { type: 'uuid' },
    // Sent only in the confirmation e-mail (`Buchung bestätigen`): proves the guest reads that address.
    confirmation_token: col.text(),
    // Returned once by book_cart to the booking browser: proves ownership to the checkout function.
    payment_token: col.text(false),
    // The booking's one open Checkout Session (begin/attach_checkout_session).
    checkout_session_id: col.text(),
    checkout_session_url: col.text(),
    checkout_expires_at: col.timestamptz(),
    created_at: col.now,
    // Sent only in the mails of a guest's booking (`Ihre Buchung ansehen`): opens that booking read-only
    // (private.new_view_token: 32 random bytes, base64url).
    view_token: { type: 'text', nullable: false, default: () => newViewToken() },
  },
  primaryKey: ['booking_id'],
  unique: [{ columns: ['confirmation_token'] }, { columns: ['payment_token'] }, { columns: ['view_token'] }],
  checks: [check('booking_tokens_view_token_check', 'view_token', (v: string) => /^[A-Za-z0-9_-]{43}$/.test(v))],
  foreignKeys: [{ columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'cascade' }],
  // The tokens and events never leave the database over the API: functions only.
  policies: [noApiAccess],
};

/** Stripe events already handled (record_stripe_payment is idempotent per event id); functions only. */
export const paymentEvents: TableDef = {
  columns: {
    event_id: { type: 'text' },
    booking_id: col.uuid(),
    amount_cents: col.integer(),
    outcome: col.text(false),
    received_at: col.now,
  },
  primaryKey: ['event_id'],
  foreignKeys: [{ columns: ['booking_id'], references: { table: 'bookings', columns: ['id'] }, onDelete: 'set null' }],
  // The tokens and events never leave the database over the API: functions only.
  policies: [noApiAccess],
};
