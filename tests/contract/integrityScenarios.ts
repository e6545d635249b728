/** Integrity rules both backends enforce the same way: profiles.email mirrors the auth record (no impersonation). */
import { USERS } from './fixtures';
import type { Outcome, Scenario } from './model';

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
];
