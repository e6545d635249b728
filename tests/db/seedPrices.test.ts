/**
 * Seed prices on PostgreSQL (docs/pricing.md, issue 29): for every seminar and webinar the database loaded, one seat's
 * gross as book_cart computes it (net + private.line_vat_shares on the net) is exactly the round gross figure the seed
 * sets (mocks/seed `grossEuros`).
 */
import { buildSeed } from '../../mocks/seed';
import { seminarBySlug } from '../../mocks/seed/seminars';
import { webinarData } from '../../mocks/seed/webinars';
import { asSuperuser, closePool } from './client';

afterAll(closePool);

interface PriceRow {
  kind: 'seminar' | 'webinar';
  slug: string;
  net: number;
  gross: number;
}

const SQL = `
  select kind, slug, net,
         net + (select sum(v)::int from unnest(private.line_vat_shares(array[net], array[rate])) as v) as gross
  from (
    select 'seminar' as kind, slug, price_net_cents as net, vat_rate as rate from public.seminars where id = any($1)
    union all
    select 'webinar', slug, price_net_cents, vat_rate from public.webinars where id = any($1)
  ) prices
  order by kind, slug`;

describe('seed prices in PostgreSQL', () => {
  it('one seat of every seminar and webinar costs exactly the round gross the seed sets', async () => {
    // The seed's rows only: other test files add seminars and webinars of their own meanwhile.
    const seed = buildSeed(new Date());
    const ids = [...seed.seminars, ...seed.webinars].map((row) => row.id);
    const { rows } = await asSuperuser().query<PriceRow>(SQL, [ids]);
    expect(rows).toHaveLength(ids.length);
    const seedGross = (row: PriceRow) =>
      100 * (row.kind === 'seminar' ? seminarBySlug(row.slug).data.grossEuros : webinarData(row.slug).grossEuros);
    expect(rows.map((row) => ({ ...row, gross: Number(row.gross) }))).toEqual(
      rows.map((row) => ({ ...row, gross: seedGross(row) })),
    );
  });
});
