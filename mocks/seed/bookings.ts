import { DEMO_CUSTOMER } from './accounts';
import type { SeedDates } from './dates';
import { seedId } from './ids';
import { buildLocations, CITY_REGION, locationId, WEBINAR_REGION } from './locations';
import { seminarBySlug, seminarPriceCents } from './seminars';
import { sessionData, sessionId } from './sessions';
import type { BookingItemRow, BookingRow, LocationRow } from './types';
import { vatShares } from '../../src/lib/pricing';
import { webinarData, webinarId, webinarPriceCents } from './webinars';
import { generateHistory } from './history';
import { bookingCode } from './people';

export type Participant = { first_name: string; last_name: string; email: string };
export type Line = { session: number; participants: Participant[] } | { webinar: string; participants: Participant[] };

export interface BookingData {
  n: number;
  /** 'demo': the demo customer; otherwise a guest or company (user_id null) or another customer account. */
  customer: 'demo' | Omit<Customer, 'user_id'> | Customer;
  lines: Line[];
  payment: BookingRow['payment_method'];
  status: BookingRow['status'];
  createdDayOffset: number;
  paidDayOffset?: number;
  cancelledDayOffset?: number;
  needsFollowUp?: boolean;
  /** The demo customer booked this one privately (a consumer: the withdrawal button applies). */
  asConsumer?: boolean;
  /** Berlin time the booking was made ('HH:MM'; the named ones at 10:00), so the history's order is clear. */
  createdTime?: string;
  /** An online booking left unpaid: its hold ran out this many minutes after it was made. */
  expiredAfterMinutes?: number;
  /** Money paid back after a cancellation (cents). */
  refunded?: boolean;
}

export type Customer = Pick<
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
export const NAMED_BOOKINGS: BookingData[] = [
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
function bookingItems(dates: SeedDates, booking: BookingData, venues: LocationRow[]): BookingItemRow[] {
  const lines = linesAtListPrice(dates, booking, venues);
  const shares = vatShares(lines.map((line) => ({ netCents: line.line_net_cents, vatRate: line.vat_rate })));
  return lines.map((line, i) => ({ ...line, line_vat_cents: shares[i]! }));
}

function linesAtListPrice(
  dates: SeedDates,
  booking: BookingData,
  venues: LocationRow[],
): Array<Omit<BookingItemRow, 'line_vat_cents'>> {
  return booking.lines.map((line, i) => {
    const base = {
      id: seedId('bookingItem', booking.n * 10 + i + 1),
      booking_id: seedId('booking', booking.n),
      quantity: line.participants.length,
      vat_rate: 19,
      participants: line.participants.map((p) => ({ ...p })),
      created_at: dates.instant(booking.createdDayOffset, booking.createdTime ?? '10:00'),
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
      const region = CITY_REGION[session.city];
      const unit = seminarPriceCents(session.slug);
      const net = unit * line.participants.length;
      return {
        ...base,
        session_id: sessionId(line.session),
        webinar_id: null,
        title: seminar.data.title,
        location_name: `${venue?.venue_name ?? ''}, ${venue?.city_name ?? ''}`,
        start_date: dates.courseDate(session.dayOffset, seminar.data.days, 0, region),
        start_time: '09:00:00',
        starts_at: dates.courseInstant(session.dayOffset, seminar.data.days, '09:00', region),
        unit_net_cents: unit,
        line_net_cents: net,
      };
    }
    const webinar = webinarData(line.webinar);
    const unit = webinarPriceCents(line.webinar);
    const net = unit * line.participants.length;
    return {
      ...base,
      session_id: null,
      webinar_id: webinarId(line.webinar),
      title: webinar.title,
      location_name: 'Online',
      start_date: dates.courseDate(webinar.dayOffset, 1, 0, WEBINAR_REGION),
      start_time: `${webinar.time}:00`,
      starts_at: dates.courseInstant(webinar.dayOffset, 1, webinar.time, WEBINAR_REGION),
      unit_net_cents: unit,
      line_net_cents: net,
    };
  });
}

export function buildBookingsAndItems(dates: SeedDates): { bookings: BookingRow[]; items: BookingItemRow[] } {
  const bookings: BookingRow[] = [];
  const items: BookingItemRow[] = [];
  const venues = buildLocations(dates);
  for (const data of SEED_BOOKINGS) {
    const lines = bookingItems(dates, data, venues);
    const net = lines.reduce((sum, l) => sum + l.line_net_cents, 0);
    const vat = lines.reduce((sum, l) => sum + l.line_vat_cents, 0);
    const demo = data.asConsumer ? DEMO_CONSUMER : DEMO_BOOKER;
    const customer: Customer = data.customer === 'demo' ? demo : { user_id: null, ...data.customer };
    const times = bookingTimes(data);
    const expiredAt =
      data.expiredAfterMinutes === undefined
        ? null
        : dates.instant(data.createdDayOffset, afterMinutes(times.created, data.expiredAfterMinutes));
    const cancelledAt =
      data.cancelledDayOffset === undefined ? null : dates.instant(data.cancelledDayOffset, times.cancelled);
    const paidAt = data.paidDayOffset === undefined ? null : dates.instant(data.paidDayOffset, times.paid);
    bookings.push({
      id: seedId('booking', data.n),
      // The random format of private.new_booking_number(), drawn from the seed's PRNG so it stays the same.
      booking_number: `DA-${dates.year(data.createdDayOffset)}-${bookingCode(data.n)}`,
      ...customer,
      payment_method: data.payment,
      status: data.status,
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
      vat_rate: 19,
      needs_follow_up: data.needsFollowUp ?? false,
      cancelled_at: cancelledAt,
      paid_at: paidAt,
      // Seed bookings are binding (no running hold).
      hold_expires_at: expiredAt,
      email_confirmed_at: null,
      expired_at: expiredAt,
      refund_cents: data.refunded ? net + vat : null,
      paid_cents: null,
      // Invoices (docs/invoices.md): no order number / Leitweg-ID in the demo bookings.
      buyer_reference: null,
      created_at: dates.instant(data.createdDayOffset, times.created),
      updated_at:
        expiredAt ??
        cancelledAt ??
        (data.createdTime ? (paidAt ?? dates.instant(data.createdDayOffset, times.created)) : null) ??
        dates.instant(data.paidDayOffset ?? data.createdDayOffset, '15:30'),
    });
    items.push(...lines);
  }
  return { bookings, items };
}

/** 'HH:MM' that many minutes after `time`. */
function afterMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Berlin times of a booking's events: the named bookings' as they always were (made 10:00, paid 11:00, cancelled
 * 15:30); the history's made at its own time, paid online a few minutes later (on invoice at 11:00 another day) and
 * cancelled in the evening (history bookings are made by 19:00).
 */
export function bookingTimes(data: BookingData): { created: string; paid: string; cancelled: string } {
  if (!data.createdTime) return { created: '10:00', paid: '11:00', cancelled: '15:30' };
  const paidRightAway = data.paidDayOffset === data.createdDayOffset;
  return {
    created: data.createdTime,
    paid: paidRightAway ? afterMinutes(data.createdTime, 4) : '11:00',
    cancelled: '20:15',
  };
}

/** Seats each date's pending, confirmed and paid seed bookings hold, by session or webinar id: its seats_booked. */
export function seatsHeldBySeed(): Map<string, number> {
  const held = new Map<string, number>();
  for (const booking of SEED_BOOKINGS) {
    if (!['pending', 'confirmed', 'paid'].includes(booking.status)) continue;
    for (const line of booking.lines) {
      const id = 'session' in line ? sessionId(line.session) : webinarId(line.webinar);
      held.set(id, (held.get(id) ?? 0) + line.participants.length);
    }
  }
  return held;
}

const HISTORY = generateHistory(NAMED_BOOKINGS);
/** The named bookings above and a year of generated history (history.ts). */
export const SEED_BOOKINGS: BookingData[] = [...NAMED_BOOKINGS, ...HISTORY.bookings];
/** Substitute participants and withdrawals of the history (participant_changes, booking_withdrawals). */
export const SEED_SUBSTITUTIONS = HISTORY.substitutions;
export const SEED_WITHDRAWALS = HISTORY.withdrawals;

/** How many bookings the seed holds (booking_number_seq is set to it; numbers themselves are random). */
export const SEED_BOOKING_COUNT = SEED_BOOKINGS.length;
