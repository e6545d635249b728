/** The generated seed loads into the real schema with the demo data the app and the mock expect. */
import { getHolidays, type Region } from 'feiertagejs';
import { buildSeed, SEED_BOOKING_COUNT } from '../../mocks/seed';
import { CITY_REGION, type CitySlug, WEBINAR_REGION } from '../../mocks/seed/locations';
import { asSuperuser, closePool } from './client';
import { ADMIN, as, CUSTOMER, expectSeatInvariant } from './fixtures';

afterAll(closePool);

async function count(sql: string): Promise<number> {
  const { rows } = await asSuperuser().query(sql);
  return Number((rows[0] as { n: string }).n);
}

describe('seed', () => {
  it('has the six cities, one venue each', async () => {
    const { rows } = await asSuperuser().query('select city_slug from public.locations order by city_slug');
    expect(rows.map((r) => (r as { city_slug: string }).city_slug)).toEqual([
      'berlin',
      'frankfurt',
      'hamburg',
      'koeln',
      'muenchen',
      'stuttgart',
    ]);
  });

  it('has at least 14 published seminars including the special ki-coding-lovable', async () => {
    expect(await count('select count(*) as n from public.seminars where published')).toBeGreaterThanOrEqual(14);
    const { rows } = await asSuperuser().query(
      "select title, is_special from public.seminars where slug = 'ki-coding-lovable'",
    );
    expect(rows[0]).toMatchObject({ is_special: true });
  });

  it('has at least 6 trainers and 6 webinars, some under the second brand', async () => {
    expect(await count('select count(*) as n from public.trainers')).toBeGreaterThanOrEqual(6);
    expect(await count('select count(*) as n from public.webinars')).toBeGreaterThanOrEqual(6);
    expect(
      await count(
        "select count(*) as n from public.webinars where brand = 'KI-Werkstatt Live' and title like 'KI-Werkstatt Live%'",
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('has the two demo users with their roles and profiles', async () => {
    const { rows } = await asSuperuser().query(
      `select u.email, array_agg(r.role::text order by r.role) as roles, p.first_name
       from auth.users u join public.user_roles r on r.user_id = u.id join public.profiles p on p.user_id = u.id
       where u.id = any($1) group by u.email, p.first_name order by u.email`,
      [[ADMIN.id, CUSTOMER.id]],
    );
    expect(rows).toEqual([
      { email: 'admin@akademie.test', roles: ['admin'], first_name: 'Sabine' },
      { email: 'kunde@akademie.test', roles: ['customer'], first_name: 'Katharina' },
    ]);
  });

  it('stores bcrypt hashes of the demo passwords', async () => {
    const { rows } = await asSuperuser().query(
      `select email, encrypted_password = extensions.crypt(case email when 'admin@akademie.test' then 'admin123'
         else 'kunde123' end, encrypted_password) as matches
       from auth.users where id = any($1) order by email`,
      [[ADMIN.id, CUSTOMER.id]],
    );
    expect(rows).toEqual([
      { email: 'admin@akademie.test', matches: true },
      { email: 'kunde@akademie.test', matches: true },
    ]);
  });

  it('shows every session state: exactly one sold out, one cancelled, nearly sold out and past dates', async () => {
    // Only the seeded sessions (other test files add their own).
    const upcoming = "id::text like 'a4000000-%' and start_date >= current_date and status = 'scheduled'";
    expect(
      await count(`select count(*) as n from public.seminar_sessions where ${upcoming} and seats_booked = capacity`),
    ).toBe(1);
    expect(
      await count(
        "select count(*) as n from public.seminar_sessions where id::text like 'a4000000-%' and status = 'cancelled'",
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from public.seminar_sessions where ${upcoming} and capacity - seats_booked between 1 and 3`,
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        "select count(*) as n from public.seminar_sessions where id::text like 'a4000000-%' and start_date < current_date",
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it("stores every seed booking's VAT per rate on the net sum, and the lines' shares add up to it", async () => {
    const { rows } = await asSuperuser().query(
      `with per_rate as (
         select b.id, b.vat_cents, round(sum(bi.line_net_cents) * bi.vat_rate / 100) as rate_vat,
                sum(bi.line_vat_cents) as shares
         from public.bookings b join public.booking_items bi on bi.booking_id = b.id
         where b.id::text like 'a7000000-%'
         group by b.id, b.vat_cents, bi.vat_rate)
       select count(distinct id)::integer as bookings,
              count(*) filter (where rate_vat <> shares)::integer as rates_off,
              count(distinct id) filter (where vat_cents <> (select sum(p.rate_vat) from per_rate p
                                                              where p.id = per_rate.id))::integer as totals_off
       from per_rate`,
    );
    expect(rows[0]).toEqual({ bookings: SEED_BOOKING_COUNT, rates_off: 0, totals_off: 0 });
  });

  it('gives the demo customer a past, an upcoming and a cancelled booking with consistent totals', async () => {
    const { rows } = await asSuperuser().query(
      `select b.status, min(bi.start_date) < current_date as past,
              b.net_cents = sum(bi.line_net_cents) and b.vat_cents = sum(bi.line_vat_cents) as totals_ok
       from public.bookings b join public.booking_items bi on bi.booking_id = b.id
       where b.user_id = $1 and b.id::text like 'a7000000-%' -- the seed's own (other test files book too)
       group by b.id order by b.created_at`,
      [CUSTOMER.id],
    );
    expect(rows).toEqual([
      { status: 'paid', past: true, totals_ok: true },
      { status: 'cancelled', past: false, totals_ok: true },
      { status: 'confirmed', past: false, totals_ok: true },
    ]);
  });

  it("counts every seed date's booked seats from its bookings: seats_booked = seats of its pending, confirmed and paid bookings", async () => {
    const seed = buildSeed(new Date());
    const dateIds = [...seed.seminar_sessions.map((s) => s.id), ...seed.webinars.map((w) => w.id)];
    await expectSeatInvariant(dateIds);
    // And the data is not empty: most dates have bookings.
    expect(
      await count(
        "select count(*) as n from public.seminar_sessions where id::text like 'a4000000-%' and seats_booked > 0",
      ),
    ).toBeGreaterThan(40);
  });

  it('lists as many participants to the admin as a seed date shows booked ("Gebucht 12" lists twelve people)', async () => {
    const { rows } = await asSuperuser().query(
      "select id, seats_booked from public.seminar_sessions where id::text like 'a4000000-%' order by id",
    );
    const sessions = rows as Array<{ id: string; seats_booked: number }>;
    expect(sessions.length).toBeGreaterThan(60);
    const mismatches: string[] = [];
    for (const session of sessions) {
      const list = await as(ADMIN).rpc<unknown[]>('admin_session_participants', { _session_id: session.id });
      if (list.length !== session.seats_booked)
        mismatches.push(`${session.id}: ${session.seats_booked} booked, ${list.length} listed`);
    }
    expect(mismatches).toEqual([]);
  });

  it("puts no seed date on a weekend, a public holiday of its venue's state or 24.–26.12./31.12./1.1. (loaded today)", async () => {
    const { rows } = await asSuperuser().query(
      `select d.day::text as day, l.city_slug
       from public.seminar_sessions s join public.locations l on l.id = s.location_id
       cross join lateral generate_series(s.start_date, s.end_date, interval '1 day') as d(day)
       where s.id::text like 'a4000000-%'
       union all
       select (w.starts_at at time zone 'Europe/Berlin')::date::text, null from public.webinars w
       where w.id::text like 'a5000000-%'`,
    );
    const days = rows as Array<{ day: string; city_slug: CitySlug | null }>;
    expect(days.length).toBeGreaterThan(80);
    const off = days.filter(({ day, city_slug }) => {
      const region = city_slug ? CITY_REGION[city_slug] : WEBINAR_REGION;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const holiday = getHolidays(Number(day.slice(0, 4)), region as Region).some(
        (h) => h.date.toISOString().slice(0, 10) === day,
      );
      return weekday === 0 || weekday === 6 || holiday || /-(12-2[456]|12-31|01-01)$/.test(day);
    });
    expect(off).toEqual([]);
  });

  it('holds a year of history: past dates with attendance, cancellations, withdrawals, substitutes and waiting lists', async () => {
    expect(
      await count("select count(*) as n from public.bookings where id::text like 'a7000000-%'"),
    ).toBeGreaterThanOrEqual(250);
    expect(
      await count(
        "select count(*) as n from public.seminar_sessions where id::text like 'a4000000-%' and start_date < current_date - 300",
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count("select count(*) as n from public.attendances where id::text like 'ac000000-%' and present"),
    ).toBeGreaterThan(150);
    expect(
      await count("select count(*) as n from public.attendances where id::text like 'ac000000-%' and not present"),
    ).toBeGreaterThan(0);
    for (const status of ['cancelled', 'expired', 'confirmed', 'paid', 'pending']) {
      expect(
        await count(
          `select count(*) as n from public.bookings where id::text like 'a7000000-%' and status = '${status}'`,
        ),
      ).toBeGreaterThan(0);
    }
    expect(
      await count("select count(*) as n from public.booking_withdrawals where id::text like 'ae000000-%'"),
    ).toBeGreaterThan(0);
    expect(
      await count("select count(*) as n from public.participant_changes where id::text like 'ad000000-%'"),
    ).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*) as n from public.bookings where id::text like 'a7000000-%' and booking_number !~ '^DA-[0-9]{4}-[A-HJKMNP-Z2-9]{8}$'",
      ),
    ).toBe(0);
  });
});
