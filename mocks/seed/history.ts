/**
 * A year of the academy's life, generated: bookings by guests, companies and customer accounts that fill every seed
 * date to its "seats to book" (sessions.ts, webinars.ts), plus cancellations, withdrawals, expired online bookings and
 * substitute participants along the way. Deterministic (a seeded PRNG) and free of dates: offsets from today only,
 * so the mock and seed.sql resolve them the same way (docs/demo-data.md).
 */
import { CUSTOMER_ACCOUNTS } from './accounts';
import type { BookingData, Customer, Line, Participant } from './bookings';
import type { CitySlug } from './locations';
import {
  addressIn,
  between,
  COMPANIES,
  FIRST_NAMES,
  LAST_NAMES,
  mailName,
  pick,
  type Random,
  seededRandom,
} from './people';
import { SESSION_DATA } from './sessions';
import { WEBINARS } from './webinars';

/** Where a history booking goes: a seminar session (by number) or a webinar (by slug). */
type Target =
  | { session: number; dayOffset: number; city: CitySlug; seats: number; cancelled: boolean }
  | { webinar: string; dayOffset: number; city: CitySlug; seats: number; cancelled: false };

const CITIES: readonly CitySlug[] = ['berlin', 'muenchen', 'hamburg', 'frankfurt', 'stuttgart', 'koeln'];

/** A substitute participant (Ersatzteilnehmer): the seat's person before the change; the line holds the new one. */
export interface Substitution {
  booking: number;
  participantIndex: number;
  previous: Participant;
  changedDayOffset: number;
}

/** Guest withdrawals (§ 356a BGB) of the history: the booking number and when the statement came. */
export interface Withdrawal {
  booking: number;
  receivedDayOffset: number;
}

export interface History {
  bookings: BookingData[];
  substitutions: Substitution[];
  withdrawals: Withdrawal[];
}

function person(random: Random, domain: string | null): Participant {
  const first_name = pick(random, FIRST_NAMES);
  const last_name = pick(random, LAST_NAMES);
  const email = domain
    ? `${mailName(first_name, last_name)}@${domain}`
    : `${mailName(first_name, last_name)}${between(random, 1, 99)}@example.com`;
  return { first_name, last_name, email };
}

interface Booker {
  customer: Customer;
  participants: (seats: number) => Participant[];
  company: boolean;
}

/** A private guest, a company's buyer or (sometimes) a customer with an account. */
function booker(random: Random, near: CitySlug): Booker {
  const roll = random();
  if (roll < 0.4) {
    const company = pick(
      random,
      COMPANIES.filter((c) => c.city === near || random() < 0.3),
    );
    const buyer = person(random, company.domain);
    return {
      company: true,
      customer: {
        user_id: null,
        customer_email: buyer.email,
        customer_first_name: buyer.first_name,
        customer_last_name: buyer.last_name,
        customer_phone: null,
        customer_type: 'company',
        company_name: company.name,
        vat_id: company.vatId,
        ...addressIn(random, company.city),
        billing_country: 'DE',
      },
      // The buyer often sends colleagues rather than going.
      participants: (seats) =>
        Array.from({ length: seats }, (_, i) => (i === 0 && random() < 0.5 ? buyer : person(random, company.domain))),
    };
  }
  if (roll < 0.5) {
    const account = pick(random, CUSTOMER_ACCOUNTS);
    const self = { first_name: account.first_name, last_name: account.last_name, email: account.email };
    return {
      company: false,
      customer: {
        user_id: account.id,
        customer_email: account.email,
        customer_first_name: account.first_name,
        customer_last_name: account.last_name,
        customer_phone: null,
        customer_type: 'private',
        company_name: null,
        vat_id: null,
        billing_street: account.street,
        billing_postal_code: account.postal_code,
        billing_city: account.city,
        billing_country: 'DE',
      },
      participants: (seats) => Array.from({ length: seats }, (_, i) => (i === 0 ? self : person(random, null))),
    };
  }
  const guest = person(random, null);
  const home = random() < 0.6 ? near : pick(random, CITIES);
  return {
    company: false,
    customer: {
      user_id: null,
      customer_email: guest.email,
      customer_first_name: guest.first_name,
      customer_last_name: guest.last_name,
      customer_phone: null,
      customer_type: 'private',
      company_name: null,
      vat_id: null,
      ...addressIn(random, home),
      billing_country: 'DE',
    },
    participants: (seats) => Array.from({ length: seats }, (_, i) => (i === 0 ? guest : person(random, null))),
  };
}

function targets(): Target[] {
  const sessions: Target[] = SESSION_DATA.map((s) => ({
    session: s.n,
    dayOffset: s.dayOffset,
    city: s.city,
    seats: s.seatsToBook,
    cancelled: s.cancelled,
  }));
  const webinars: Target[] = WEBINARS.map((w, i) => ({
    webinar: w.slug,
    dayOffset: w.dayOffset,
    city: CITIES[i % CITIES.length]!,
    seats: w.booked,
    cancelled: false,
  }));
  return [...sessions, ...webinars];
}

const lineFor = (target: Target, participants: Participant[]): Line =>
  'session' in target ? { session: target.session, participants } : { webinar: target.webinar, participants };

const sameTarget = (line: Line, target: Target) =>
  'session' in target
    ? 'session' in line && line.session === target.session
    : 'webinar' in line && line.webinar === target.webinar;

/**
 * A time of day between 07:00 and 18:59 (Berlin) for a booking made on `day`, unique per day and never 10:00 (the
 * named bookings' time), so the lists' newest-first order is the same in the mock and in PostgreSQL.
 */
function createdTimeOn(random: Random, day: number, taken: Set<string>): string {
  for (;;) {
    const minutes = 7 * 60 + between(random, 0, 12 * 60 - 1);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    if (time !== '10:00' && !taken.has(`${day} ${time}`)) {
      taken.add(`${day} ${time}`);
      return time;
    }
  }
}

/** Day the booking was made: some weeks before the date, never before the demo's year nor after yesterday. */
function createdFor(random: Random, dayOffset: number): number {
  if (dayOffset >= 0) return -between(random, 1, Math.min(110, dayOffset + 40));
  return Math.max(-395, dayOffset - between(random, 10, 75));
}

/** The history bookings, numbered after the named ones; fills every date to its seats to book. */
export function generateHistory(named: BookingData[]): History {
  const random = seededRandom(20_261_127);
  const history: BookingData[] = [];
  const substitutions: Substitution[] = [];
  const withdrawals: Withdrawal[] = [];
  let n = named.length + 1;
  const taken = new Set<string>();
  for (const target of targets()) {
    const held = named
      .filter((b) => ['pending', 'confirmed', 'paid'].includes(b.status))
      .flatMap((b) => b.lines)
      .filter((line) => sameTarget(line, target))
      .reduce((sum, line) => sum + line.participants.length, 0);
    let remaining = target.seats - held;
    if (remaining < 0) throw new Error(`Seed date over-booked by the named bookings: ${JSON.stringify(target)}`);
    while (remaining > 0) {
      const who = booker(random, target.city);
      // Companies send teams (to webinars often the whole department); private people come alone or with a colleague.
      const wanted = who.company
        ? between(random, 2, 'webinar' in target ? 8 : 4)
        : between(random, 1, 'webinar' in target ? 3 : 2);
      const seats = Math.min(remaining, wanted);
      const created = createdFor(random, target.dayOffset);
      const online = random() < 0.4;
      // Invoices are paid within two weeks; an invoice of the last two weeks may still be open.
      const paidOn = online ? created : Math.min(created + between(random, 3, 14), -1);
      const open = !online && created > -14 && target.dayOffset >= 0;
      const participants = who.participants(seats);
      history.push({
        n,
        customer: who.customer,
        lines: [lineFor(target, participants)],
        payment: online ? 'online' : 'invoice',
        status: open ? 'confirmed' : 'paid',
        createdDayOffset: created,
        createdTime: createdTimeOn(random, created, taken),
        paidDayOffset: open ? undefined : paidOn,
        // A date the academy cancelled: each of its bookings waits for a refund or a new date.
        needsFollowUp: target.cancelled,
      });
      if (who.company && seats >= 2 && random() < 0.2) {
        const changed = Math.min(created + between(random, 2, 20), -1);
        if (target.dayOffset < 0 ? changed < target.dayOffset - 2 : true) {
          substitutions.push({
            booking: n,
            participantIndex: seats - 1,
            previous: person(random, who.customer.customer_email.split('@')[1] ?? null),
            changedDayOffset: changed,
          });
        }
      }
      n += 1;
      remaining -= seats;
      // Now and then a booking on the same date that holds no seat (any more).
      if (random() < 0.16) {
        history.push(seatlessBooking(random, n, target, withdrawals, taken));
        n += 1;
      }
    }
  }
  return { bookings: history, substitutions, withdrawals };
}

/** A cancelled, withdrawn or expired booking on the date. */
function seatlessBooking(
  random: Random,
  n: number,
  target: Target,
  withdrawals: Withdrawal[],
  taken: Set<string>,
): BookingData {
  const who = booker(random, target.city);
  const created = createdFor(random, target.dayOffset);
  const createdTime = createdTimeOn(random, created, taken);
  const line = lineFor(target, who.participants(who.company ? 2 : 1));
  const roll = random();
  if (roll < 0.25) {
    return {
      n,
      customer: who.customer,
      lines: [line],
      payment: 'online',
      status: 'expired',
      createdDayOffset: created,
      createdTime,
      expiredAfterMinutes: 30,
    };
  }
  const cancelled = Math.min(created + between(random, 1, 8), -1);
  if (roll < 0.45 && !who.company) {
    // Withdrawn within the 14 days (the booking is cancelled; the paid money goes back).
    withdrawals.push({ booking: n, receivedDayOffset: cancelled });
    return {
      n,
      customer: who.customer,
      lines: [line],
      payment: 'online',
      status: 'cancelled',
      createdDayOffset: created,
      createdTime,
      paidDayOffset: created,
      cancelledDayOffset: cancelled,
      refunded: true,
      // A recent one still waits for its refund.
      needsFollowUp: cancelled > -4,
    };
  }
  const online = random() < 0.4;
  return {
    n,
    customer: who.customer,
    lines: [line],
    payment: online ? 'online' : 'invoice',
    status: 'cancelled',
    createdDayOffset: created,
    createdTime,
    paidDayOffset: online ? created : undefined,
    cancelledDayOffset: cancelled,
    refunded: online,
  };
}
