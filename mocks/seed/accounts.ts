import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { AppRole, ProfileRow, SeedUser, UserRoleRow } from './types';

/** The demo logins shown on the login page in demo mode (docs/architecture.md). */
export const DEMO_ADMIN = { id: seedId('user', 1), email: 'admin@akademie.test', password: 'admin123' } as const;
export const DEMO_CUSTOMER = { id: seedId('user', 2), email: 'kunde@akademie.test', password: 'kunde123' } as const;

/**
 * Other customers with an account: they book now and then in the history (history.ts). Their password is the demo
 * customer's, though the login page names only DEMO_CUSTOMER.
 */
export const CUSTOMER_ACCOUNTS = [
  { n: 3, first_name: 'Moritz', last_name: 'Engel', city: 'Berlin', street: 'Dunckerstraße 17', postal_code: '10437' },
  {
    n: 4,
    first_name: 'Miriam',
    last_name: 'Schulz',
    city: 'Hamburg',
    street: 'Hoheluftchaussee 58',
    postal_code: '20253',
  },
  {
    n: 5,
    first_name: 'Florian',
    last_name: 'Seidel',
    city: 'München',
    street: 'Türkenstraße 31',
    postal_code: '80799',
  },
  { n: 6, first_name: 'Ayşe', last_name: 'Kaya', city: 'Köln', street: 'Körnerstraße 12', postal_code: '50823' },
  {
    n: 7,
    first_name: 'Henrik',
    last_name: 'Vogt',
    city: 'Stuttgart',
    street: 'Reinsburgstraße 96',
    postal_code: '70197',
  },
].map((a) => ({
  ...a,
  id: seedId('user', a.n),
  email: `${a.first_name.toLowerCase().replace('ş', 's')}.${a.last_name.toLowerCase()}@example.com`,
}));

interface AccountData {
  id: string;
  email: string;
  password: string;
  roles: AppRole[];
  profile: Omit<ProfileRow, 'user_id' | 'email' | 'created_at' | 'updated_at'>;
  createdDayOffset: number;
}

const ACCOUNTS: AccountData[] = [
  {
    ...DEMO_ADMIN,
    roles: ['admin'],
    createdDayOffset: -400,
    profile: {
      first_name: 'Sabine',
      last_name: 'Krüger',
      company: 'Digitalakademie Deutschland',
      phone: '+49 30 1234567-10',
      street: 'Chausseestraße 86',
      postal_code: '10115',
      city: 'Berlin',
      country: 'DE',
      vat_id: null,
      newsletter: false,
      booking_reminders: true,
    },
  },
  {
    ...DEMO_CUSTOMER,
    roles: ['customer'],
    createdDayOffset: -90,
    profile: {
      first_name: 'Katharina',
      last_name: 'Neumann',
      company: 'Neumann Kommunikation GmbH',
      phone: '+49 221 9876543',
      street: 'Venloer Straße 241',
      postal_code: '50823',
      city: 'Köln',
      country: 'DE',
      vat_id: 'DE123456789',
      newsletter: true,
      booking_reminders: true,
    },
  },
  ...CUSTOMER_ACCOUNTS.map((a, i): AccountData => ({
    id: a.id,
    email: a.email,
    password: DEMO_CUSTOMER.password,
    roles: ['customer'],
    createdDayOffset: -398 + i * 2,
    profile: {
      first_name: a.first_name,
      last_name: a.last_name,
      company: null,
      phone: null,
      street: a.street,
      postal_code: a.postal_code,
      city: a.city,
      country: 'DE',
      vat_id: null,
      newsletter: i % 2 === 0,
      booking_reminders: true,
    },
  })),
];

export function buildUsers(dates: SeedDates): SeedUser[] {
  return ACCOUNTS.map((a) => ({
    id: a.id,
    email: a.email,
    password: a.password,
    user_metadata: { first_name: a.profile.first_name ?? '', last_name: a.profile.last_name ?? '' },
    created_at: dates.instant(a.createdDayOffset, '09:00'),
    email_confirmed_at: dates.instant(a.createdDayOffset, '09:05'),
  }));
}

export function buildProfiles(dates: SeedDates): ProfileRow[] {
  return ACCOUNTS.map((a) => ({
    user_id: a.id,
    email: a.email,
    ...a.profile,
    created_at: dates.instant(a.createdDayOffset, '09:00'),
    updated_at: dates.instant(a.createdDayOffset, '09:00'),
  }));
}

export function buildUserRoles(dates: SeedDates): UserRoleRow[] {
  return ACCOUNTS.flatMap((a, i) =>
    a.roles.map((role, j) => ({
      id: seedId('userRole', i * 10 + j + 1),
      user_id: a.id,
      role,
      created_at: dates.instant(a.createdDayOffset, '09:00'),
    })),
  );
}
