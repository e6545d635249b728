/**
 * The typed data every mail is rendered from. Booking mails carry a snapshot of the booking as it was when the mail
 * was queued (the SQL function `private.mail_booking_data` and the mock build the same JSON), so a retried mail never
 * shows later changes, and the demo and the live sender render identical texts.
 */

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
}

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
  /** Set once paid. */
  paid: boolean;
  items: MailBookingItem[];
}

export interface BookingMailData {
  booking: MailBooking;
  academy: MailAcademy;
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
}

/**
 * The consumer's receipt: to an address nobody has verified without the name the booker typed (mail limits); the
 * academy's notice always has it.
 */
export type WithdrawalReceiptData = Omit<WithdrawalMailData, 'customer_name'> &
  Partial<Pick<WithdrawalMailData, 'customer_name'>>;

/** A substitute participant (change_participant): who booked, and the date they now attend. */
/** Mail limits: the substitute's address is unverified, so only the academy's catalogue data, no typed names. */
export interface ParticipantChangedData {
  academy: MailAcademy;
  item: { title: string; start_date: string; start_time: string | null; location_name: string };
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

export type MailAttachmentKind = 'invoice_pdf' | 'calendar_ics' | 'certificate_pdf';

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
}

export interface MailAttachment extends MailAttachmentSpec {
  content: Uint8Array;
}
