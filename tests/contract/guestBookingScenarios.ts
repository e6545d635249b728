/**
 * A guest's booking by its secret link (docs/booking-rules.md, „Ihre Buchung ansehen“): `guest_booking(_token)` shows
 * the booking read-only to whoever holds the view token of its mails; the booker's typed text only once the booking is
 * binding; any other token is a missing booking. Both backends must give the same view and the same refusals.
 */
import { berlinDates, buildSeed } from '../../mocks/seed';
import { bookCart, GUEST, line, S, SEED } from './fixtures';
import { GROSS, GUEST_INVOICE, listed, NET, PRICED, VAT } from './invoiceScenarios';
import type { Outcome, Scenario } from './model';
import { BOOKING_NUMBER_OF_THIS_YEAR, GENERATED_UUID, TIMESTAMPTZ, VIEW_TOKEN_VALUE } from './normalise';

const ok = (data: unknown): Outcome => ({ outcome: 'allowed', data });
const notFound: Outcome = { outcome: 'denied', code: 'BOOKING_NOT_FOUND', status: 400, detail: {} };

const SERVICE_DAY = berlinDates(new Date()).date(60);
const seed = buildSeed(new Date());
const seminar = seed.seminars.find((s) => s.id === SEED.seminar)!;
const berlin = seed.locations.find((l) => l.id === SEED.berlin)!;

/** The one line of a guest's one-seat booking of S.open (Berlin, 60 days ahead). */
function viewItem(participants: unknown[]) {
  return {
    id: GENERATED_UUID,
    session_id: S.open,
    webinar_id: null,
    title: seminar.title,
    seminar_slug: seminar.slug,
    city_slug: 'berlin',
    webinar_slug: null,
    start_date: SERVICE_DAY,
    end_date: SERVICE_DAY,
    start_time: '09:00:00',
    end_time: '17:00:00',
    starts_at: TIMESTAMPTZ,
    duration_minutes: null,
    join_url: null,
    session_cancelled: false,
    location: {
      venue_name: berlin.venue_name,
      street: berlin.street,
      postal_code: berlin.postal_code,
      city: berlin.city,
    },
    location_name: `${berlin.venue_name}, ${berlin.city_name}`,
    quantity: 1,
    unit_net_cents: NET,
    early_bird_cents: 0,
    group_discount_cents: 0,
    line_net_cents: NET,
    vat_rate: 19,
    line_vat_cents: VAT,
    participants,
  };
}

function view(binding: boolean) {
  return {
    id: GENERATED_UUID,
    booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
    status: 'pending',
    created_at: TIMESTAMPTZ,
    customer_type: 'private',
    payment_method: 'invoice',
    paid_at: null,
    hold_expires_at: binding ? null : TIMESTAMPTZ,
    email_confirmed: binding,
    net_cents: NET,
    vat_cents: VAT,
    gross_cents: GROSS,
    details_visible: binding,
    customer: binding ? { first_name: 'Erika', last_name: 'Musterfrau', company_name: null } : null,
    items: [viewItem(binding ? [{ first_name: 'Vorname1', last_name: 'Nachname1' }] : [])],
    invoices: binding ? [listed('invoice', GUEST_INVOICE)] : [],
    withdrawal: { refusal: null, deadline: TIMESTAMPTZ },
  };
}

export const GUEST_BOOKING_SCENARIOS: Scenario[] = [
  {
    name: 'guest booking link: the view token of the mails shows the booking, typed text only once binding; any other token is a missing booking',
    setup: PRICED,
    steps: [
      { as: 'anon', do: bookCart([line(S.open)], GUEST) },
      { as: 'service', do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['view_token'] } },
      { as: 'anon', do: { rpc: 'guest_booking', args: { _token: '$view' } } },
      // Guesses of the right form, the other secrets of the booking, nothing at all: all a missing booking.
      { as: 'anon', do: { rpc: 'guest_booking', args: { _token: 'A'.repeat(43) } } },
      { as: 'anon', do: { rpc: 'guest_booking', args: { _token: '$paymentToken' } } },
      { as: 'anon', do: { rpc: 'guest_booking', args: { _token: '' } } },
      { as: 'anon', do: { rpc: 'guest_booking', args: { _token: 'x'.repeat(10_000) } } },
      // The token itself is never readable over the API.
      { as: 'anon', do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['view_token'] } },
      { as: 'customer', do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['view_token'] } },
      // The mailbox's owner confirms: binding, invoiced, and the names show.
      {
        as: 'service',
        do: { select: 'booking_tokens', match: { booking_id: '$booking' }, columns: ['confirmation_token'] },
      },
      { as: 'anon', do: { rpc: 'confirm_booking_email', args: { _token: '$token' } } },
      { as: 'customer', do: { rpc: 'guest_booking', args: { _token: '$view' } } },
    ],
    expect: [
      {
        outcome: 'allowed',
        data: {
          booking_id: GENERATED_UUID,
          booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
          status: 'pending',
          net_cents: NET,
          vat_cents: VAT,
          gross_cents: GROSS,
          hold_expires_at: TIMESTAMPTZ,
          payment_token: GENERATED_UUID,
        },
      },
      { outcome: 'allowed', rows: 1, data: [{ view_token: VIEW_TOKEN_VALUE }] },
      ok(view(false)),
      notFound,
      notFound,
      notFound,
      notFound,
      { outcome: 'denied', rows: 0, data: [] },
      { outcome: 'denied', rows: 0, data: [] },
      { outcome: 'allowed', rows: 1, data: [{ confirmation_token: GENERATED_UUID }] },
      ok({
        booking_number: BOOKING_NUMBER_OF_THIS_YEAR,
        status: 'pending',
        email_confirmed_at: TIMESTAMPTZ,
        hold_expires_at: null,
      }),
      ok(view(true)),
    ],
  },
];
