/** The rows a scenario setup writes, as plain column values: both drivers insert exactly these. */
import { berlinInstant } from '../../mocks/app/sql';
import { berlinDates } from '../../mocks/seed';
import type { SetAsideTable, Setup } from './model';

export type SetupWrite =
  | { insert: 'seminar_sessions' | 'webinars' | 'bookings'; values: Record<string, unknown> }
  | { update: 'seminars' | 'settings'; id: string | number; values: Record<string, unknown> }
  | { setAside: SetAsideTable };

export function setupWrite(setup: Setup): SetupWrite {
  const dates = berlinDates(new Date());
  if ('setAside' in setup) return { setAside: setup.setAside };
  if ('booking' in setup) {
    const b = setup.booking;
    return {
      insert: 'bookings',
      values: {
        id: b.id,
        booking_number: b.number,
        customer_email: b.customer?.email ?? 'zahlen@example.test',
        customer_first_name: b.customer?.firstName ?? 'Zahl',
        customer_last_name: b.customer?.lastName ?? 'Probe',
        ...(b.customer?.company ? { customer_type: 'company', company_name: b.customer.company } : {}),
        billing_street: 'Musterweg 1',
        billing_postal_code: '10115',
        billing_city: 'Berlin',
        payment_method: 'invoice',
        status: b.status,
        net_cents: b.netCents,
        vat_cents: b.vatCents,
        gross_cents: b.netCents + b.vatCents,
        refund_cents: b.refundCents ?? null,
        created_at: new Date(berlinInstant(b.createdDate, b.createdTime)).toISOString(),
      },
    };
  }
  if ('settings' in setup) return { update: 'settings', id: 1, values: { ...setup.settings } };
  if ('seminarDiscounts' in setup) {
    const { id, ...values } = setup.seminarDiscounts;
    return { update: 'seminars', id, values };
  }
  if ('seminarPrice' in setup) {
    return { update: 'seminars', id: setup.seminarPrice.id, values: { price_net_cents: setup.seminarPrice.cents } };
  }
  if ('webinar' in setup) {
    const w = setup.webinar;
    return {
      insert: 'webinars',
      values: {
        id: w.id,
        slug: `vertrag-${w.id.slice(-4)}`,
        title: 'Vertragstest-Webinar',
        category: 'seo',
        summary: 'Test',
        description: 'Test',
        starts_at:
          w.startsInMinutes === undefined
            ? dates.instant(w.dayOffset, '18:00')
            : new Date(Date.now() + w.startsInMinutes * 60_000).toISOString(),
        duration_minutes: 60,
        price_net_cents: w.priceCents,
        capacity: w.capacity,
        seats_booked: w.seatsBooked ?? 0,
        status: w.status ?? 'scheduled',
        published: true,
      },
    };
  }
  const s = setup.session;
  const date = dates.date(s.dayOffset);
  return {
    insert: 'seminar_sessions',
    values: {
      id: s.id,
      seminar_id: s.seminarId,
      location_id: s.locationId,
      start_date: date,
      end_date: date,
      capacity: s.capacity,
      seats_booked: s.seatsBooked ?? 0,
      status: s.status ?? 'scheduled',
    },
  };
}
