/** `private.mail_academy()` and `private.mail_booking_data(_booking_id)`: the snapshot a queued mail is rendered from. */
import type {
  BookingFactsMailData,
  BookingMailData,
  MailAcademy,
  MailBookingItem,
  TypedBookingField,
} from '../../../supabase/functions/_shared/mail';
import type { MockDb } from '../../db/mockDb';
import type { Row } from '../../db/schema';
import { dateTimeFormat } from '../../../src/lib/intl';

export function mailAcademy(db: MockDb): MailAcademy {
  const s = db.rows('settings').find((row) => row.id === 1) as Row;
  return {
    name: String(s.academy_name),
    street: String(s.street),
    postal_code: String(s.postal_code),
    city: String(s.city),
    email: String(s.email),
    phone: String(s.phone),
    vat_id: String(s.vat_id),
    iban: String(s.iban),
    bic: String(s.bic),
    bank_name: String(s.bank_name),
  };
}

/** `(x at time zone 'Europe/Berlin')::date` as `YYYY-MM-DD`. */
export const berlinDay = (instant: unknown) =>
  dateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(String(instant)));

/** `to_char(x at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`. */
export const utcSeconds = (instant: unknown) => new Date(String(instant)).toISOString().replace(/\.\d{3}Z$/, 'Z');

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function mailBookingData(db: MockDb, bookingId: string): BookingMailData {
  const b = db.rows('bookings').find((row) => row.id === bookingId) as Row;
  const items: MailBookingItem[] = db
    .rows('booking_items')
    .filter((item) => item.booking_id === bookingId)
    .sort(
      (x, y) =>
        Date.parse(String(x.starts_at)) - Date.parse(String(y.starts_at)) || String(x.id).localeCompare(String(y.id)),
    )
    .map((item) => ({
      id: String(item.id),
      title: String(item.title),
      location_name: String(item.location_name),
      start_date: String(item.start_date),
      start_time: text(item.start_time),
      starts_at: utcSeconds(item.starts_at),
      is_webinar: item.webinar_id !== null && item.webinar_id !== undefined,
      quantity: Number(item.quantity),
      unit_net_cents: Number(item.unit_net_cents),
      line_net_cents: Number(item.line_net_cents),
      vat_rate: Number(item.vat_rate),
      line_vat_cents: Number(item.line_vat_cents),
      // Prices: the line's discounts.
      early_bird_percent: Number(item.early_bird_percent ?? 0),
      early_bird_cents: Number(item.early_bird_cents ?? 0),
      group_discount_percent: Number(item.group_discount_percent ?? 0),
      group_discount_cents: Number(item.group_discount_cents ?? 0),
      participants: item.participants as MailBookingItem['participants'],
    }));
  return {
    academy: mailAcademy(db),
    booking: {
      id: String(b.id),
      booking_number: String(b.booking_number),
      payment_method: b.payment_method as 'invoice' | 'online',
      customer_email: String(b.customer_email),
      customer_first_name: String(b.customer_first_name),
      customer_last_name: String(b.customer_last_name),
      customer_type: b.customer_type as 'private' | 'company',
      company_name: text(b.company_name),
      vat_id: text(b.vat_id),
      billing_street: String(b.billing_street),
      billing_postal_code: String(b.billing_postal_code),
      billing_city: String(b.billing_city),
      billing_country: String(b.billing_country),
      net_cents: Number(b.net_cents),
      vat_cents: Number(b.vat_cents),
      gross_cents: Number(b.gross_cents),
      booked_on: berlinDay(b.created_at),
      paid: b.paid_at !== null && b.paid_at !== undefined,
      items,
    },
  };
}

const TYPED_BOOKING_FIELDS: TypedBookingField[] = [
  'customer_first_name',
  'customer_last_name',
  'company_name',
  'vat_id',
  'billing_street',
  'billing_postal_code',
  'billing_city',
  'billing_country',
];

/**
 * `private.mail_booking_facts(data)`, mail limits: the snapshot for an address nobody has verified keeps only the
 * academy's facts; what the booker typed (names, company, VAT id, billing address, participants) is left out.
 */
export function mailBookingFacts<T extends BookingMailData>(data: T): Omit<T, 'booking'> & BookingFactsMailData {
  const booking: Record<string, unknown> = { ...data.booking };
  for (const field of TYPED_BOOKING_FIELDS) delete booking[field];
  const items = data.booking.items.map(({ participants: _typed, ...facts }) => facts);
  return { ...data, booking: { ...(booking as Omit<BookingMailData['booking'], TypedBookingField>), items } };
}
