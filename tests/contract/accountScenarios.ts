/**
 * `delete_my_account` (docs/booking-rules.md, Art. 17 DSGVO) on both backends: the login, profile and roles go, the
 * bookings stay without the account link (retention duty); the last admin and anonymous callers are refused.
 */
import { bookCart, line, S, SEED, USERS } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID } from './normalise';

const OPEN: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 40, capacity: 5 },
};

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const refused = (code: string, detail: unknown = {}): Outcome => ({ outcome: 'denied', code, status: 400, detail });
const booked = ok({
  booking_id: GENERATED_UUID,
  booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
  net_cents: 125_210,
  vat_cents: 23_790,
  gross_cents: 149_000,
  status: 'pending',
  hold_expires_at: null,
  payment_token: GENERATED_UUID,
});
const hidden: Outcome = { outcome: 'denied', rows: 0, data: [] };

const deleteMyAccount = { rpc: 'delete_my_account', args: {} } as const;

export const ACCOUNT_SCENARIOS: Scenario[] = [
  {
    name: 'delete_my_account: login, profile and roles go; the booking stays without the account link',
    setup: [OPEN],
    steps: [
      { as: 'other', do: bookCart([line(S.open)]) },
      { as: 'other', do: deleteMyAccount },
      { as: 'admin', do: { select: 'profiles', match: { user_id: USERS.other.id }, columns: ['user_id'] } },
      { as: 'admin', do: { select: 'user_roles', match: { user_id: USERS.other.id }, columns: ['role'] } },
      { as: 'admin', do: { select: 'bookings', match: { id: '$booking' }, columns: ['user_id', 'status'] } },
    ],
    expect: [
      booked,
      ok({ user_id: USERS.other.id, deleted: true }),
      hidden,
      hidden,
      { outcome: 'allowed', rows: 1, data: [{ user_id: null, status: 'pending' }] },
    ],
  },
  {
    name: 'delete_my_account: the last admin is refused; with a second admin the first may leave',
    steps: [
      { as: 'admin', do: deleteMyAccount },
      {
        as: 'admin',
        do: { rpc: 'admin_set_user_role', args: { _user_id: USERS.other.id, _role: 'admin', _grant: true } },
      },
      { as: 'admin', do: deleteMyAccount },
      { as: 'other', do: { select: 'user_roles', match: { user_id: USERS.admin.id }, columns: ['role'] } },
    ],
    expect: [
      refused('LAST_ADMIN', { user_id: USERS.admin.id }),
      ok({ user_id: USERS.other.id, roles: ['admin', 'customer'] }),
      ok({ user_id: USERS.admin.id, deleted: true }),
      hidden,
    ],
  },
  {
    name: 'delete_my_account: refused for anonymous callers',
    steps: [{ as: 'anon', do: deleteMyAccount }],
    expect: [{ outcome: 'denied', code: '42501', status: 401 }],
  },
];
