/**
 * `public.guest_booking(_token)` of `…_functions_guest_booking.sql` (docs/booking-rules.md, "Ihre Buchung ansehen"): a
 * guest's booking, read-only, by the view token its mails carry. A wrong, unknown, empty or oversized token answers
 * like a missing booking (BOOKING_NOT_FOUND, no detail) and changes nothing.
 */
import type { MockDb } from '../../db/mockDb';
import type { PolicyContext, Row } from '../../db/schema';
import { bookingAddressVerified } from '../mail/enqueue';
import { jsonTimestamp, nowMs, raiseError } from './common';
import { byDateKindSeq, invoiceJson } from './invoices';
import { withdrawalDeadline, withdrawalRefusal } from './withdrawal';

const VIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `private.booking_details_visible`: what the booker typed shows once the booking is binding or its address proven. */
function detailsVisible(db: MockDb, booking: Row): boolean {
  return (
    (booking.email_confirmed_at !== null && booking.email_confirmed_at !== undefined) ||
    (booking.paid_at !== null && booking.paid_at !== undefined) ||
    booking.status === 'confirmed' ||
    booking.status === 'paid' ||
    db.rows('invoices').some((i) => i.booking_id === booking.id) ||
    bookingAddressVerified(db, String(booking.id))
  );
}

const orNull = (value: unknown) => (value === undefined ? null : value);

const HOUR_MS = 3_600_000;

/** The join link as the dashboard releases it (`has_webinar_access`): binding, from 1 hour before the start. */
function releasedJoinUrl(db: MockDb, booking: Row, webinar: Row | undefined): unknown {
  if (!webinar || (booking.status !== 'confirmed' && booking.status !== 'paid')) return null;
  if (nowMs() < Date.parse(String(webinar.starts_at)) - HOUR_MS) return null;
  return db.rows('webinar_access').find((a) => a.webinar_id === webinar.id)?.join_url ?? null;
}

function itemJson(db: MockDb, booking: Row, item: Row, visible: boolean) {
  const session = db.rows('seminar_sessions').find((s) => s.id === item.session_id);
  const seminar = session && db.rows('seminars').find((s) => s.id === session.seminar_id);
  const location = session && db.rows('locations').find((l) => l.id === session.location_id);
  const webinar = db.rows('webinars').find((w) => w.id === item.webinar_id);
  const participants = Array.isArray(item.participants) ? (item.participants as Array<Record<string, unknown>>) : [];
  return {
    id: item.id,
    session_id: orNull(item.session_id),
    webinar_id: orNull(item.webinar_id),
    title: item.title,
    seminar_slug: seminar?.slug ?? null,
    city_slug: location?.city_slug ?? null,
    webinar_slug: webinar?.slug ?? null,
    start_date: item.start_date,
    end_date: session?.end_date ?? item.start_date,
    start_time: session?.start_time ?? orNull(item.start_time),
    end_time: session?.end_time ?? null,
    starts_at: jsonTimestamp(item.starts_at),
    duration_minutes: webinar ? Number(webinar.duration_minutes) : null,
    join_url: releasedJoinUrl(db, booking, webinar),
    session_cancelled: session?.status === 'cancelled',
    location: location
      ? {
          venue_name: location.venue_name,
          street: location.street,
          postal_code: location.postal_code,
          city: location.city,
        }
      : null,
    location_name: item.location_name,
    quantity: Number(item.quantity),
    unit_net_cents: Number(item.unit_net_cents),
    early_bird_cents: Number(item.early_bird_cents ?? 0),
    group_discount_cents: Number(item.group_discount_cents ?? 0),
    line_net_cents: Number(item.line_net_cents),
    vat_rate: Number(item.vat_rate),
    line_vat_cents: Number(item.line_vat_cents),
    // Names only (never the participants' addresses), and only once the details may be shown.
    participants: visible
      ? participants.map((p) => ({ first_name: orNull(p.first_name), last_name: orNull(p.last_name) }))
      : [],
  };
}

export function guestBooking(_ctx: PolicyContext, args: Record<string, unknown>, db: MockDb) {
  const token = typeof args._token === 'string' ? args._token : null;
  if (token === null || !VIEW_TOKEN.test(token)) raiseError('BOOKING_NOT_FOUND');
  const secret = db.rows('booking_tokens').find((t) => t.view_token === token);
  const booking = secret && db.rows('bookings').find((b) => b.id === secret.booking_id);
  if (!booking) raiseError('BOOKING_NOT_FOUND');
  const visible = detailsVisible(db, booking);
  const items = db
    .rows('booking_items')
    .filter((item) => item.booking_id === booking.id)
    .sort(
      (x, y) =>
        Date.parse(String(x.starts_at)) - Date.parse(String(y.starts_at)) || String(x.id).localeCompare(String(y.id)),
    );
  return {
    id: booking.id,
    booking_number: booking.booking_number,
    status: booking.status,
    created_at: jsonTimestamp(booking.created_at),
    customer_type: booking.customer_type,
    payment_method: booking.payment_method,
    paid_at: jsonTimestamp(booking.paid_at),
    hold_expires_at: booking.status === 'pending' ? jsonTimestamp(booking.hold_expires_at) : null,
    email_confirmed: booking.email_confirmed_at !== null && booking.email_confirmed_at !== undefined,
    net_cents: Number(booking.net_cents),
    vat_cents: Number(booking.vat_cents),
    gross_cents: Number(booking.gross_cents),
    details_visible: visible,
    customer: visible
      ? {
          first_name: booking.customer_first_name,
          last_name: booking.customer_last_name,
          company_name: orNull(booking.company_name),
        }
      : null,
    items: items.map((item) => itemJson(db, booking, item, visible)),
    invoices: db
      .rows('invoices')
      .filter((i) => i.booking_id === booking.id)
      .sort(byDateKindSeq)
      .map(invoiceJson),
    withdrawal: {
      refusal: withdrawalRefusal(db, booking),
      deadline: jsonTimestamp(withdrawalDeadline(booking.created_at)),
    },
  };
}
