/**
 * The typed data every mail is rendered from. Booking mails carry a snapshot of the booking as it was when the mail
 * was queued (the SQL function `private.mail_booking_data` and the mock build the same JSON), so a retried mail never
 * shows later changes, and the demo and the live sender render identical texts.
 */
import type { InvoiceSnapshot } from '../invoice/types';

export interface MailAcademy {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  email: string;
  phone: string;
  vat_id: string;
  iban: string;
  bic: string;
  bank_name: string;
  /** The seller's legal data for every mail's footer (§ 35a GmbHG; the invoice seller's settings columns). */
  legal_name: string;
  register_court: string;
  register_number: string;
  managing_directors: string[];
  website: string;
}

/** What every mail's footer names (the auth mails, which carry no academy data, use DEFAULT_SELLER). */
export type MailLegalData = Pick<
  MailAcademy,
  | 'legal_name'
  | 'street'
  | 'postal_code'
  | 'city'
  | 'register_court'
  | 'register_number'
  | 'managing_directors'
  | 'vat_id'
>;

export interface MailParticipant {
  first_name: string;
  last_name: string;
  email: string;
}

export interface MailBookingItem {
  id: string;
  title: string;
  location_name: string;
  /** Berlin calendar day `YYYY-MM-DD`. */
  start_date: string;
  /** `HH:MM:SS` for seminars; null for webinars (their instant is `starts_at`). */
  start_time: string | null;
  starts_at: string;
  is_webinar: boolean;
  /** Calendar file (docs/calendar.md): the session's or webinar's id, part of each day's UID. */
  target_id: string;
  /** Seminars: the last day and the daily end (`HH:MM:SS`); null for webinars. */
  end_date: string | null;
  end_time: string | null;
  /** Webinars: the length from the data; null for seminars. */
  duration_minutes: number | null;
  /** Seminars: the venue's name and full address; null for webinars. */
  venue: { name: string; street: string; postal_code: string; city: string } | null;
  /** The public page (`/berlin/seo-grundlagen`, `/webinar/…`), for the calendar's URL. */
  page_path: string | null;
  quantity: number;
  unit_net_cents: number;
  line_net_cents: number;
  vat_rate: number;
  line_vat_cents: number;
  /** Prices: the line's discounts (docs/pricing.md); line_net_cents is after them, unit_net_cents the list price. */
  early_bird_percent?: number;
  early_bird_cents?: number;
  group_discount_percent?: number;
  group_discount_cents?: number;
  participants: MailParticipant[];
}

export interface MailBooking {
  id: string;
  booking_number: string;
  payment_method: 'invoice' | 'online';
  customer_email: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_type: 'private' | 'company';
  company_name: string | null;
  vat_id: string | null;
  billing_street: string;
  billing_postal_code: string;
  billing_city: string;
  billing_country: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  /** Berlin calendar day the booking was made (the invoice date). */
  booked_on: string;
  /** The instant the booking was made (UTC, `…Z`): the calendar file's DTSTAMP. */
  booked_at: string;
  /** Set once paid. */
  paid: boolean;
  items: MailBookingItem[];
}

export interface BookingMailData {
  booking: MailBooking;
  academy: MailAcademy;
  /**
   * Issue 30: the booking's issued invoice when the mail was queued (its immutable snapshot, docs/invoices.md), on the
   * confirmation and a binding receipt; the mail attaches its PDF (and the XRechnung for a business buyer) and only
   * then names an invoice. Absent or null: none issued yet, and the mail promises none.
   */
  invoice?: InvoiceSnapshot | null;
  /** The credit note a cancellation issued (its snapshot), attached to the cancellation confirmation. */
  credit_note?: InvoiceSnapshot | null;
  /** A guest's booking (no account): the secret of its link „Ihre Buchung ansehen“ (`private.guest_view_link`). */
  view_token?: string;
}

/** What the booker typed into a booking: names, company, VAT id, billing address (and the participants). */
export type TypedBookingField =
  | 'customer_first_name'
  | 'customer_last_name'
  | 'company_name'
  | 'vat_id'
  | 'billing_street'
  | 'billing_postal_code'
  | 'billing_city'
  | 'billing_country';

/**
 * Mail limits (docs/booking-rules.md): a booking as mailed to an address nobody has verified, only the academy's own
 * facts (`private.mail_booking_facts`): the typed fields and the participants are absent. A full `MailBooking` is one
 * too, so the templates that take it render both.
 */
export type MailBookingFacts = Omit<MailBooking, TypedBookingField | 'items'> &
  Partial<Pick<MailBooking, TypedBookingField>> & {
    items: Array<Omit<MailBookingItem, 'participants'> & Partial<Pick<MailBookingItem, 'participants'>>>;
  };

/** A booking mail that may go to an unverified address (the receipt, the expired payment link). */
export interface BookingFactsMailData {
  booking: MailBookingFacts;
  academy: MailAcademy;
  /** A guest's booking (no account): the secret of its link „Ihre Buchung ansehen“ (`private.guest_view_link`). */
  view_token?: string;
}

/** A Stripe payment whose amount or currency is not the booking's total: the academy follows it up. */
export interface PaymentMismatchData extends BookingMailData {
  payment: {
    /** What Stripe says was paid, in cents (null: Stripe sent no amount). */
    amount_cents: number | null;
    /** ISO code, lower case (null: none sent). */
    currency: string | null;
    /** The Stripe Checkout Session (`cs_…`), if known. */
    session_id: string | null;
    event_id: string;
  };
}

/** A paid booking was cancelled: what the academy must pay back, in cents (all refunds of the booking so far). */
export interface RefundDueData extends BookingMailData {
  refund_cents: number;
}

/**
 * Booking received. A held booking carries its deadline: with a confirmation token (a guest's invoice booking) the
 * mail asks for `Buchung bestätigen` before it; without one (online payment) it asks for the payment before it.
 */
export interface BookingReceivedData extends BookingFactsMailData {
  /** ISO instant when the hold ends (null: the booking is binding at once). */
  hold_expires_at?: string | null;
  /** The secret of the `Buchung bestätigen` link, where the e-mail address must be confirmed. */
  confirmation_token?: string | null;
  /** Issue 30: a booking binding at once (verified address only) carries its issued invoice, attached. */
  invoice?: InvoiceSnapshot | null;
}

export interface BookingItemMailData extends BookingMailData {
  /** The booked date the mail is about (reminders, session cancelled). */
  item_id: string;
}

export interface WebinarAccessData extends BookingItemMailData {
  join_url: string;
}

/** Mail limits: the requester's copy carries none of the request's free text (the academy's copy keeps it). */
export interface InhouseReceivedData {
  academy: MailAcademy;
}

export interface InhouseMailData {
  request: {
    company: string;
    contact_name: string;
    email: string;
    phone: string | null;
    topic: string;
    participants: number | null;
    preferred_period: string | null;
    location_preference: string | null;
    message: string | null;
  };
  academy: MailAcademy;
}

/**
 * A waiting-list entry's mails (address confirmation, place in the queue, offer). The date is named by title, Berlin
 * day and city (null: a webinar, `Online`); the tokens are the secrets of the mail's links.
 */
export interface WaitlistMailData {
  academy: MailAcademy;
  name: string;
  seats: number;
  title: string;
  /** Berlin calendar day `YYYY-MM-DD`. */
  date: string;
  city: string | null;
  leave_token: string;
}

/**
 * Mail limits (docs/booking-rules.md): a mail to an address nobody has confirmed yet carries no name the visitor
 * typed, only the academy's own data.
 */
export type UnconfirmedWaitlistMailData = Omit<WaitlistMailData, 'name'>;

export interface WaitlistConfirmData extends UnconfirmedWaitlistMailData {
  confirm_token: string;
}

/** Someone tried to list an address that is already on the list: its owner is told (no name, no new entry). */
export type WaitlistAlreadyJoinedData = UnconfirmedWaitlistMailData;

export interface WaitlistJoinedData extends WaitlistMailData {
  /** The entry's place in the queue when it joined. */
  position: number;
}

export interface WaitlistOfferData extends WaitlistMailData {
  offer_token: string;
  /** ISO instant when the held seats go to the next person. */
  offer_expires_at: string;
}

/** A withdrawal (§ 356a BGB) as received: the customer's receipt and the academy's notice. */
export interface WithdrawalMailData {
  academy: MailAcademy;
  booking_number: string;
  customer_name: string;
  customer_email: string;
  /** ISO instant the statement was received (seconds). */
  received_at: string;
  service_started: boolean;
  /** The credit note the withdrawal issued (receipt to a verified address only; it names the buyer). */
  credit_note?: InvoiceSnapshot | null;
}

/**
 * The consumer's receipt: to an address nobody has verified without the name the booker typed (mail limits); the
 * academy's notice always has it.
 */
export type WithdrawalReceiptData = Omit<WithdrawalMailData, 'customer_name'> &
  Partial<Pick<WithdrawalMailData, 'customer_name'>>;

/**
 * Issue 31: one booked date as a participant learns it (`private.participant_mail_item`): only the academy's catalogue
 * facts — never prices, never what the booker typed.
 */
export interface ParticipantMailItem {
  title: string;
  /** Berlin calendar days `YYYY-MM-DD`. */
  start_date: string;
  /** `HH:MM:SS`; null for webinars. */
  start_time: string | null;
  location_name: string;
  /** Queued before issue 31 (substitute mails) these are absent. */
  is_webinar?: boolean;
  end_date?: string;
  end_time?: string | null;
  starts_at?: string;
  duration_minutes?: number | null;
  venue?: {
    name: string;
    street: string;
    postal_code: string;
    city: string;
    directions: string | null;
    public_transport: string | null;
    parking: string | null;
    step_free_access: boolean;
    accessibility_notes: string | null;
  } | null;
  join_url?: string | null;
}

/** Issue 31: a participant of a confirmed or paid booking (not the booker): their dates, nothing else. */
export interface ParticipantBookedData {
  academy: MailAcademy;
  items: ParticipantMailItem[];
}

/** A substitute participant (change_participant): the date they now attend, with the participants' facts. */
/** Mail limits: the substitute's address is unverified, so only the academy's catalogue data, no typed names. */
export interface ParticipantChangedData {
  academy: MailAcademy;
  item: ParticipantMailItem;
}

/**
 * Umbuchen: one seminar date of a booking as it was before or is after a rebooking (`private.participant_mail_item`
 * of the line, with the session and its public page from `private.rebooking_place`). Only the academy's catalogue
 * facts, so the participants' mail carries it too; `target_id` and `page_path` make the calendar file's UIDs and URL.
 */
export interface RebookedDate extends ParticipantMailItem {
  is_webinar: boolean;
  end_date: string;
  end_time: string | null;
  starts_at: string;
  duration_minutes: number | null;
  venue: NonNullable<ParticipantMailItem['venue']> | null;
  join_url: string | null;
  /** The seminar date's (session's) id: with the booking's id and the day it makes the calendar UID. */
  target_id: string;
  /** The public page (`/berlin/seo-grundlagen`) for the calendar's URL; null when the page is gone. */
  page_path: string | null;
}

/** What a rebooking moved and what it costs (all amounts in cents, gross unless named net). */
export interface RebookingFacts {
  /** The booking item that moved: the same id before and after. */
  item_id: string;
  quantity: number;
  from: RebookedDate;
  to: RebookedDate;
  fee_net_cents: number;
  fee_gross_cents: number;
  /** An admin waived the fee (then it is 0). */
  fee_waived: boolean;
  /** The booking's gross before and after the move (after: with the fee). */
  gross_cents_before: number;
  gross_cents: number;
  /** gross_cents − gross_cents_before; negative when the new date costs less. */
  difference_cents: number;
  /** What the academy pays back (≥ 0). */
  refund_cents: number;
  /** What is still to pay (≥ 0). */
  due_cents: number;
}

/**
 * `booking_rebooked` to the booker: the booking as it is after the move (`private.mail_booking_data`), its new invoice
 * and the credit note of the old one (both may be null), and the rebooking itself.
 */
export interface BookingRebookedData extends BookingMailData {
  rebooking: RebookingFacts;
}

/**
 * `participant_rebooked` to each participant of the moved line (not the booker). Mail limits: the booker typed the
 * address, so only the academy's facts: the booking number, the old date and the new one.
 */
export interface ParticipantRebookedData {
  academy: MailAcademy;
  booking_number: string;
  from: RebookedDate;
  item: ParticipantMailItem;
}

/**
 * A cancelled date (`session_cancelled`): another date of the same seminar with enough free seats for the booked line,
 * offered for a free rebooking with one click (`private.alternative_dates`). Times `HH:MM:SS`, days `YYYY-MM-DD`
 * (Berlin); the place as far as known.
 */
export interface AlternativeDate {
  session_id: string;
  start_date: string;
  end_date: string | null;
  start_time: string;
  end_time: string | null;
  city: string | null;
  venue_name: string | null;
  /** Free seats when the mail was queued (not shown: the number changes; the booking page checks again). */
  seats_left: number;
}

/**
 * `session_cancelled` to the booker: the booking, the cancelled line (`item_id`) and up to three other dates of the
 * same seminar, shown in their order (the nearest to the cancelled date first). Rows queued before the choice (issue
 * 34) have no `alternatives`: an empty list.
 */
export interface SessionCancelledData extends BookingItemMailData {
  alternatives?: AlternativeDate[];
}

/**
 * `participant_session_cancelled` to each participant of the cancelled line (not the booker). Mail limits: the booker
 * typed the address, so only the academy's facts: the booking number and the date that does not take place.
 */
export interface ParticipantSessionCancelledData {
  academy: MailAcademy;
  booking_number: string;
  item: ParticipantMailItem;
}

/** The booker chose the full refund for a cancelled date: what was removed and what is paid back (cents, gross). */
export interface RefundedDateFacts {
  /** The removed date (`private.participant_mail_item` of the line). */
  item: ParticipantMailItem;
  quantity: number;
  /** It was the booking's only line: the booking is cancelled (its `items` still list the date). */
  booking_cancelled: boolean;
  /** What the academy pays back (≥ 0; 0 when nothing was paid). */
  refund_cents: number;
  /** The booking's gross before and after the date was removed. */
  gross_cents_before: number;
  gross_cents: number;
}

/**
 * `cancelled_date_refunded` to the booker: the booking AFTER the change (`private.mail_booking_data`), the new invoice
 * (`invoice`, null when the booking is cancelled) and the credit note of the old one (`credit_note`), and the refund.
 */
export interface CancelledDateRefundedData extends BookingMailData {
  refunded: RefundedDateFacts;
}

/** One Teilnahmebescheinigung (as my_certificates returns it). */
export interface Certificate {
  booking_item_id: string;
  participant_index: number;
  first_name: string;
  last_name: string;
  title: string;
  contents: string[];
  start_date: string;
  end_date: string;
  hours: number;
  location: string;
  trainer: string | null;
  academy: string;
  academy_city: string;
  /** `TB-XXXX-XXXX-XXXX`: the academy checks it with admin_verify_certificate. */
  certificate_id: string;
  /** Who signs for the academy (the first managing director of the settings) and in which role. */
  signatory_name: string;
  signatory_role: string;
}

/** A barrier report (Barrierefreiheitserklärung's form), to the academy only. */
export interface AccessibilityFeedbackMailData {
  academy: MailAcademy;
  feedback: {
    message: string;
    name: string | null;
    email: string | null;
    page: string | null;
    received_at: string;
  };
}

/** The certificate mail: the certificate (attached as PDF) and the academy that signs it. */
export interface CertificateMailData {
  academy: MailAcademy;
  certificate: Certificate;
}

/** Auth mails: GoTrue fills these in (see scripts/generate-auth-templates.ts); the demo passes real values. */
export interface AuthMailData {
  confirmation_url: string;
  token: string;
  new_email?: string;
}

/** What the renderer needs beyond the data: where the site is (links into the account). */
export interface MailContext {
  siteUrl: string;
}

export interface MailLink {
  label: string;
  url: string;
}

/**
 * `invoice_*` from the data's `invoice` snapshot, `credit_note_*` from its `credit_note` (docs/mail.md); `calendar_ics`
 * from its `booking`, `rebooking_cancel_ics` from its `booking` and `rebooking.from`.
 */
export type MailAttachmentKind =
  | 'invoice_pdf'
  | 'invoice_xml'
  | 'credit_note_pdf'
  | 'credit_note_xml'
  | 'calendar_ics'
  /** A rebooking's old date as a cancellation (`rebooking.from`, METHOD:CANCEL, the old date's UIDs). */
  | 'rebooking_cancel_ics'
  | 'certificate_pdf';

export interface MailAttachmentSpec {
  kind: MailAttachmentKind;
  filename: string;
  contentType: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: MailLink[];
  attachments: MailAttachmentSpec[];
  /** Extra headers (`Reply-To`, `List-Unsubscribe`), set by renderMail (headers.ts). */
  headers?: Record<string, string>;
}

export interface MailAttachment extends MailAttachmentSpec {
  content: Uint8Array;
}
