/**
 * `public.book_cart(_lines, _customer, _payment_method)`: books a whole cart atomically or nothing, every price from
 * the database (client prices and totals are ignored; early-bird and group discounts from rpc/pricing.ts), VAT per
 * rate on the net sum (`vatShares`, docs/pricing.md), seats counted, in the SQL's order of checks and with its error codes. The handler's transaction makes it all-or-nothing.
 */
import type { MockDb } from '../../db/mockDb';
import { serviceContext } from '../../db/rls';
import type { PolicyContext, Row } from '../../db/schema';
import { insertRow, updateRow } from '../../db/writes';
import { berlinDateTime, berlinInstant, pgTimestamp, trimmed } from '../sql';
import { nowMs, raiseError } from './common';
import { readCustomer, readLines, type CartLine } from './bookCartInput';
import { issueInvoice } from './invoices';
import { enforceHoldCaps, expireHolds, MAX_SEATS_PER_DATE, startHold, type HoldResult } from './holds';
import { redeemWaitlistOffer, withWaitlistHolds } from './waitlistOffers';
import { priceLine } from './pricing';
import { vatShares, type LinePrice } from '../../../src/lib/pricing';

export interface BookCartResult extends HoldResult {
  booking_id: string;
  booking_number: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  status: 'pending';
}

interface PricedLine extends CartLine {
  title: string;
  locationName: string;
  startDate: string;
  startTime: string;
  startsAt: number;
  unitPrice: number;
  vatRate: number;
  price: LinePrice; // prices: early-bird and group discounts (rpc/pricing.ts)
}

const lineTarget = (line: CartLine) => ({
  sessionId: line.isSession ? line.id : null,
  webinarId: line.isSession ? null : line.id,
});

function refuse(code: string, index: number, line: CartLine, extra: Record<string, unknown> = {}): never {
  raiseError(code, { line: index, [line.isSession ? 'session_id' : 'webinar_id']: line.id, ...extra });
}

function priceSession(db: MockDb, line: CartLine, index: number, at: number): Omit<PricedLine, keyof CartLine> {
  const session = db.rows('seminar_sessions').find((s) => s.id === line.id);
  const seminar = session && db.rows('seminars').find((s) => s.id === session.seminar_id && s.published === true);
  const location = session && db.rows('locations').find((l) => l.id === session.location_id);
  if (!session || !seminar || !location) refuse('SESSION_NOT_FOUND', index, line);
  const startsAt = berlinInstant(String(session.start_date), String(session.start_time));
  checkAvailability(withWaitlistHolds(db, session, line), startsAt, at, line, index); // waiting list holds
  // Prices: the seminar's early-bird and group discounts, by the booking's Berlin date.
  const price = priceLine(
    db,
    Number(seminar.price_net_cents),
    line.quantity,
    String(seminar.id),
    String(session.start_date),
    at,
  );
  return {
    title: String(seminar.title),
    locationName: `${String(location.venue_name)}, ${String(location.city_name)}`,
    startDate: String(session.start_date),
    startTime: String(session.start_time),
    startsAt,
    unitPrice: Number(seminar.price_net_cents),
    vatRate: Number(seminar.vat_rate),
    price,
  };
}

function priceWebinar(db: MockDb, line: CartLine, index: number, at: number): Omit<PricedLine, keyof CartLine> {
  const webinar = db.rows('webinars').find((w) => w.id === line.id && w.published === true);
  if (!webinar) refuse('SESSION_NOT_FOUND', index, line);
  const startsAt = Date.parse(String(webinar.starts_at));
  checkAvailability(withWaitlistHolds(db, webinar, line), startsAt, at, line, index); // waiting list holds
  const berlin = berlinDateTime(startsAt);
  // Prices: webinars have no discounts; the same function gives their line.
  const price = priceLine(db, Number(webinar.price_net_cents), line.quantity, null, berlin.date, at);
  return {
    title: String(webinar.title),
    locationName: 'Online',
    startDate: berlin.date,
    startTime: berlin.time,
    startsAt,
    unitPrice: Number(webinar.price_net_cents),
    vatRate: Number(webinar.vat_rate),
    price,
  };
}

function checkAvailability(source: Row, startsAt: number, at: number, line: CartLine, index: number): void {
  const seatsLeft = Number(source.capacity) - Number(source.seats_booked);
  if (source.status === 'cancelled') refuse('SESSION_CANCELLED', index, line);
  if (startsAt <= at) refuse('SESSION_IN_PAST', index, line);
  if (seatsLeft < line.quantity) refuse('SESSION_SOLD_OUT', index, line, { seats_left: seatsLeft });
}

/** `private.new_booking_number`: the characters of a booking number's random part (no 0/O/1/I/L). */
const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * `private.new_booking_number()`: `DA-<Berlin year>-` and 8 characters drawn from the CSPRNG (bytes of 248 and more
 * are skipped, so every character is equally likely), drawn again on the rare collision.
 */
function nextBookingNumber(db: MockDb, at: number): string {
  const prefix = `DA-${berlinDateTime(at).year}-`;
  for (;;) {
    let code = '';
    while (code.length < 8) {
      for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
        if (byte < 248 && code.length < 8) code += NUMBER_ALPHABET[byte % NUMBER_ALPHABET.length];
      }
    }
    if (!db.rows('bookings').some((b) => b.booking_number === prefix + code)) return prefix + code;
  }
}

export function bookCart(ctx: PolicyContext, args: Record<string, unknown>, db: MockDb): BookCartResult {
  const at = nowMs();
  const settings = db.rows('settings').find((s) => s.id === 1);
  if (settings?.booking_open !== true) raiseError('BOOKING_CLOSED');
  const paymentMethod = args._payment_method;
  if (paymentMethod !== 'invoice' && paymentMethod !== 'online') {
    raiseError('INVALID_INPUT', { field: 'payment_method', reason: 'invalid' });
  }
  const customer = readCustomer(ctx, args._customer);
  const lines = readLines(args._lines);
  // Seat holds: the due holds of the cart's dates expire first (rpc/holds.ts); other dates' are the job's.
  const dates = lines.map((line) => line.id);
  expireHolds(db, dates);

  // At most 10 seats per date and booking: said first, as it depends on nobody else's data.
  lines.forEach((line, index) => {
    if (line.quantity > MAX_SEATS_PER_DATE) {
      raiseError('TOO_MANY_SEATS', {
        line: index,
        [line.isSession ? 'session_id' : 'webinar_id']: line.id,
        max: MAX_SEATS_PER_DATE,
      });
    }
  });
  const priced: PricedLine[] = lines.map((line, i) => ({
    ...line,
    ...(line.isSession ? priceSession(db, line, i, at) : priceWebinar(db, line, i, at)),
  }));
  // Seat holds: the per-date and guest caps, once every line is valid (oracles: an invalid cart answers alike).
  enforceHoldCaps(ctx, customer.email, lines, db);
  const net = priced.reduce((sum, l) => sum + l.price.lineNetCents, 0);
  // VAT per rate on the net sum; each line keeps its share of its rate's VAT.
  const lineVats = vatShares(priced.map((l) => ({ netCents: l.price.lineNetCents, vatRate: l.vatRate })));
  const vat = lineVats.reduce((sum, share) => sum + share, 0);
  const rates = new Set(priced.map((l) => l.vatRate));
  const raw = args._customer as Record<string, unknown>;
  const service = serviceContext(db);

  const booking = insertRow(
    db,
    'bookings',
    {
      booking_number: nextBookingNumber(db, at),
      user_id: ctx.uid,
      customer_email: customer.email,
      customer_first_name: customer.firstName,
      customer_last_name: customer.lastName,
      customer_phone: trimmed(raw.phone),
      customer_type: customer.customerType,
      company_name: customer.customerType === 'company' ? customer.company : null,
      vat_id: trimmed(raw.vat_id),
      billing_street: customer.street,
      billing_postal_code: customer.postalCode,
      billing_city: customer.city,
      billing_country: trimmed(raw.country)?.toUpperCase() ?? 'DE',
      payment_method: paymentMethod,
      status: 'pending',
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
      vat_rate: rates.size === 1 ? priced[0]?.vatRate : null,
      buyer_reference: customer.buyerReference,
    },
    service,
  );

  for (const [i, line] of priced.entries()) {
    insertRow(
      db,
      'booking_items',
      {
        booking_id: booking.id,
        session_id: line.isSession ? line.id : null,
        webinar_id: line.isSession ? null : line.id,
        title: line.title,
        location_name: line.locationName,
        start_date: line.startDate,
        start_time: line.startTime,
        starts_at: pgTimestamp(line.startsAt),
        quantity: line.quantity,
        unit_net_cents: line.unitPrice,
        line_net_cents: line.price.lineNetCents,
        vat_rate: line.vatRate,
        line_vat_cents: lineVats[i],
        participants: line.participants,
        // Prices: the line's discounts, for the invoice and the admin.
        early_bird_percent: line.price.earlyBirdPercent,
        early_bird_cents: line.price.earlyBirdCents,
        group_discount_percent: line.price.groupDiscountPercent,
        group_discount_cents: line.price.groupDiscountCents,
      },
      service,
    );
    const table = line.isSession ? 'seminar_sessions' : 'webinars';
    const source = db.rows(table).find((r) => r.id === line.id) as Row;
    updateRow(db, table, source, { seats_booked: Number(source.seats_booked) + line.quantity }, service);
    // Waiting list: an offer presented by this line is now booked.
    redeemWaitlistOffer(db, lineTarget(line), line.offerToken, line.quantity, String(booking.id));
  }

  // Seat holds: the hold's deadline and the booking's payment token.
  const hold = startHold(db, String(booking.id), ctx.uid, paymentMethod);
  // Invoices (docs/invoices.md): a booking binding at once (signed-in, confirmed address, invoice) is invoiced now.
  issueInvoice(db, String(booking.id));

  return {
    booking_id: String(booking.id),
    booking_number: String(booking.booking_number),
    net_cents: net,
    vat_cents: vat,
    gross_cents: net + vat,
    status: 'pending',
    ...hold,
  };
}
