/** `private.mail_academy()` and `private.mail_booking_data(_booking_id)`: the snapshot a queued mail is rendered from. */
import type {
  BookingFactsMailData,
  BookingMailData,
  MailAcademy,
  MailBookingItem,
  ParticipantMailItem,
  TypedBookingField,
} from '../../../supabase/functions/_shared/mail';
import type { InvoiceSnapshot } from '../../../supabase/functions/_shared/invoice/types';
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
    legal_name: String(s.legal_name),
    register_court: String(s.register_court),
    register_number: String(s.register_number),
    managing_directors: (s.managing_directors as string[]).map(String),
    website: String(s.website),
  };
}

/** `(x at time zone 'Europe/Berlin')::date` as `YYYY-MM-DD`. */
export const berlinDay = (instant: unknown) =>
  dateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(String(instant)));

/** `to_char(x at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`. */
export const utcSeconds = (instant: unknown) => new Date(String(instant)).toISOString().replace(/\.\d{3}Z$/, 'Z');

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

type CalendarFacts = Pick<
  MailBookingItem,
  'target_id' | 'end_date' | 'end_time' | 'duration_minutes' | 'venue' | 'page_path'
>;

/** The calendar file's facts of a line (docs/calendar.md), as the SQL joins session, venue, seminar and webinar. */
function calendarFacts(db: MockDb, item: Row): CalendarFacts {
  const session = db.rows('seminar_sessions').find((row) => row.id === item.session_id);
  const location = session && db.rows('locations').find((row) => row.id === session.location_id);
  const seminar = session && db.rows('seminars').find((row) => row.id === session.seminar_id);
  const webinar = db.rows('webinars').find((row) => row.id === item.webinar_id);
  return {
    target_id: String(item.session_id ?? item.webinar_id),
    end_date: session ? String(session.end_date) : null,
    end_time: session ? String(session.end_time) : null,
    duration_minutes: webinar ? Number(webinar.duration_minutes) : null,
    venue: location
      ? {
          name: String(location.venue_name),
          street: String(location.street),
          postal_code: String(location.postal_code),
          city: String(location.city),
        }
      : null,
    page_path: webinar
      ? `/webinar/${String(webinar.slug)}`
      : seminar && location
        ? `/${String(location.city_slug)}/${String(seminar.slug)}`
        : null,
  };
}

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
      ...calendarFacts(db, item),
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
      booked_at: utcSeconds(b.created_at),
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

/** `private.mail_invoice_data`: the booking's invoice no credit note has cancelled (issue 30), or null. */
export function mailInvoiceData(db: MockDb, bookingId: string): { invoice: InvoiceSnapshot | null } {
  const all = db.rows('invoices');
  const open = all
    .filter((row) => row.booking_id === bookingId && row.kind === 'invoice')
    .filter((row) => !all.some((credit) => credit.preceding_invoice_id === row.id))
    .at(-1);
  return { invoice: open ? (open.snapshot as InvoiceSnapshot) : null };
}

/** `private.mail_credit_note_data`: the booking's latest credit note (the one a cancellation just issued), or null. */
export function mailCreditNoteData(db: MockDb, bookingId: string): { credit_note: InvoiceSnapshot | null } {
  const latest = db
    .rows('invoices')
    .filter((row) => row.booking_id === bookingId && row.kind === 'credit_note')
    .at(-1);
  return { credit_note: latest ? (latest.snapshot as InvoiceSnapshot) : null };
}

const optionalText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** `private.participant_mail_item` (issue 31): one booked date as a participant learns it, only catalogue facts. */
export function participantMailItem(db: MockDb, itemId: string): ParticipantMailItem {
  const item = db.rows('booking_items').find((row) => row.id === itemId) as Row;
  const session = item.session_id ? db.rows('seminar_sessions').find((row) => row.id === item.session_id) : undefined;
  const location = session ? db.rows('locations').find((row) => row.id === session.location_id) : undefined;
  const webinar = item.webinar_id ? db.rows('webinars').find((row) => row.id === item.webinar_id) : undefined;
  const access = item.webinar_id
    ? db.rows('webinar_access').find((row) => row.webinar_id === item.webinar_id)
    : undefined;
  const time = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 8));
  return {
    title: String(item.title),
    is_webinar: item.webinar_id !== null && item.webinar_id !== undefined,
    location_name: String(item.location_name),
    start_date: String(item.start_date),
    end_date: String(session?.end_date ?? item.start_date),
    start_time: time(item.start_time),
    end_time: time(session?.end_time),
    starts_at: utcSeconds(item.starts_at),
    duration_minutes: webinar ? Number(webinar.duration_minutes) : null,
    venue: location
      ? {
          name: String(location.venue_name),
          street: String(location.street),
          postal_code: String(location.postal_code),
          city: String(location.city),
          directions: optionalText(location.directions),
          public_transport: optionalText(location.public_transport),
          parking: optionalText(location.parking),
          step_free_access: location.step_free_access === true,
          accessibility_notes: optionalText(location.accessibility_notes),
        }
      : null,
    join_url: access ? String(access.join_url) : null,
  };
}
