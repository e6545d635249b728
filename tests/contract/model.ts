/**
 * The shape of a contract scenario and of its comparable outcome. Both runners (mock through supabase-js, real
 * PostgreSQL through the SQL PostgREST would run) execute the same steps and must produce the same outcomes.
 */
export type Actor = 'anon' | 'customer' | 'other' | 'admin' | 'service';

export type TableName =
  | 'profiles'
  | 'user_roles'
  | 'locations'
  | 'trainers'
  | 'seminars'
  | 'seminar_sessions'
  | 'webinars'
  | 'webinar_access'
  | 'bookings'
  | 'booking_items'
  | 'booking_tokens'
  | 'booking_withdrawals'
  | 'participant_changes'
  | 'booking_rebookings'
  | 'attendances'
  | 'inhouse_requests'
  | 'settings'
  | 'accounting_settings'
  | 'email_outbox'
  | 'waitlist_entries'
  | 'invoices';

export type Match = Record<string, string | number | boolean>;

/**
 * One API request. Strings starting with `$` are references: `$booking` = the booking_id of the last book_cart,
 * `$token` = the confirmation token last read from booking_tokens.
 */
export type Request =
  | { select: TableName; match: Match; columns?: readonly string[] }
  | { insert: TableName; values: Record<string, unknown> }
  | { update: TableName; match: Match; values: Record<string, unknown> }
  | { delete: TableName; match: Match }
  | { rpc: string; args: Record<string, unknown> };

export interface Step {
  as: Actor;
  do: Request;
}

/** A fresh session of a seed seminar, created through the service role before the steps run. */
export interface SessionSetup {
  id: string;
  seminarId: string;
  locationId: string;
  /** Start date in days from today (Berlin calendar day). */
  dayOffset: number;
  capacity: number;
  seatsBooked?: number;
  status?: 'scheduled' | 'cancelled';
}

/** A fresh published webinar starting `dayOffset` days from today at 18:00 Berlin time. */
export interface WebinarSetup {
  id: string;
  dayOffset: number;
  capacity: number;
  priceCents: number;
  seatsBooked?: number;
  status?: 'scheduled' | 'cancelled';
  /** Starts this many minutes from now instead of at 18:00 on `dayOffset` (the join link's one-hour rule). */
  startsInMinutes?: number;
}

/**
 * A booking row written as it is, without lines (figures over bookings: admin_dashboard_figures), made at Berlin
 * wall-clock `createdTime` on the Berlin calendar day `createdDate`.
 */
export interface BookingSetup {
  id: string;
  number: string;
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  netCents: number;
  vatCents: number;
  refundCents?: number;
  createdDate: string;
  createdTime: string;
  /** The booker (searched by admin_search_bookings); `Zahl Probe <zahlen@example.test>` without a company if left out. */
  customer?: { firstName: string; lastName: string; email: string; company?: string };
}

/** Tables a scenario can set aside: bookings (figures over all of them), dates (lists over all of them). */
export type SetAsideTable = 'bookings' | 'seminar_sessions';

export type Setup =
  | { session: SessionSetup }
  | { webinar: WebinarSetup }
  | { booking: BookingSetup }
  /**
   * Every booking there is (the seed's, other tests' on PostgreSQL) set aside for the scenario, so figures over all
   * bookings count only the scenario's own; like everything a scenario writes, undone afterwards.
   */
  | { setAside: SetAsideTable }
  | { seminarPrice: { id: string; cents: number } }
  | { seminarDiscounts: { id: string } & DiscountTerms }
  | { settings: { booking_open?: boolean } & DiscountTerms & MailLimitTerms };

/** Mail limits and the waiting list's guest rules (docs/booking-rules.md): the PostgreSQL harness raises the mail
 * limits for the shared test database, so a scenario about them sets them. */
export interface MailLimitTerms {
  unverified_mails_per_recipient?: number;
  guest_waitlist_entries_per_date?: number;
}

/** Prices: early-bird and group discount columns of `settings` and `seminars` (null on a seminar = the default). */
export interface DiscountTerms {
  early_bird_percent?: number | null;
  early_bird_days?: number | null;
  group_discount_percent?: number | null;
  group_min_participants?: number | null;
}

/**
 * The comparable result of a step. Table requests: `rows` = rows seen or changed; 0 rows is `denied` (RLS hides
 * rows silently). Errors: `code` is the business code for P0001 (its `message`) and the SQLSTATE otherwise, with
 * PostgREST's HTTP `status` and the parsed `detail`. RPC results are in `data`. Generated uuids, timestamps and
 * booking numbers are normalised (see normalise.ts).
 */
export interface Outcome {
  outcome: 'allowed' | 'denied';
  code?: string;
  status?: number;
  detail?: unknown;
  rows?: number;
  data?: unknown;
}

export interface Scenario {
  name: string;
  setup?: Setup[];
  steps: Step[];
  expect: Outcome[];
}
