-- Schema of the seminar booking product (docs/data-model.md): catalogue, bookings, requests, settings.
-- Money is always integer euro cents; VAT rates are percentages (19 = 19 %). Dates of sessions are Berlin calendar
-- dates with Berlin wall-clock times; instants (webinars, created_at, …) are timestamptz.

-- Internal helpers live in `private`: PostgREST exposes only `public`, so nothing here is callable over the API.
create schema if not exists private;

create type public.app_role as enum ('admin', 'customer');
create type public.seminar_category as enum (
  'seo', 'google-ads', 'social-media', 'content-marketing', 'email-marketing', 'webanalyse', 'ki-marketing', 'ki-coding'
);
create type public.session_status as enum ('scheduled', 'cancelled');
-- 'expired': an unpaid online booking or an unconfirmed invoice booking whose hold ran out (seats returned).
create type public.booking_status as enum ('pending', 'confirmed', 'paid', 'cancelled', 'expired');
create type public.payment_method as enum ('invoice', 'online');
create type public.customer_type as enum ('private', 'company');
create type public.inhouse_status as enum ('new', 'in_progress', 'done');
-- Waiting list: pending_confirmation (guest has not yet confirmed the address) → waiting → offered (seats held until
-- offer_expires_at) → booked | lapsed; left = left the list (own link) or removed by an admin.
create type public.waitlist_status as enum ('pending_confirmation', 'waiting', 'offered', 'booked', 'lapsed', 'left');

-- Keeps updated_at honest without trusting clients to send it.
create function private.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- A booking's view token (docs/booking-rules.md, „Ihre Buchung ansehen“): 32 random bytes, base64url without padding
-- (43 characters). pgcrypto lives in Supabase's `extensions` schema.
create extension if not exists pgcrypto with schema extensions;
create function private.new_view_token() returns text
language sql volatile set search_path = '' as $$
  select pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_')
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Users

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text check (char_length(email) <= 254),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  company text check (char_length(company) <= 200),
  phone text check (char_length(phone) <= 30),
  street text check (char_length(street) <= 200),
  postal_code text check (char_length(postal_code) <= 10),
  city text check (char_length(city) <= 100),
  country text not null default 'DE',
  vat_id text check (char_length(vat_id) <= 15 and vat_id ~ '^(DE[0-9]{9}|(?!DE)[A-Z]{2}[0-9A-Z]{2,13})$'),
  newsletter boolean not null default false,
  booking_reminders boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

-- ---------------------------------------------------------------------------------------------------------------
-- Catalogue

create table public.locations (
  id uuid primary key default gen_random_uuid(),
  city_slug text not null check (city_slug in ('berlin', 'muenchen', 'hamburg', 'frankfurt', 'stuttgart', 'koeln')),
  city_name text not null,
  venue_name text not null,
  street text not null check (char_length(street) <= 200),
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  city text not null check (char_length(city) <= 100),
  directions text,
  -- Getting there and access, shown on the city pages and told by the chat assistant.
  public_transport text,
  parking text,
  step_free_access boolean not null default false,
  accessibility_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.trainers (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  title text not null,
  bio text not null,
  photo_url text,
  topics text[] not null default '{}',
  linkedin_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.seminars (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  category public.seminar_category not null,
  summary text not null,
  description text not null,
  -- [{ "title": "Tag 1: …", "items": ["…", "…"] }]
  agenda jsonb not null default '[]' check (jsonb_typeof(agenda) = 'array'),
  goals text[] not null default '{}',
  audience text[] not null default '{}',
  duration_days integer not null check (duration_days between 1 and 10),
  duration_label text not null,
  price_net_cents integer not null check (price_net_cents >= 0),
  vat_rate numeric(5, 2) not null default 19 check (vat_rate between 0 and 100),
  -- Prices (issue 17): this seminar's own early-bird and group discount; null takes the default of `settings`,
  -- 0 percent switches the discount off for this seminar (docs/pricing.md).
  early_bird_percent integer check (early_bird_percent between 0 and 50),
  early_bird_days integer check (early_bird_days between 1 and 365),
  group_discount_percent integer check (group_discount_percent between 0 and 50),
  group_min_participants integer check (group_min_participants between 2 and 10),
  is_featured boolean not null default false,
  is_special boolean not null default false,
  published boolean not null default false,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.seminar_sessions (
  id uuid primary key default gen_random_uuid(),
  seminar_id uuid not null references public.seminars (id) on delete cascade,
  location_id uuid not null references public.locations (id) on delete restrict,
  trainer_id uuid references public.trainers (id) on delete set null,
  start_date date not null,
  end_date date not null,
  start_time time not null default '09:00',
  end_time time not null default '17:00',
  capacity integer not null check (capacity >= 0),
  seats_booked integer not null default 0 check (seats_booked >= 0),
  status public.session_status not null default 'scheduled',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint seminar_sessions_dates check (end_date >= start_date),
  constraint seminar_sessions_seats check (seats_booked <= capacity)
);

create table public.webinars (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  brand text not null default 'Digitalakademie Deutschland'
    check (brand in ('Digitalakademie Deutschland', 'KI-Werkstatt Live')),
  category public.seminar_category not null,
  summary text not null,
  description text not null,
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes > 0),
  price_net_cents integer not null check (price_net_cents >= 0),
  vat_rate numeric(5, 2) not null default 19 check (vat_rate between 0 and 100),
  capacity integer not null check (capacity >= 0),
  seats_booked integer not null default 0 check (seats_booked >= 0),
  trainer_id uuid references public.trainers (id) on delete set null,
  published boolean not null default false,
  status public.session_status not null default 'scheduled',
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint webinars_seats check (seats_booked <= capacity)
);

-- The join link is kept apart from webinars so the public catalogue can never leak it: only bookers of the webinar
-- with a confirmed or paid booking (and admins) can read this row (RLS, see the rls migration).
create table public.webinar_access (
  webinar_id uuid primary key references public.webinars (id) on delete cascade,
  join_url text not null check (join_url ~ '^https://'),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------------------------
-- Bookings (written only by the functions, …_functions_<domain>.sql)

create sequence public.booking_number_seq;

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- New numbers: 8 random characters without 0/O/1/I/L (private.new_booking_number); old sequential ones stay valid.
  booking_number text not null unique check (booking_number ~ '^DA-[0-9]{4}-([0-9]{6,}|[A-HJKMNP-Z2-9]{8})$'),
  user_id uuid references auth.users (id) on delete set null,
  customer_email text not null check (char_length(customer_email) <= 254 and customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  customer_first_name text not null check (char_length(customer_first_name) <= 100),
  customer_last_name text not null check (char_length(customer_last_name) <= 100),
  customer_phone text check (char_length(customer_phone) <= 30),
  customer_type public.customer_type not null default 'private',
  company_name text check (char_length(company_name) <= 200),
  vat_id text check (char_length(vat_id) <= 15 and vat_id ~ '^(DE[0-9]{9}|(?!DE)[A-Z]{2}[0-9A-Z]{2,13})$'),
  billing_street text not null check (char_length(billing_street) <= 200),
  billing_postal_code text not null check (char_length(billing_postal_code) <= 10),
  billing_city text not null check (char_length(billing_city) <= 100),
  billing_country text not null default 'DE',
  payment_method public.payment_method not null,
  status public.booking_status not null default 'pending',
  net_cents integer not null check (net_cents >= 0),
  vat_cents integer not null check (vat_cents >= 0),
  gross_cents integer not null check (gross_cents >= 0),
  -- The rate of all lines; null only if a booking ever mixes rates (each item keeps its own rate).
  vat_rate numeric(5, 2),
  needs_follow_up boolean not null default false,
  cancelled_at timestamptz,
  paid_at timestamptz,
  -- Seat holds (booking integrity): until this instant the seats are only held; an unpaid online booking or an
  -- invoice booking whose e-mail address is unconfirmed expires then (private.expire_holds). Null: binding.
  hold_expires_at timestamptz,
  -- When a guest confirmed the booking's e-mail address (`Buchung bestätigen` link of the confirmation mail).
  email_confirmed_at timestamptz,
  expired_at timestamptz,
  -- Money to pay back (cents): set when a paid booking is cancelled or a payment arrives for a cancelled or expired
  -- one; needs_follow_up is raised with it so the academy refunds.
  refund_cents integer check (refund_cents >= 0),
  -- BT-10 (docs/invoices.md): a business customer's order number or a public body's Leitweg-ID, given at checkout
  -- and copied into the invoice. Letters, digits, - _ . / : # and spaces, at most 100 characters.
  buyer_reference text
    check (char_length(buyer_reference) <= 100 and buyer_reference ~ '^[A-Za-z0-9 ._/:#-]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_gross check (gross_cents = net_cents + vat_cents),
  constraint bookings_company check (customer_type = 'private' or company_name is not null),
  constraint bookings_billing_postal_code check (billing_country <> 'DE' or billing_postal_code ~ '^[0-9]{5}$')
);

create table public.booking_items (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  session_id uuid references public.seminar_sessions (id) on delete restrict,
  webinar_id uuid references public.webinars (id) on delete restrict,
  -- Snapshots: what the customer bought, even if the catalogue changes later.
  title text not null,
  location_name text not null,
  start_date date not null,
  start_time time,
  starts_at timestamptz not null,
  quantity integer not null check (quantity > 0),
  unit_net_cents integer not null check (unit_net_cents >= 0),
  -- Prices (issue 17): the discounts of this line, each rounded to whole cents (docs/pricing.md); unit_net_cents is
  -- the list price, line_net_cents what is charged.
  early_bird_percent integer not null default 0 check (early_bird_percent between 0 and 50),
  early_bird_cents integer not null default 0 check (early_bird_cents >= 0),
  group_discount_percent integer not null default 0 check (group_discount_percent between 0 and 50),
  group_discount_cents integer not null default 0 check (group_discount_cents >= 0),
  line_net_cents integer not null,
  vat_rate numeric(5, 2) not null,
  line_vat_cents integer not null check (line_vat_cents >= 0),
  -- [{ "first_name": "…", "last_name": "…", "email": "…" }], one per seat
  participants jsonb not null,
  created_at timestamptz not null default now(),
  constraint booking_items_one_target check (num_nonnulls(session_id, webinar_id) = 1),
  constraint booking_items_line_net check (
    line_net_cents = unit_net_cents * quantity - early_bird_cents - group_discount_cents
  ),
  constraint booking_items_participants check (
    jsonb_typeof(participants) = 'array' and jsonb_array_length(participants) = quantity
  )
);

-- Secrets issued with a booking: never readable over the API (RLS on, no policy for anon/authenticated).
create table public.booking_tokens (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  -- Sent only in the confirmation e-mail (`Buchung bestätigen`): proves the guest reads that address.
  confirmation_token text unique,
  -- Returned once by book_cart to the booking browser: proves ownership to the checkout function.
  payment_token text not null unique,
  -- The booking's one open Stripe Checkout Session (begin/attach_checkout_session): the checkout function hands out
  -- this URL again until checkout_expires_at instead of opening a second session.
  checkout_session_id text,
  checkout_session_url text,
  checkout_expires_at timestamptz,
  created_at timestamptz not null default now(),
  -- Sent only in the mails of a guest's booking (link „Ihre Buchung ansehen“): opens that booking read-only
  -- (public.guest_booking). Never returned by book_cart; the payment token stays the browser's key.
  view_token text not null unique default private.new_view_token() check (view_token ~ '^[A-Za-z0-9_-]{43}$')
);

-- Stripe events already handled (the webhook is idempotent per event id); written only by record_stripe_payment.
create table public.payment_events (
  event_id text primary key,
  booking_id uuid references public.bookings (id) on delete set null,
  amount_cents integer,
  outcome text not null,
  received_at timestamptz not null default now()
);

-- Invoices as records (issue 30, docs/invoices.md "Records"): issued once, when a booking becomes binding, by the
-- functions of …_functions_invoices.sql; an immutable snapshot (InvoiceSnapshot of
-- supabase/functions/_shared/invoice/types.ts) from which the PDF and XML are built. Corrected only by a credit note.
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  -- Restrict: an invoiced booking can never be deleted (the record is kept 10 years).
  booking_id uuid not null references public.bookings (id) on delete restrict,
  kind text not null check (kind in ('invoice', 'credit_note')),
  -- `RE-2027-00001` (invoice) / `GS-2027-00001` (credit note): gapless per kind and year (private.invoice_counters).
  number text not null unique check (number ~ '^(RE|GS)-[0-9]{4}-[0-9]{5,}$'),
  year integer not null,
  seq integer not null check (seq > 0),
  issue_date date not null,
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  gross_cents integer not null check (gross_cents >= 0),
  -- A credit note's original invoice; each invoice is credited at most once (invoices_preceding_idx).
  preceding_invoice_id uuid references public.invoices (id) on delete restrict,
  created_at timestamptz not null default now(),
  unique (kind, year, seq),
  constraint invoices_preceding check ((kind = 'credit_note') = (preceding_invoice_id is not null))
);

-- The last number used per kind and year. The issuing transaction updates its row (a row lock held to the commit),
-- so numbers are gapless: a rolled-back issue gives its number back, unlike a sequence.
create table private.invoice_counters (
  kind text not null check (kind in ('invoice', 'credit_note')),
  year integer not null,
  last integer not null check (last > 0),
  primary key (kind, year)
);
alter table private.invoice_counters enable row level security;
-- Not for the API roles at all (no grants either): the one policy says so, for the database linter too.
create policy invoice_counters_no_api_access on private.invoice_counters
  for all to anon, authenticated using (false) with check (false);
revoke all on private.invoice_counters from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- E-mail outbox: every message a booking, cancellation, payment or request causes is written here in the same
-- transaction (private.enqueue_* in …_functions_mail.sql); the edge function send-mail delivers it. A row is
-- rendered from `template` + `data` by the mail catalogue (supabase/functions/_shared/mail).

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null,
  data jsonb not null,
  recipient text not null,
  -- One message per cause: enqueueing the same cause twice is a no-op, and the provider gets it as Idempotency-Key.
  idempotency_key text not null unique,
  -- Mail limits (docs/booking-rules.md): the recipient normalised (lower case, `+tag` cut from the local part) and
  -- whether a visitor without a verified address caused the mail; private.unverified_mail_allowed counts these rows.
  recipient_key text not null default '',
  unverified boolean not null default false,
  booking_id uuid references public.bookings (id) on delete set null,
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- Scheduled messages (reminders) wait until then; null: at once.
  send_after timestamptz,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------------------------
-- Waiting list (written only by the waiting-list functions, …_functions_waitlist.sql)

-- The order on a list: a number drawn when the entry becomes `waiting` (confirmed address), so the order is exact
-- even for entries confirmed within one transaction.
create sequence public.waitlist_queue_seq;

create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  session_id uuid references public.seminar_sessions (id) on delete cascade,
  webinar_id uuid references public.webinars (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  name text not null check (char_length(name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  seats integer not null check (seats between 1 and 10),
  status public.waitlist_status not null default 'pending_confirmation',
  queue_number integer,
  -- Personal links: confirm the address (double opt-in), leave the list, book the offered seats.
  confirm_token uuid not null default gen_random_uuid(),
  leave_token uuid not null default gen_random_uuid(),
  offer_token uuid,
  offered_at timestamptz,
  offer_expires_at timestamptz,
  booking_id uuid references public.bookings (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint waitlist_entries_one_target check (num_nonnulls(session_id, webinar_id) = 1),
  constraint waitlist_entries_offer check (status <> 'offered' or (offer_token is not null and offer_expires_at is not null)),
  constraint waitlist_entries_queued check (status = 'pending_confirmation' or queue_number is not null)
);

-- Substitute participants (Ersatzteilnehmer): every change of a seat's name and e-mail by change_participant, with
-- what it was before, so the academy can follow who was registered when.
create table public.participant_changes (
  id uuid primary key default gen_random_uuid(),
  booking_item_id uuid not null references public.booking_items (id) on delete cascade,
  participant_index integer not null check (participant_index >= 0),
  previous_first_name text not null check (char_length(previous_first_name) <= 100),
  previous_last_name text not null check (char_length(previous_last_name) <= 100),
  previous_email text not null check (char_length(previous_email) <= 254),
  first_name text not null check (char_length(first_name) <= 100),
  last_name text not null check (char_length(last_name) <= 100),
  email text not null check (char_length(email) <= 254),
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now()
);

-- Attendance per seat, marked by the academy at the door (admin_set_attendance); attended seats of a finished date
-- get a Teilnahmebescheinigung (my_certificates).
create table public.attendances (
  id uuid primary key default gen_random_uuid(),
  booking_item_id uuid not null references public.booking_items (id) on delete cascade,
  participant_index integer not null check (participant_index >= 0),
  present boolean not null default false,
  marked_by uuid references auth.users (id) on delete set null,
  marked_at timestamptz not null default now(),
  -- The Teilnahmebescheinigung's number (printed on it, checked by admin_verify_certificate): 48 random bits, so it
  -- cannot be guessed; stays the same however often the seat is marked.
  certificate_id text not null unique default ('TB-' || regexp_replace(upper(left(replace(gen_random_uuid()::text, '-', ''), 12)), '^(.{4})(.{4})(.{4})$', '\1-\2-\3'))
    check (certificate_id ~ '^TB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$'),
  unique (booking_item_id, participant_index)
);

-- Withdrawals (§ 356a BGB): one statement per booking, recorded by withdraw_booking / withdraw_booking_as_guest with
-- the moment it was received. The booking itself is cancelled and flagged for the refund follow-up.
create table public.booking_withdrawals (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  via text not null check (via in ('account', 'guest')),
  -- Where the confirmation of receipt went (the booking's e-mail address).
  confirmation_email text not null check (char_length(confirmation_email) <= 254),
  -- A date had already begun when the statement arrived: the consumer owes the pro-rata value (Wertersatz).
  service_started boolean not null default false,
  received_at timestamptz not null default now(),
  -- The name the consumer gave on the guest form (§ 356a BGB); recorded, not used to identify the contract.
  name text check (char_length(name) <= 200)
);

-- Failed identifications on the guest withdrawal form, by address (lower case, +tag removed), to bound guessing
-- (settings.withdrawal_attempts_per_address / _per_hour). Only withdraw_booking_as_guest reads and writes it.
create table private.withdrawal_attempts (
  email_key text not null,
  attempted_at timestamptz not null default now()
);
alter table private.withdrawal_attempts enable row level security;
-- Not for the API roles at all (no grants either): the one policy says so, for the database linter too.
create policy withdrawal_attempts_no_api_access on private.withdrawal_attempts
  for all to anon, authenticated using (false) with check (false);
create index withdrawal_attempts_key_idx on private.withdrawal_attempts (email_key, attempted_at);
create index withdrawal_attempts_at_idx on private.withdrawal_attempts (attempted_at);

-- ---------------------------------------------------------------------------------------------------------------
-- Requests and settings

create table public.inhouse_requests (
  id uuid primary key default gen_random_uuid(),
  company text not null check (char_length(company) <= 200),
  contact_name text not null check (char_length(contact_name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (char_length(phone) <= 30),
  topic text not null check (char_length(topic) <= 200),
  participants integer check (participants > 0),
  preferred_period text check (char_length(preferred_period) <= 200),
  location_preference text check (char_length(location_preference) <= 200),
  message text check (char_length(message) <= 4000),
  privacy_consent boolean not null check (privacy_consent),
  status public.inhouse_status not null default 'new',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.settings (
  id integer primary key default 1 check (id = 1),
  academy_name text not null check (char_length(academy_name) <= 200),
  street text not null check (char_length(street) <= 200),
  postal_code text not null check (char_length(postal_code) <= 10),
  city text not null check (char_length(city) <= 100),
  country text not null default 'DE',
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (char_length(phone) <= 30),
  vat_id text not null check (char_length(vat_id) <= 15 and vat_id ~ '^(DE[0-9]{9}|(?!DE)[A-Z]{2}[0-9A-Z]{2,13})$'),
  iban text not null,
  bic text not null,
  bank_name text not null,
  vat_rate numeric(5, 2) not null default 19 check (vat_rate between 0 and 100),
  -- The one place of the cancellation rule: customers may cancel free of charge until this many days before the
  -- first session starts (cancel_booking reads it).
  free_cancellation_days integer not null default 14 check (free_cancellation_days >= 0),
  cancellation_terms text not null,
  booking_open boolean not null default true,
  -- Chat assistant knowledge: the later cancellation fee steps (a cancellation from `reduced_fee_from_days` days up
  -- to the free period costs `reduced_fee_percent`, later ones and no-shows `late_fee_percent`), the webinar rule,
  -- the invoice term, opening hours, the in-house offer and the second brand.
  reduced_fee_from_days integer not null default 7 check (reduced_fee_from_days >= 0),
  reduced_fee_percent integer not null default 50 check (reduced_fee_percent between 0 and 100),
  late_fee_percent integer not null default 100 check (late_fee_percent between 0 and 100),
  webinar_free_cancellation_hours integer not null default 24 check (webinar_free_cancellation_hours >= 0),
  invoice_due_days integer not null default 14 check (invoice_due_days > 0),
  opening_hours text not null default 'Montag bis Freitag, 9 bis 17 Uhr',
  inhouse_day_rate_net_cents integer not null default 249000 check (inhouse_day_rate_net_cents >= 0),
  inhouse_max_participants integer not null default 12 check (inhouse_max_participants > 0),
  inhouse_suggest_from_participants integer not null default 4 check (inhouse_suggest_from_participants > 0),
  second_brand text not null default 'KI-Werkstatt Live',
  second_brand_summary text not null default '',
  -- Seat holds and caps (booking integrity): how long an unpaid online booking holds its seats, how long a guest has
  -- to confirm an invoice booking's e-mail address, how many unconfirmed seats one guest e-mail address may hold, and
  -- which share of a date's capacity unconfirmed guest holds may take together.
  online_hold_minutes integer not null default 30 check (online_hold_minutes between 1 and 1440),
  invoice_confirmation_hours integer not null default 24 check (invoice_confirmation_hours between 1 and 336),
  guest_hold_seat_limit integer not null default 10 check (guest_hold_seat_limit between 1 and 100),
  guest_hold_share_percent integer not null default 50 check (guest_hold_share_percent between 0 and 100),
  -- Waiting list: how long seats offered to a waiting person stay held for them (issue 17).
  waitlist_offer_hours integer not null default 24 check (waitlist_offer_hours between 1 and 168),
  -- Waiting list against squatting (docs/booking-rules.md): an offer to an entry without an account lasts
  -- guest_waitlist_offer_hours; a date takes at most guest_waitlist_entries_per_date open entries without an account.
  guest_waitlist_offer_hours integer not null default 2 check (guest_waitlist_offer_hours between 1 and 168),
  guest_waitlist_entries_per_date integer not null default 3 check (guest_waitlist_entries_per_date between 0 and 100),
  -- Mail limits (docs/booking-rules.md): mails a visitor without a verified address can cause, per normalised
  -- recipient in 24 hours and in total per hour.
  unverified_mails_per_recipient integer not null default 5 check (unverified_mails_per_recipient between 1 and 10000),
  unverified_mails_per_hour integer not null default 200 check (unverified_mails_per_hour between 1 and 1000000),
  -- Guest withdrawal form: failed identifications allowed per address and in total per hour (docs/booking-rules.md).
  withdrawal_attempts_per_address integer not null default 5 check (withdrawal_attempts_per_address between 1 and 100),
  withdrawal_attempts_per_hour integer not null default 100 check (withdrawal_attempts_per_hour between 1 and 100000),
  -- Prices (issue 17): the default early-bird discount (percent, while booked at least `early_bird_days` Berlin
  -- calendar days before the start) and group discount (percent, from `group_min_participants` seats on one booking
  -- line); 0 percent = off. Seminars may override each (docs/pricing.md).
  early_bird_percent integer not null default 0 check (early_bird_percent between 0 and 50),
  early_bird_days integer not null default 60 check (early_bird_days between 1 and 365),
  group_discount_percent integer not null default 0 check (group_discount_percent between 0 and 50),
  group_min_participants integer not null default 3 check (group_min_participants between 2 and 10),
  -- Invoices (docs/invoices.md): the seller's legal data every invoice carries (§ 14 Abs. 4 Nr. 1 UStG, § 35a
  -- GmbHG); address, contact, VAT id and bank are the columns above.
  legal_name text not null default 'Digitalakademie Deutschland GmbH'
    check (char_length(legal_name) between 1 and 200),
  register_court text not null default 'Amtsgericht Berlin-Charlottenburg'
    check (char_length(register_court) between 1 and 200),
  register_number text not null default 'HRB 234567 B'
    check (char_length(register_number) between 1 and 50),
  managing_directors text[] not null default '{"Dr. Katharina Lehmann","Jonas Brandt"}'
    check (cardinality(managing_directors) between 1 and 10),
  website text not null default 'https://www.digitalakademie.test'
    check (website ~ '^https://' and char_length(website) <= 200),
  -- Everyone reads this row: the DATEV numbers of the export are admin-only, in public.accounting_settings.
  updated_at timestamptz not null default now()
);

-- The DATEV numbers of the tax adviser's export (docs/invoices.md, "Export"): consultant and client number of the
-- header, account length and chart (SKR03/SKR04), the collective debtor account and the automatic revenue account for
-- 19 % VAT (SKR03 8400: DATEV posts the VAT itself, so no BU key). The academy's internal bookkeeping data, so not in
-- the public settings row: one row only admins read and change (rls migration). The defaults are placeholders the
-- adviser replaces.
create table public.accounting_settings (
  id integer primary key default 1 check (id = 1),
  datev_consultant_number integer not null default 1001 check (datev_consultant_number between 1001 and 9999999),
  datev_client_number integer not null default 1 check (datev_client_number between 1 and 99999),
  datev_account_length integer not null default 4 check (datev_account_length between 4 and 8),
  datev_chart text not null default '03' check (datev_chart in ('03', '04')),
  datev_debtor_account integer not null default 10000 check (datev_debtor_account between 1 and 999999999),
  datev_revenue_account integer not null default 8400 check (datev_revenue_account between 1 and 99999999),
  updated_at timestamptz not null default now()
);
-- The one row exists from the start: the settings form and the export only read and update it (nobody may insert or
-- delete it over the API).
insert into public.accounting_settings (id) values (1);

-- ---------------------------------------------------------------------------------------------------------------
-- Indexes (foreign keys and the filters the screens use)

create index user_roles_role_idx on public.user_roles (role);
create index seminars_category_idx on public.seminars (category);
create index seminars_published_idx on public.seminars (published) where published;
create index seminar_sessions_seminar_idx on public.seminar_sessions (seminar_id, start_date);
create index seminar_sessions_location_idx on public.seminar_sessions (location_id, start_date);
create index seminar_sessions_trainer_idx on public.seminar_sessions (trainer_id);
create index seminar_sessions_start_date_idx on public.seminar_sessions (start_date);
create index webinars_starts_at_idx on public.webinars (starts_at);
create index webinars_trainer_idx on public.webinars (trainer_id);
create index bookings_user_idx on public.bookings (user_id, created_at desc);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_status_idx on public.bookings (status);
create index bookings_open_holds_idx on public.bookings (hold_expires_at) where status = 'pending';
create index bookings_guest_holds_idx on public.bookings (customer_email)
  where status = 'pending' and user_id is null and hold_expires_at is not null;
create index booking_items_booking_idx on public.booking_items (booking_id);
create index booking_items_session_idx on public.booking_items (session_id) where session_id is not null;
create index booking_withdrawals_user_idx on public.booking_withdrawals (user_id);
create index participant_changes_item_idx on public.participant_changes (booking_item_id, changed_at);
-- The user foreign keys that are set null when an account is deleted: each delete would scan the table without them.
create index participant_changes_changed_by_idx on public.participant_changes (changed_by)
  where changed_by is not null;
create index attendances_marked_by_idx on public.attendances (marked_by) where marked_by is not null;
create index payment_events_booking_idx on public.payment_events (booking_id) where booking_id is not null;
create index booking_items_webinar_idx on public.booking_items (webinar_id) where webinar_id is not null;
create index waitlist_entries_session_idx on public.waitlist_entries (session_id, status, queue_number)
  where session_id is not null;
create index waitlist_entries_webinar_idx on public.waitlist_entries (webinar_id, status, queue_number)
  where webinar_id is not null;
create index waitlist_entries_user_idx on public.waitlist_entries (user_id) where user_id is not null;
create index waitlist_entries_booking_idx on public.waitlist_entries (booking_id) where booking_id is not null;
create unique index waitlist_entries_confirm_token_idx on public.waitlist_entries (confirm_token);
create unique index waitlist_entries_leave_token_idx on public.waitlist_entries (leave_token);
create unique index waitlist_entries_offer_token_idx on public.waitlist_entries (offer_token) where offer_token is not null;
-- One open entry per address and date (join_waitlist answers WAITLIST_ALREADY_JOINED before this ever fires).
create unique index waitlist_entries_open_email_idx on public.waitlist_entries (coalesce(session_id, webinar_id), email)
  where status in ('pending_confirmation', 'waiting', 'offered');
create index inhouse_requests_status_idx on public.inhouse_requests (status, created_at desc);
create index invoices_booking_idx on public.invoices (booking_id, created_at);
create unique index invoices_preceding_idx on public.invoices (preceding_invoice_id)
  where preceding_invoice_id is not null;
create index invoices_issue_date_idx on public.invoices (issue_date, kind, seq);
create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where sent_at is null;
create index email_outbox_booking_idx on public.email_outbox (booking_id) where booking_id is not null;
create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
-- Mail limits: the unverified mails of one recipient, and of the last hour.
create index email_outbox_unverified_recipient_idx on public.email_outbox (recipient_key, created_at) where unverified;
create index email_outbox_unverified_created_idx on public.email_outbox (created_at) where unverified;

-- ---------------------------------------------------------------------------------------------------------------
-- Triggers

create trigger profiles_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();
create trigger locations_updated_at before update on public.locations
  for each row execute function private.set_updated_at();
create trigger trainers_updated_at before update on public.trainers
  for each row execute function private.set_updated_at();
create trigger seminars_updated_at before update on public.seminars
  for each row execute function private.set_updated_at();
create trigger seminar_sessions_updated_at before update on public.seminar_sessions
  for each row execute function private.set_updated_at();
create trigger webinars_updated_at before update on public.webinars
  for each row execute function private.set_updated_at();
create trigger webinar_access_updated_at before update on public.webinar_access
  for each row execute function private.set_updated_at();
create trigger bookings_updated_at before update on public.bookings
  for each row execute function private.set_updated_at();
create trigger inhouse_requests_updated_at before update on public.inhouse_requests
  for each row execute function private.set_updated_at();
create trigger waitlist_entries_updated_at before update on public.waitlist_entries
  for each row execute function private.set_updated_at();
create trigger settings_updated_at before update on public.settings
  for each row execute function private.set_updated_at();
create trigger accounting_settings_updated_at before update on public.accounting_settings
  for each row execute function private.set_updated_at();

-- Every rule reads the one settings row: it can be changed, never deleted (SETTINGS_REQUIRED).
create function private.keep_settings_row() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = 'P0001', message = 'SETTINGS_REQUIRED', detail = '{}';
end;
$$;

create trigger settings_keep_row before delete on public.settings
  for each row execute function private.keep_settings_row();

-- GoBD: an issued invoice or credit note is kept unchanged, whoever asks (API roles, the service role, the functions'
-- owner): INVOICE_IMMUTABLE. Corrections are new records (docs/invoices.md).
create function private.refuse_invoice_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = 'P0001', message = 'INVOICE_IMMUTABLE',
    detail = jsonb_build_object('number', coalesce(old.number, ''))::text;
end;
$$;

create trigger invoices_immutable before update or delete on public.invoices
  for each row execute function private.refuse_invoice_change();
create trigger invoices_no_truncate before truncate on public.invoices
  for each statement execute function private.refuse_invoice_change();

-- A capacity below the seats already sold gets a named error instead of a bare check violation, whoever writes it
-- (admin screen via RLS, admin_update_session_capacity, or SQL).
create function private.refuse_capacity_below_booked() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.capacity < new.seats_booked and (tg_op = 'INSERT' or new.capacity is distinct from old.capacity) then
    raise exception using
      errcode = 'P0001',
      message = 'CAPACITY_BELOW_BOOKED',
      detail = jsonb_build_object('id', new.id, 'capacity', new.capacity, 'seats_booked', new.seats_booked)::text;
  end if;
  return new;
end;
$$;

create trigger seminar_sessions_capacity before insert or update of capacity on public.seminar_sessions
  for each row execute function private.refuse_capacity_below_booked();
create trigger webinars_capacity before insert or update of capacity on public.webinars
  for each row execute function private.refuse_capacity_below_booked();
