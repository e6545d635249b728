/**
 * `seminar_sessions`, `webinars` and `webinar_access` of the schema migration with their policies, and the capacity
 * trigger `private.refuse_capacity_below_booked` (a named error instead of a bare check violation).
 */
import { now } from '../clock';
import { raiseException } from '../db/errors';
import type { PolicyContext, Row, TableDef, TableTriggers } from '../db/schema';
import { raisingCatalogVersionUnlessSeats } from './catalogVersion';
import { settlingMinimumGuarantees } from './guarantees';
import { offerFreedSeats } from './rpc/waitlistOffers';
import { adminWrites, check, col, orAdmin, rowTriggers, SLUG } from './tableKit';

/** `before insert or update of capacity`: fires on insert, and on update only when the capacity changes. */
const refuseCapacityBelowBooked: TableTriggers = {
  beforeInsert: (row) => refuseIfBelow(row),
  beforeUpdate: (next, previous) => (next.capacity !== previous.capacity ? refuseIfBelow(next) : next),
};

function refuseIfBelow(row: Row): Row {
  if (typeof row.capacity === 'number' && typeof row.seats_booked === 'number' && row.capacity < row.seats_booked) {
    raiseException('CAPACITY_BELOW_BOOKED', {
      details: JSON.stringify({ id: row.id, capacity: row.capacity, seats_booked: row.seats_booked }),
    });
  }
  return row;
}

/** `after update of capacity`: waiting list, a raised capacity frees seats, whoever raises it. */
function offerSeatsAfterCapacityRaised(kind: 'session' | 'webinar'): NonNullable<TableTriggers['afterUpdate']> {
  return (next, previous, ctx) => {
    if (Number(next.capacity) > Number(previous.capacity)) {
      const id = String(next.id);
      offerFreedSeats(ctx.db, kind === 'session' ? id : null, kind === 'webinar' ? id : null);
    }
  };
}

export const seminarSessions: TableDef = {
  columns: {
    id: col.uuidPk,
    seminar_id: col.uuid(false),
    location_id: col.uuid(false),
    trainer_id: col.uuid(),
    start_date: col.date(false),
    end_date: col.date(false),
    start_time: col.time(false, '09:00:00'),
    end_time: col.time(false, '17:00:00'),
    capacity: col.integer(false),
    seats_booked: { type: 'integer', nullable: false, default: { value: 0 } },
    status: col.enum(false, 'scheduled'),
    created_at: col.now,
    updated_at: col.now,
    // The date's own minimum participants (null: the seminar's or the default), and whether its binding seats have
    // reached it: „Durchführung garantiert“ (mocks/app/guarantees.ts).
    min_participants: col.integer(),
    guaranteed: col.bool(false),
  },
  primaryKey: ['id'],
  checks: [
    check('seminar_sessions_min_participants_check', 'min_participants', (v: number) => v >= 1 && v <= 100),
    check('seminar_sessions_capacity_check', 'capacity', (v: number) => v >= 0),
    check('seminar_sessions_seats_booked_check', 'seats_booked', (v: number) => v >= 0),
    { name: 'seminar_sessions_dates', check: (row) => String(row.end_date) >= String(row.start_date) },
    { name: 'seminar_sessions_seats', check: (row) => Number(row.seats_booked) <= Number(row.capacity) },
  ],
  foreignKeys: [
    { columns: ['seminar_id'], references: { table: 'seminars', columns: ['id'] }, onDelete: 'cascade' },
    { columns: ['location_id'], references: { table: 'locations', columns: ['id'] }, onDelete: 'restrict' },
    { columns: ['trainer_id'], references: { table: 'trainers', columns: ['id'] }, onDelete: 'set null' },
  ],
  policies: [
    // Admins manage sessions; capacity below seats_booked is refused by a trigger (CAPACITY_BELOW_BOOKED).
    ...adminWrites,
    // Everyone sees the dates (also cancelled ones, shown as such) of published seminars; admins every date.
    {
      name: 'published_or_admin_read',
      command: 'select',
      roles: ['anon', 'authenticated'],
      using: orAdmin((row, ctx) =>
        ctx.db.rows('seminars').some((s) => s.id === row.seminar_id && s.published === true),
      ),
    },
  ],
  triggers: raisingCatalogVersionUnlessSeats(
    settlingMinimumGuarantees(
      'seminar_sessions',
      rowTriggers({
        enums: { status: 'session_status' },
        times: ['start_time', 'end_time'],
        updatedAt: true,
        extra: { ...refuseCapacityBelowBooked, afterUpdate: offerSeatsAfterCapacityRaised('session') },
      }),
    ),
  ),
};

export const webinars: TableDef = {
  columns: {
    id: col.uuidPk,
    slug: col.text(false),
    title: col.text(false),
    brand: { type: 'text', nullable: false, default: { value: 'Digitalakademie Deutschland' } },
    category: col.enum(false),
    summary: col.text(false),
    description: col.text(false),
    starts_at: col.timestamptz(false),
    duration_minutes: col.integer(false),
    price_net_cents: col.integer(false),
    vat_rate: col.numeric(false, 19),
    capacity: col.integer(false),
    seats_booked: { type: 'integer', nullable: false, default: { value: 0 } },
    trainer_id: col.uuid(),
    published: col.bool(false),
    status: col.enum(false, 'scheduled'),
    image_url: col.text(),
    created_at: col.now,
    updated_at: col.now,
  },
  primaryKey: ['id'],
  unique: [{ columns: ['slug'] }],
  checks: [
    check('webinars_slug_check', 'slug', (v: string) => SLUG.test(v)),
    check('webinars_brand_check', 'brand', (v: string) =>
      ['Digitalakademie Deutschland', 'KI-Werkstatt Live'].includes(v),
    ),
    check('webinars_duration_minutes_check', 'duration_minutes', (v: number) => v > 0),
    check('webinars_price_net_cents_check', 'price_net_cents', (v: number) => v >= 0),
    check('webinars_vat_rate_check', 'vat_rate', (v: number) => v >= 0 && v <= 100),
    check('webinars_capacity_check', 'capacity', (v: number) => v >= 0),
    check('webinars_seats_booked_check', 'seats_booked', (v: number) => v >= 0),
    { name: 'webinars_seats', check: (row) => Number(row.seats_booked) <= Number(row.capacity) },
  ],
  foreignKeys: [{ columns: ['trainer_id'], references: { table: 'trainers', columns: ['id'] }, onDelete: 'set null' }],
  policies: [
    // Admins manage webinars, including unpublished drafts.
    ...adminWrites,
    // Everyone sees published webinars, admins drafts too; the join link is not in this table (see webinar_access).
    {
      name: 'published_or_admin_read',
      command: 'select',
      roles: ['anon', 'authenticated'],
      using: orAdmin((row) => row.published === true),
    },
  ],
  triggers: raisingCatalogVersionUnlessSeats(
    rowTriggers({
      enums: { category: 'seminar_category', status: 'session_status' },
      updatedAt: true,
      extra: { ...refuseCapacityBelowBooked, afterUpdate: offerSeatsAfterCapacityRaised('webinar') },
    }),
  ),
};

const HOUR_MS = 3_600_000;

/**
 * `public.has_webinar_access(_webinar_id)`: a confirmed or paid booking of the webinar by the caller, from one hour
 * before the start.
 */
export function hasWebinarAccess(ctx: Pick<PolicyContext, 'uid' | 'db'>, webinarId: unknown): boolean {
  if (ctx.uid === null) return false;
  const webinar = ctx.db.rows('webinars').find((w) => w.id === webinarId);
  if (!webinar || now() < Date.parse(String(webinar.starts_at)) - HOUR_MS) return false;
  const mine = new Set(
    ctx.db
      .rows('bookings')
      .filter((b) => b.user_id === ctx.uid && (b.status === 'confirmed' || b.status === 'paid'))
      .map((b) => b.id),
  );
  return ctx.db.rows('booking_items').some((item) => item.webinar_id === webinarId && mine.has(item.booking_id));
}

export const webinarAccess: TableDef = {
  columns: {
    webinar_id: { type: 'uuid' },
    join_url: col.text(false),
    updated_at: col.now,
  },
  primaryKey: ['webinar_id'],
  checks: [check('webinar_access_join_url_check', 'join_url', (v: string) => /^https:\/\//.test(v))],
  foreignKeys: [{ columns: ['webinar_id'], references: { table: 'webinars', columns: ['id'] }, onDelete: 'cascade' }],
  policies: [
    // Admins set the webinar join links.
    ...adminWrites,
    // The join link is released to users with a confirmed or paid booking of the webinar, from 1 hour before the start;
    // admins always see it.
    {
      name: 'bookers_or_admin_read',
      command: 'select',
      roles: ['authenticated'],
      using: orAdmin((row, ctx) => hasWebinarAccess(ctx, row.webinar_id)),
    },
  ],
  triggers: rowTriggers({ updatedAt: true }),
};
