/**
 * Integrity rules both backends enforce the same way: profiles.email mirrors the auth record (no impersonation), the
 * settings row stays, paid cancellations are flagged for a refund, and the Stripe webhook's call never fails.
 */
import { bookCart, line, S, SEED, USERS } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ } from './normalise';

const OPEN: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20 },
};
const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const stripe = (event: string) =>
  ({
    rpc: 'record_stripe_payment',
    args: { _event_id: event, _booking_id: '$booking', _amount_cents: 149_000 },
  }) as const;
const followUp = {
  select: 'bookings',
  match: { id: '$booking' },
  columns: ['status', 'needs_follow_up', 'refund_cents'],
} as const;
const GROSS = 149_000; // seo-grundlagen, one seat: 1.490,00 € incl. 19 % (1.252,10 € net + 237,90 €)

const customerProfile = { user_id: USERS.customer.id };
const readOnly: Outcome = { outcome: 'denied', code: 'EMAIL_READ_ONLY', status: 400, detail: { field: 'email' } };
const emailOf = (email: string): Outcome => ({ outcome: 'allowed', rows: 1, data: [{ email, first_name: 'Sabine' }] });

export const INTEGRITY_SCENARIOS: Scenario[] = [
  {
    name: "impersonation: a customer cannot write the admin's address into their profile",
    steps: [
      {
        as: 'customer',
        do: { update: 'profiles', match: customerProfile, values: { email: USERS.admin.email, first_name: 'Sabine' } },
      },
      { as: 'customer', do: { update: 'profiles', match: customerProfile, values: { first_name: 'Sabine' } } },
      { as: 'admin', do: { select: 'profiles', match: customerProfile, columns: ['email', 'first_name'] } },
    ],
    expect: [readOnly, { outcome: 'allowed', rows: 1 }, emailOf(USERS.customer.email)],
  },
  {
    name: 'settings: the row cannot be deleted, not even by an admin',
    steps: [{ as: 'admin', do: { delete: 'settings', match: { id: 1 } } }],
    expect: [{ outcome: 'denied', code: 'SETTINGS_REQUIRED', status: 400, detail: {} }],
  },
  {
    name: 'refunds: cancelling a paid booking flags it with the amount; a late payment is recorded once',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], undefined, 'online') },
      { as: 'service', do: stripe('evt_contract_1') },
      { as: 'customer', do: { rpc: 'cancel_booking', args: { _booking_id: '$booking' } } },
      { as: 'service', do: followUp },
      { as: 'service', do: stripe('evt_contract_2') },
      { as: 'service', do: stripe('evt_contract_2') },
      { as: 'service', do: followUp },
      {
        as: 'customer',
        do: { rpc: 'record_stripe_payment', args: { _event_id: 'x', _booking_id: '$booking', _amount_cents: 1 } },
      },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 125_210,
        vat_cents: 23_790,
        gross_cents: GROSS,
        status: 'pending',
        hold_expires_at: TIMESTAMPTZ,
        payment_token: GENERATED_UUID,
      }),
      ok({ event_id: 'evt_contract_1', booking_id: GENERATED_UUID, outcome: 'paid' }),
      ok({ booking_id: GENERATED_UUID, status: 'cancelled' }),
      { outcome: 'allowed', rows: 1, data: [{ status: 'cancelled', needs_follow_up: true, refund_cents: GROSS }] },
      ok({ event_id: 'evt_contract_2', booking_id: GENERATED_UUID, outcome: 'refund_needed' }),
      ok({ event_id: 'evt_contract_2', outcome: 'duplicate' }),
      { outcome: 'allowed', rows: 1, data: [{ status: 'cancelled', needs_follow_up: true, refund_cents: 2 * GROSS }] },
      { outcome: 'denied', code: '42501', status: 403 },
    ],
  },
  {
    name: 'payments: a signed Stripe event for less than the total (or in another currency) pays nothing',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], undefined, 'online') },
      {
        as: 'service',
        do: {
          rpc: 'record_stripe_payment',
          args: { _event_id: 'evt_cent', _booking_id: '$booking', _amount_cents: 1 },
        },
      },
      {
        as: 'service',
        do: {
          rpc: 'record_stripe_payment',
          args: { _event_id: 'evt_cent', _booking_id: '$booking', _amount_cents: 1 },
        },
      },
      {
        as: 'service',
        do: {
          rpc: 'record_stripe_payment',
          args: { _event_id: 'evt_usd', _booking_id: '$booking', _amount_cents: GROSS, _currency: 'usd' },
        },
      },
      { as: 'service', do: followUp },
      { as: 'service', do: stripe('evt_exact') },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 125_210,
        vat_cents: 23_790,
        gross_cents: GROSS,
        status: 'pending',
        hold_expires_at: TIMESTAMPTZ,
        payment_token: GENERATED_UUID,
      }),
      ok({ event_id: 'evt_cent', booking_id: GENERATED_UUID, outcome: 'amount_mismatch' }),
      ok({ event_id: 'evt_cent', outcome: 'duplicate' }),
      ok({ event_id: 'evt_usd', booking_id: GENERATED_UUID, outcome: 'amount_mismatch' }),
      { outcome: 'allowed', rows: 1, data: [{ status: 'pending', needs_follow_up: true, refund_cents: null }] },
      ok({ event_id: 'evt_exact', booking_id: GENERATED_UUID, outcome: 'paid' }),
    ],
  },
  {
    name: 'checkout: only the service role opens a checkout session, and only for a payable booking',
    setup: [OPEN],
    steps: [
      { as: 'customer', do: bookCart([line(S.open)], undefined, 'invoice') },
      {
        as: 'service',
        do: { rpc: 'begin_checkout_session', args: { _booking_id: '$booking', _expires_at: '2999-01-01T00:00:00Z' } },
      },
      {
        as: 'customer',
        do: { rpc: 'begin_checkout_session', args: { _booking_id: '$booking', _expires_at: '2999-01-01T00:00:00Z' } },
      },
      { as: 'customer', do: bookCart([line(S.open)], undefined, 'online') },
      {
        as: 'service',
        do: { rpc: 'begin_checkout_session', args: { _booking_id: '$booking', _expires_at: '2999-01-01T00:00:00Z' } },
      },
      {
        as: 'service',
        do: { rpc: 'attach_checkout_session', args: { _booking_id: '$booking', _session_id: 'cs_x', _url: 'x' } },
      },
    ],
    expect: [
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 125_210,
        vat_cents: 23_790,
        gross_cents: GROSS,
        status: 'pending',
        hold_expires_at: null,
        payment_token: GENERATED_UUID,
      }),
      { outcome: 'denied', code: 'NOT_PAYABLE', status: 400, detail: { booking_id: GENERATED_UUID } },
      { outcome: 'denied', code: '42501', status: 403 },
      ok({
        booking_id: GENERATED_UUID,
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        net_cents: 125_210,
        vat_cents: 23_790,
        gross_cents: GROSS,
        status: 'pending',
        hold_expires_at: TIMESTAMPTZ,
        payment_token: GENERATED_UUID,
      }),
      {
        outcome: 'denied',
        code: 'INVALID_INPUT',
        status: 400,
        detail: { field: 'expires_at', reason: 'out_of_range' },
      },
      { outcome: 'denied', code: 'BOOKING_NOT_FOUND', status: 400, detail: { booking_id: GENERATED_UUID } },
    ],
  },
];
