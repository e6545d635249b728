/** `locations`, `trainers` and `seminars` of the schema migration with their policies (rls migration). */
import type { TableDef } from '../db/schema';
import { CITY_SLUGS } from '../../src/config/paths';
import { raisingCatalogVersion } from './catalogVersion';
import { settlingMinimumGuarantees } from './guarantees';
import { adminWrites, check, col, orAdmin, rowTriggers, SLUG, textChecks } from './tableKit';

export const locations: TableDef = {
  columns: {
    id: col.uuidPk,
    city_slug: col.text(false),
    city_name: col.text(false),
    venue_name: col.text(false),
    street: col.text(false),
    postal_code: col.text(false),
    city: col.text(false),
    directions: col.text(),
    // Getting there and access, shown on the city pages and told by the chat assistant.
    public_transport: col.text(),
    parking: col.text(),
    step_free_access: col.bool(false),
    accessibility_notes: col.text(),
    created_at: col.now,
    updated_at: col.now,
  },
  primaryKey: ['id'],
  checks: [
    check('locations_city_slug_check', 'city_slug', (v: string) => (CITY_SLUGS as readonly string[]).includes(v)),
    check('locations_postal_code_check', 'postal_code', (v: string) => /^[0-9]{5}$/.test(v)),
    ...textChecks('locations', { street: 'street', city: 'city' }),
  ],
  policies: [
    // Admins manage the venues.
    ...adminWrites,
    // Venues are public catalogue data (admins included).
    { name: 'public_read', command: 'select', roles: ['anon', 'authenticated'], using: () => true },
  ],
  triggers: raisingCatalogVersion(rowTriggers({ updatedAt: true })),
};

export const trainers: TableDef = {
  columns: {
    id: col.uuidPk,
    slug: col.text(false),
    name: col.text(false),
    title: col.text(false),
    bio: col.text(false),
    photo_url: col.text(),
    topics: col.textArray,
    linkedin_url: col.text(),
    created_at: col.now,
    updated_at: col.now,
  },
  primaryKey: ['id'],
  unique: [{ columns: ['slug'] }],
  checks: [check('trainers_slug_check', 'slug', (v: string) => SLUG.test(v))],
  policies: [
    // Admins manage the trainers.
    ...adminWrites,
    // Trainer profiles are public catalogue data (admins included).
    { name: 'public_read', command: 'select', roles: ['anon', 'authenticated'], using: () => true },
  ],
  triggers: raisingCatalogVersion(rowTriggers({ updatedAt: true })),
};

export const seminars: TableDef = {
  columns: {
    id: col.uuidPk,
    slug: col.text(false),
    title: col.text(false),
    category: col.enum(false),
    summary: col.text(false),
    description: col.text(false),
    // [{ "title": "Tag 1: …", "items": ["…", "…"] }]
    agenda: { type: 'jsonb', nullable: false, default: { value: [] } },
    goals: col.textArray,
    audience: col.textArray,
    duration_days: col.integer(false),
    duration_label: col.text(false),
    price_net_cents: col.integer(false),
    vat_rate: col.numeric(false, 19),
    // Prices (issue 17): own discounts; null takes the settings' default (docs/pricing.md).
    early_bird_percent: col.integer(),
    early_bird_days: col.integer(),
    group_discount_percent: col.integer(),
    group_min_participants: col.integer(),
    is_featured: col.bool(false),
    is_special: col.bool(false),
    published: col.bool(false),
    image_url: col.text(),
    created_at: col.now,
    updated_at: col.now,
    // The seminar's minimum participants per date; null takes the settings' default.
    min_participants: col.integer(),
  },
  primaryKey: ['id'],
  unique: [{ columns: ['slug'] }],
  checks: [
    check('seminars_min_participants_check', 'min_participants', (v: number) => v >= 1 && v <= 100),
    check('seminars_slug_check', 'slug', (v: string) => SLUG.test(v)),
    check('seminars_agenda_check', 'agenda', (v: unknown) => Array.isArray(v)),
    check('seminars_duration_days_check', 'duration_days', (v: number) => v >= 1 && v <= 10),
    check('seminars_price_net_cents_check', 'price_net_cents', (v: number) => v >= 0),
    check('seminars_vat_rate_check', 'vat_rate', (v: number) => v >= 0 && v <= 100),
    check('seminars_early_bird_percent_check', 'early_bird_percent', (v: number) => v >= 0 && v <= 50),
    check('seminars_early_bird_days_check', 'early_bird_days', (v: number) => v >= 1 && v <= 365),
    check('seminars_group_discount_percent_check', 'group_discount_percent', (v: number) => v >= 0 && v <= 50),
    check('seminars_group_min_participants_check', 'group_min_participants', (v: number) => v >= 2 && v <= 10),
  ],
  policies: [
    // Admins manage seminars, including unpublished drafts.
    ...adminWrites,
    // Everyone sees published seminars; drafts only admins.
    {
      name: 'published_or_admin_read',
      command: 'select',
      roles: ['anon', 'authenticated'],
      using: orAdmin((row) => row.published === true),
    },
  ],
  triggers: raisingCatalogVersion(
    settlingMinimumGuarantees('seminars', rowTriggers({ enums: { category: 'seminar_category' }, updatedAt: true })),
  ),
};
