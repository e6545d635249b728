/**
 * Length limits (src/lib/validation): a megabyte in a free-text field is refused by both backends. The functions
 * that read input answer INVALID_INPUT `too_long` with the field and the limit; a direct write hits the table's check
 * constraint (23514).
 */
import { seedId } from '../../mocks/seed';
import { bookCart, GUEST, line, participants, S, SEED, USERS } from './fixtures';
import type { Outcome, Scenario, Setup } from './model';

const MEGABYTE = 'A'.repeat(1024 * 1024);
const OPEN: Setup = {
  session: { id: S.open, seminarId: SEED.seminar, locationId: SEED.berlin, dayOffset: 60, capacity: 20 },
};
const SOLD_OUT: Setup = {
  session: {
    id: S.soldOut,
    seminarId: SEED.seminar,
    locationId: SEED.berlin,
    dayOffset: 60,
    capacity: 1,
    seatsBooked: 1,
  },
};
const tooLong = (detail: Record<string, unknown>, max: number): Outcome => ({
  outcome: 'denied',
  code: 'INVALID_INPUT',
  status: 400,
  detail: { ...detail, reason: 'too_long', max },
});
const checkViolation: Outcome = { outcome: 'denied', code: '23514', status: 400 };
/** The demo customer's upcoming seminar line (2 seats). */
const UPCOMING_ITEM = seedId('bookingItem', 21);

export const LENGTH_SCENARIOS: Scenario[] = [
  {
    name: 'length limits: book_cart refuses a 1 MB first name of a guest and one of 101 characters; 100 pass',
    setup: [OPEN],
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, first_name: MEGABYTE }) },
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, last_name: 'x'.repeat(101) }) },
      {
        as: 'anon',
        do: bookCart([line(S.open)], { ...GUEST, company_name: 'F'.repeat(201), customer_type: 'company' }),
      },
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, phone: '0'.repeat(31) }) },
      // 100 characters (not bytes: ü is two) are allowed.
      {
        as: 'customer',
        do: { update: 'profiles', match: { user_id: USERS.customer.id }, values: { city: 'ü'.repeat(100) } },
      },
    ],
    expect: [
      tooLong({ field: 'customer.first_name' }, 100),
      tooLong({ field: 'customer.last_name' }, 100),
      tooLong({ field: 'customer.company_name' }, 200),
      tooLong({ field: 'customer.phone' }, 30),
      { outcome: 'allowed', rows: 1 },
    ],
  },
  {
    name: 'length limits: book_cart refuses a 1 MB participant name',
    setup: [OPEN],
    steps: [
      {
        as: 'anon',
        do: bookCart(
          [{ session_id: S.open, quantity: 1, participants: [{ ...participants(1)[0], last_name: MEGABYTE }] }],
          GUEST,
        ),
      },
    ],
    expect: [tooLong({ line: 0, participant: 0, field: 'last_name' }, 100)],
  },
  {
    name: 'length limits: a 1 MB name in the profile, an in-house request or on the waiting list',
    setup: [SOLD_OUT],
    steps: [
      {
        as: 'customer',
        do: { update: 'profiles', match: { user_id: USERS.customer.id }, values: { first_name: MEGABYTE } },
      },
      {
        as: 'anon',
        do: {
          insert: 'inhouse_requests',
          values: {
            company: 'Beispiel GmbH',
            contact_name: 'Max Beispiel',
            email: 'max@beispiel.test',
            topic: 'SEO',
            message: MEGABYTE,
            privacy_consent: true,
          },
        },
      },
      {
        as: 'anon',
        do: {
          rpc: 'join_waitlist',
          args: { _session_id: S.soldOut, _webinar_id: null, _name: MEGABYTE, _email: 'w@example.test', _seats: 1 },
        },
      },
      {
        as: 'customer',
        do: {
          rpc: 'change_participant',
          args: {
            _booking_item_id: UPCOMING_ITEM,
            _participant_index: 1,
            _first_name: MEGABYTE,
            _last_name: 'Ersatz',
            _email: 'mara.ersatz@example.test',
          },
        },
      },
    ],
    expect: [checkViolation, checkViolation, tooLong({ field: 'name' }, 100), tooLong({ field: 'first_name' }, 100)],
  },
  {
    name: 'length limits: a VAT id or postal code in the wrong format is refused by the table',
    setup: [OPEN],
    steps: [
      {
        as: 'customer',
        do: { update: 'profiles', match: { user_id: USERS.customer.id }, values: { vat_id: 'DE12345' } },
      },
      {
        as: 'customer',
        do: { update: 'profiles', match: { user_id: USERS.customer.id }, values: { vat_id: 'ATU12345678' } },
      },
      { as: 'admin', do: { update: 'settings', match: { id: 1 }, values: { vat_id: 'de123456789' } } },
      { as: 'anon', do: bookCart([line(S.open)], { ...GUEST, postal_code: '1011' }) },
    ],
    expect: [checkViolation, { outcome: 'allowed', rows: 1 }, checkViolation, checkViolation],
  },
];
