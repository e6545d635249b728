import { DEMO_CUSTOMER } from './accounts';
import type { SeedDates } from './dates';
import { seedId } from './ids';
import { buildLocations, locationId } from './locations';
import { seminarBySlug } from './seminars';
import { sessionData, sessionId } from './sessions';
import type { BookingItemRow, BookingRow } from './types';
import { vatShares } from '../../src/lib/pricing';
import { webinarData, webinarId } from './webinars';

type Participant = { first_name: string; last_name: string; email: string };
type Line = { session: number; participants: Participant[] } | { webinar: string; participants: Participant[] };

interface BookingData {
  n: number;
  customer: 'demo' | Omit<Customer, 'user_id'>;
  lines: Line[];
  payment: BookingRow['payment_method'];
  status: BookingRow['status'];
  createdDayOffset: number;
  paidDayOffset?: number;
  cancelledDayOffset?: number;
  needsFollowUp?: boolean;
  /** The demo customer booked this one privately (a consumer: the withdrawal button applies). */
  asConsumer?: boolean;
}

type Customer = Pick<
  BookingRow,
  | 'user_id'
  | 'customer_email'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'customer_phone'
  | 'customer_type'
  | 'company_name'
  | 'vat_id'
  | 'billing_street'
  | 'billing_postal_code'
  | 'billing_city'
  | 'billing_country'
>;

const KATHARINA: Participant = { first_name: 'Katharina', last_name: 'Neumann', email: DEMO_CUSTOMER.email };
const DEMO_BOOKER: Customer = {
  user_id: DEMO_CUSTOMER.id,
  customer_email: DEMO_CUSTOMER.email,
  customer_first_name: 'Katharina',
  customer_last_name: 'Neumann',
  customer_phone: '+49 221 9876543',
  customer_type: 'company',
  company_name: 'Neumann Kommunikation GmbH',
  vat_id: 'DE123456789',
  billing_street: 'Venloer Straße 241',
  billing_postal_code: '50823',
  billing_city: 'Köln',
  billing_country: 'DE',
};

/** The demo customer as a consumer: the same person and address, no company. */
const DEMO_CONSUMER: Customer = { ...DEMO_BOOKER, customer_type: 'private', company_name: null, vat_id: null };

/**
 * The demo customer has a past company booking, an upcoming private one (seminar for two plus a webinar, booked five
 * days ago, so a participant can be changed and the contract withdrawn) and a cancelled booking; guests'
 * bookings fill the admin screens (one of them on the cancelled session, flagged for follow-up).
 */
const BOOKINGS: BookingData[] = [
  {
    n: 1,
    customer: 'demo',
    lines: [{ session: 1, participants: [KATHARINA] }],
    payment: 'invoice',
    status: 'paid',
    createdDayOffset: -80,
    paidDayOffset: -70,
  },
  {
    n: 2,
    customer: 'demo',
    lines: [
      {
        session: 35,
        participants: [
          KATHARINA,
          { first_name: 'Jonas', last_name: 'Albrecht', email: 'jonas.albrecht@neumann-kommunikation.test' },
        ],
      },
      { webinar: 'ga4-reporting-kompakt', participants: [KATHARINA] },
    ],
    payment: 'invoice',
    status: 'confirmed',
    createdDayOffset: -5,
    asConsumer: true,
  },
  {
    n: 3,
    customer: 'demo',
    lines: [{ session: 17, participants: [KATHARINA] }],
    payment: 'online',
    status: 'cancelled',
    createdDayOffset: -20,
    cancelledDayOffset: -10,
  },
  {
    n: 4,
    customer: {
      customer_email: 'm.schneider@schneider-logistik.test',
      customer_first_name: 'Martin',
      customer_last_name: 'Schneider',
      customer_phone: '+49 69 5554321',
      customer_type: 'company',
      company_name: 'Schneider Logistik GmbH',
      vat_id: 'DE287654321',
      billing_street: 'Hanauer Landstraße 180',
      billing_postal_code: '60314',
      billing_city: 'Frankfurt am Main',
      billing_country: 'DE',
    },
    lines: [
      {
        session: 40,
        participants: [
          { first_name: 'Martin', last_name: 'Schneider', email: 'm.schneider@schneider-logistik.test' },
          { first_name: 'Petra', last_name: 'Lang', email: 'p.lang@schneider-logistik.test' },
          { first_name: 'Ömer', last_name: 'Demir', email: 'o.demir@schneider-logistik.test' },
        ],
      },
    ],
    payment: 'invoice',
    status: 'pending',
    createdDayOffset: -3,
  },
  {
    n: 5,
    customer: {
      customer_email: 'lisa.hartmann@example.test',
      customer_first_name: 'Lisa',
      customer_last_name: 'Hartmann',
      customer_phone: null,
      customer_type: 'private',
      company_name: null,
      vat_id: null,
      billing_street: 'Bergmannstraße 9',
      billing_postal_code: '10961',
      billing_city: 'Berlin',
      billing_country: 'DE',
    },
    lines: [
      {
        session: 47,
        participants: [{ first_name: 'Lisa', last_name: 'Hartmann', email: 'lisa.hartmann@example.test' }],
      },
    ],
    payment: 'online',
    status: 'paid',
    createdDayOffset: -12,
    paidDayOffset: -12,
  },
  {
    n: 6,
    customer: {
      customer_email: 'einkauf@baeckerei-vogel.test',
      customer_first_name: 'Frank',
      customer_last_name: 'Vogel',
      customer_phone: '+49 221 3334455',
      customer_type: 'company',
      company_name: 'Bäckerei Vogel OHG',
      vat_id: null,
      billing_street: 'Neusser Straße 77',
      billing_postal_code: '50670',
      billing_city: 'Köln',
      billing_country: 'DE',
    },
    lines: [
      {
        session: 10,
        participants: [
          { first_name: 'Frank', last_name: 'Vogel', email: 'einkauf@baeckerei-vogel.test' },
          { first_name: 'Sophie', last_name: 'Vogel', email: 'sophie@baeckerei-vogel.test' },
        ],
      },
    ],
    payment: 'invoice',
    status: 'confirmed',
    createdDayOffset: -30,
    needsFollowUp: true,
  },
  {
    n: 7,
    customer: {
      customer_email: 'tobias.wolf@example.test',
      customer_first_name: 'Tobias',
      customer_last_name: 'Wolf',
      customer_phone: '+49 711 2223344',
      customer_type: 'private',
      company_name: null,
      vat_id: null,
      billing_street: 'Tübinger Straße 43',
      billing_postal_code: '70178',
      billing_city: 'Stuttgart',
      billing_country: 'DE',
    },
    lines: [
      { session: 30, participants: [{ first_name: 'Tobias', last_name: 'Wolf', email: 'tobias.wolf@example.test' }] },
    ],
    payment: 'online',
    status: 'paid',
    createdDayOffset: -50,
    paidDayOffset: -50,
  },
];

/** The booking's lines with their shares of the VAT, per rate on the net sum (the rule of book_cart). */
function bookingItems(dates: SeedDates, booking: BookingData): BookingItemRow[] {
  const lines = linesAtListPrice(dates, booking);
  const shares = vatShares(lines.map((line) => ({ netCents: line.line_net_cents, vatRate: line.vat_rate })));
  return lines.map((line, i) => ({ ...line, line_vat_cents: shares[i]! }));
}

function linesAtListPrice(dates: SeedDates, booking: BookingData): Array<Omit<BookingItemRow, 'line_vat_cents'>> {
  const venues = buildLocations(dates);
  return booking.lines.map((line, i) => {
    const base = {
      id: seedId('bookingItem', booking.n * 10 + i + 1),
      booking_id: seedId('booking', booking.n),
      quantity: line.participants.length,
      vat_rate: 19,
      participants: line.participants.map((p) => ({ ...p })),
      created_at: dates.instant(booking.createdDayOffset, '10:00'),
      // Prices: the seed's bookings were made at list price.
      early_bird_percent: 0,
      early_bird_cents: 0,
      group_discount_percent: 0,
      group_discount_cents: 0,
    };
    if ('session' in line) {
      const session = sessionData(line.session);
      const seminar = seminarBySlug(session.slug);
      const venue = venues.find((v) => v.id === locationId(session.city));
      const unit = seminar.data.euros * 100;
      const net = unit * line.participants.length;
      return {
        ...base,
        session_id: sessionId(line.session),
        webinar_id: null,
        title: seminar.data.title,
        location_name: `${venue?.venue_name ?? ''}, ${venue?.city_name ?? ''}`,
        start_date: dates.courseDate(session.dayOffset, seminar.data.days, 0),
        start_time: '09:00:00',
        starts_at: dates.courseInstant(session.dayOffset, seminar.data.days, '09:00'),
        unit_net_cents: unit,
        line_net_cents: net,
      };
    }
    const webinar = webinarData(line.webinar);
    const unit = webinar.euros * 100;
    const net = unit * line.participants.length;
    return {
      ...base,
      session_id: null,
      webinar_id: webinarId(line.webinar),
      title: webinar.title,
      location_name: 'Online',
      start_date: dates.courseDate(webinar.dayOffset, 1, 0),
      start_time: `${webinar.time}:00`,
      starts_at: dates.courseInstant(webinar.dayOffset, 1, webinar.time),
      unit_net_cents: unit,
      line_net_cents: net,
    };
  });
}

export function buildBookingsAndItems(dates: SeedDates): { bookings: BookingRow[]; items: BookingItemRow[] } {
  const bookings: BookingRow[] = [];
  const items: BookingItemRow[] = [];
  for (const data of BOOKINGS) {
    const lines = bookingItems(dates, data);
    const net = lines.reduce((sum, l) => sum + l.line_net_cents, 0);
    const vat = lines.reduce((sum, l) => sum + l.line_vat_cents, 0);
    const demo = data.asConsumer ? DEMO_CONSUMER : DEMO_BOOKER;
    const customer: Customer = data.customer === 'demo' ? demo : { ...data.customer, user_id: null };
    bookings.push({
      id: seedId('booking', data.n),
      booking_number: `DA-${dates.year(data.createdDayOffset)}-${String(data.n).padStart(6, '0')}`,
      ...customer,
      payment_method: data.payment,
      status: data.status,
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
      vat_rate: 19,
      needs_follow_up: data.needsFollowUp ?? false,
      cancelled_at: data.cancelledDayOffset === undefined ? null : dates.instant(data.cancelledDayOffset, '15:30'),
      paid_at: data.paidDayOffset === undefined ? null : dates.instant(data.paidDayOffset, '11:00'),
      // Seed bookings are binding (no running hold).
      hold_expires_at: null,
      email_confirmed_at: null,
      expired_at: null,
      refund_cents: null,
      created_at: dates.instant(data.createdDayOffset, '10:00'),
      updated_at: dates.instant(data.cancelledDayOffset ?? data.paidDayOffset ?? data.createdDayOffset, '15:30'),
    });
    items.push(...lines);
  }
  return { bookings, items };
}

/** The booking_number_seq value after the seed: new bookings continue from here. */
export const SEED_BOOKING_COUNT = BOOKINGS.length;
