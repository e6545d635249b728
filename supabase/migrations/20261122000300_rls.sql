-- Row level security: on for every table, one comment per policy; table privileges the API roles never need are
-- revoked at the end.
-- `(select auth.uid())` and `(select public.has_role(...))` are wrapped in selects so PostgreSQL evaluates them once
-- per statement (an initPlan), not once per row.
-- Without a matching policy PostgreSQL answers: SELECT/UPDATE/DELETE see 0 rows, INSERT fails with 42501.

alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.locations enable row level security;
alter table public.trainers enable row level security;
alter table public.seminars enable row level security;
alter table public.seminar_sessions enable row level security;
alter table public.webinars enable row level security;
alter table public.webinar_access enable row level security;
alter table public.bookings enable row level security;
alter table public.booking_items enable row level security;
-- booking_tokens and payment_events are read only by the functions (security definer) and the service role: their
-- one policy (no_api_access, below) grants the API roles nothing.
alter table public.booking_tokens enable row level security;
alter table public.payment_events enable row level security;
alter table public.booking_withdrawals enable row level security;
alter table public.participant_changes enable row level security;
alter table public.attendances enable row level security;
alter table public.inhouse_requests enable row level security;
alter table public.settings enable row level security;
alter table public.accounting_settings enable row level security;
alter table public.email_outbox enable row level security;
alter table public.waitlist_entries enable row level security;
alter table public.invoices enable row level security;

-- ---------------------------------------------------------------------------------------------------------------
-- Admins: full access everywhere. One permissive policy per table, role and action (Supabase's linter,
-- multiple_permissive_policies; tests/db/databaseLinter.test.ts): where others may read or write too, the admin is
-- one `or` of that action's policy further down; the actions only admins have are their own policies here.

create policy admin_delete on public.profiles for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.profiles is 'Admins manage every profile (user administration).';

create policy admin_insert on public.user_roles for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.user_roles is 
  'Only admins write roles; admin_set_user_role is the safe path (it refuses to remove the last admin).';
create policy admin_update on public.user_roles for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.user_roles is 
  'Only admins write roles; admin_set_user_role is the safe path (it refuses to remove the last admin).';
create policy admin_delete on public.user_roles for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.user_roles is 
  'Only admins write roles; admin_set_user_role is the safe path (it refuses to remove the last admin).';

create policy admin_insert on public.locations for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.locations is 'Admins manage the venues.';
create policy admin_update on public.locations for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.locations is 'Admins manage the venues.';
create policy admin_delete on public.locations for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.locations is 'Admins manage the venues.';

create policy admin_insert on public.trainers for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.trainers is 'Admins manage the trainers.';
create policy admin_update on public.trainers for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.trainers is 'Admins manage the trainers.';
create policy admin_delete on public.trainers for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.trainers is 'Admins manage the trainers.';

create policy admin_insert on public.seminars for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.seminars is 'Admins manage seminars, including unpublished drafts.';
create policy admin_update on public.seminars for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.seminars is 'Admins manage seminars, including unpublished drafts.';
create policy admin_delete on public.seminars for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.seminars is 'Admins manage seminars, including unpublished drafts.';

create policy admin_insert on public.seminar_sessions for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.seminar_sessions is
  'Admins manage sessions; capacity below seats_booked is refused by a trigger (CAPACITY_BELOW_BOOKED).';
create policy admin_update on public.seminar_sessions for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.seminar_sessions is
  'Admins manage sessions; capacity below seats_booked is refused by a trigger (CAPACITY_BELOW_BOOKED).';
create policy admin_delete on public.seminar_sessions for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.seminar_sessions is
  'Admins manage sessions; capacity below seats_booked is refused by a trigger (CAPACITY_BELOW_BOOKED).';

create policy admin_insert on public.webinars for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.webinars is 'Admins manage webinars, including unpublished drafts.';
create policy admin_update on public.webinars for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.webinars is 'Admins manage webinars, including unpublished drafts.';
create policy admin_delete on public.webinars for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.webinars is 'Admins manage webinars, including unpublished drafts.';

create policy admin_insert on public.webinar_access for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.webinar_access is
  'Admins set the webinar join links (they read them through bookers_or_admin_read).';
create policy admin_update on public.webinar_access for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.webinar_access is
  'Admins set the webinar join links (they read them through bookers_or_admin_read).';
create policy admin_delete on public.webinar_access for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.webinar_access is
  'Admins set the webinar join links (they read them through bookers_or_admin_read).';

create policy admin_insert on public.bookings for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.bookings is 
  'Admins correct every booking (read: own_or_admin_read); status changes belong to admin_set_booking_status.';
create policy admin_update on public.bookings for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.bookings is 
  'Admins correct every booking (read: own_or_admin_read); status changes belong to admin_set_booking_status.';
create policy admin_delete on public.bookings for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.bookings is 
  'Admins correct every booking (read: own_or_admin_read); status changes belong to admin_set_booking_status.';

create policy admin_insert on public.booking_items for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.booking_items is
  'Admins correct every booking line (they read them through own_or_admin_read).';
create policy admin_update on public.booking_items for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.booking_items is
  'Admins correct every booking line (they read them through own_or_admin_read).';
create policy admin_delete on public.booking_items for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.booking_items is
  'Admins correct every booking line (they read them through own_or_admin_read).';

create policy admin_insert on public.booking_withdrawals for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.booking_withdrawals is
  'Admins correct withdrawal records while handling the refund (they read them through own_or_admin_read).';
create policy admin_update on public.booking_withdrawals for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.booking_withdrawals is
  'Admins correct withdrawal records while handling the refund (they read them through own_or_admin_read).';
create policy admin_delete on public.booking_withdrawals for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.booking_withdrawals is
  'Admins correct withdrawal records while handling the refund (they read them through own_or_admin_read).';

create policy admin_insert on public.participant_changes for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.participant_changes is
  'Admins correct the log of participant changes (they read it through own_or_admin_read).';
create policy admin_update on public.participant_changes for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.participant_changes is
  'Admins correct the log of participant changes (they read it through own_or_admin_read).';
create policy admin_delete on public.participant_changes for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.participant_changes is
  'Admins correct the log of participant changes (they read it through own_or_admin_read).';

create policy admin_all on public.attendances for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.attendances is
  'Only admins read and mark attendance (admin_set_attendance); customers get their certificates via my_certificates.';

create policy admin_read on public.inhouse_requests for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_read on public.inhouse_requests is 'Only admins read and process in-house requests.';
create policy admin_update on public.inhouse_requests for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.inhouse_requests is 'Only admins read and process in-house requests.';
create policy admin_delete on public.inhouse_requests for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.inhouse_requests is 'Only admins read and process in-house requests.';

create policy admin_read on public.email_outbox for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_read on public.email_outbox is
  'Admins see the outbox; rows are written only by the enqueue functions and send-mail (admin_resend_email resets one).';
-- No API role writes the outbox directly, and guests never read it.
revoke insert, update, delete, truncate on public.email_outbox from anon, authenticated;
revoke select on public.email_outbox from anon;
create policy own_or_admin_read on public.invoices for select to authenticated
  using (
    exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid()))
    or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_read on public.invoices is
  'The booker reads the invoices and credit notes of their bookings, admins all; issued only by the functions.';
-- Invoices (docs/invoices.md): nobody writes them over the API, not even the service role; guests never read them
-- directly (guest_invoices checks the booking's payment token).
revoke insert, update, delete, truncate on public.invoices from anon, authenticated, service_role;
revoke select on public.invoices from anon;
create policy admin_insert on public.waitlist_entries for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.waitlist_entries is
  'Admins correct waiting-list entries (they read them through own_or_admin_read).';
create policy admin_update on public.waitlist_entries for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.waitlist_entries is
  'Admins correct waiting-list entries (they read them through own_or_admin_read).';
create policy admin_delete on public.waitlist_entries for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.waitlist_entries is
  'Admins correct waiting-list entries (they read them through own_or_admin_read).';

create policy admin_insert on public.settings for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_insert on public.settings is 'Only admins change the academy settings.';
create policy admin_update on public.settings for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.settings is 'Only admins change the academy settings.';
create policy admin_delete on public.settings for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.settings is 'Only admins change the academy settings.';

-- The DATEV numbers (docs/invoices.md, "Export"): the settings row is public, these are not. Privileges as narrow as
-- the policies: nothing for anon; select and update of the one row for signed-in users (admins, by the policies);
-- nobody inserts or deletes it over the API.
create policy admin_read on public.accounting_settings for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_read on public.accounting_settings is
  'Only admins read the DATEV numbers (settings form, DATEV export); visitors and customers never see them.';
create policy admin_update on public.accounting_settings for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_update on public.accounting_settings is 'Only admins change the DATEV numbers.';
revoke all on public.accounting_settings from anon, authenticated;
grant select, update on public.accounting_settings to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Functions only: a policy that grants nothing says so explicitly (a table with RLS and no policy reads like a gap)

create policy no_api_access on public.booking_tokens for all to anon, authenticated using (false) with check (false);
comment on policy no_api_access on public.booking_tokens is
  'The confirmation and payment tokens never leave the database over the API: book_cart returns them once.';

create policy no_api_access on public.payment_events for all to anon, authenticated using (false) with check (false);
comment on policy no_api_access on public.payment_events is
  'Stripe events are recorded by record_stripe_payment (service role) only.';

-- ---------------------------------------------------------------------------------------------------------------
-- Public catalogue (anon and authenticated)

create policy public_read on public.locations for select to anon, authenticated using (true);
comment on policy public_read on public.locations is 'Venues are public catalogue data (admins included).';

create policy public_read on public.trainers for select to anon, authenticated using (true);
comment on policy public_read on public.trainers is 'Trainer profiles are public catalogue data (admins included).';

create policy published_or_admin_read on public.seminars for select to anon, authenticated
  using (published or (select public.has_role((select auth.uid()), 'admin')));
comment on policy published_or_admin_read on public.seminars is
  'Everyone sees published seminars; drafts only admins.';

create policy published_or_admin_read on public.seminar_sessions for select to anon, authenticated
  using ((select public.has_role((select auth.uid()), 'admin'))
    or exists (select 1 from public.seminars s where s.id = seminar_id and s.published));
comment on policy published_or_admin_read on public.seminar_sessions is
  'Everyone sees the dates (also cancelled ones, shown as such) of published seminars; admins every date.';

create policy published_or_admin_read on public.webinars for select to anon, authenticated
  using (published or (select public.has_role((select auth.uid()), 'admin')));
comment on policy published_or_admin_read on public.webinars is
  'Everyone sees published webinars, admins drafts too; the join link is not in this table (see webinar_access).';

create policy public_read on public.settings for select to anon, authenticated using (true);
comment on policy public_read on public.settings is
  'Imprint, bank and cancellation terms are public (admins included).';

create policy anyone_can_request on public.inhouse_requests for insert to anon, authenticated
  with check ((privacy_consent and status = 'new') or (select public.has_role((select auth.uid()), 'admin')));
comment on policy anyone_can_request on public.inhouse_requests is
  'Anyone may send an in-house request (with privacy consent, as a new request), admins any; only admins read them.';

-- ---------------------------------------------------------------------------------------------------------------
-- Own data

create policy own_or_admin_read on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_read on public.profiles is 'A user reads their own profile; admins every profile.';

create policy own_or_admin_insert on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_insert on public.profiles is
  'Fallback of docs/states.md: the client may create its own profile if the sign-up trigger did not; admins any.';

create policy own_or_admin_update on public.profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')))
  with check (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_update on public.profiles is
  'A user edits their own profile and notification settings; admins every profile.';

create policy own_or_admin_read on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_read on public.user_roles is
  'A user sees their own roles, admins all; only admins write roles.';

create policy own_or_admin_read on public.bookings for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_read on public.bookings is
  'A customer reads their own bookings (created and cancelled only through book_cart and cancel_booking); admins all.';

create policy own_or_admin_read on public.booking_items for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin'))
    or exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));
comment on policy own_or_admin_read on public.booking_items is
  'A customer reads the lines of their own bookings; admins every line.';

create policy own_or_admin_read on public.waitlist_entries for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role((select auth.uid()), 'admin')));
comment on policy own_or_admin_read on public.waitlist_entries is
  'A signed-in user reads their own entries (written only through the waiting-list functions); admins every list.';

create policy own_or_admin_read on public.booking_withdrawals for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin'))
    or exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));
comment on policy own_or_admin_read on public.booking_withdrawals is
  'A customer reads the withdrawals of their own bookings (recorded only through the withdraw functions); admins all.';

create policy own_or_admin_read on public.participant_changes for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')) or exists (
    select 1 from public.booking_items bi join public.bookings b on b.id = bi.booking_id
    where bi.id = booking_item_id and b.user_id = (select auth.uid())));
comment on policy own_or_admin_read on public.participant_changes is
  'A booker reads the participant changes of their own bookings (made only by change_participant); admins all.';

create policy bookers_or_admin_read on public.webinar_access for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')) or (select public.has_webinar_access(webinar_id)));
comment on policy bookers_or_admin_read on public.webinar_access is
  'The join link: for users with a confirmed or paid booking of the webinar from 1 hour before the start; for admins.';

-- ---------------------------------------------------------------------------------------------------------------
-- Privileges beyond RLS: Supabase's default grants give anon and authenticated every table privilege. TRUNCATE
-- (which RLS does not filter: `truncate public.bookings cascade` as anon emptied the table), TRIGGER and REFERENCES
-- are never needed over the API; the booking number and waiting-list queue sequences are advanced only by security
-- definer functions (book_cart, join_waitlist, …), so nobody may read, advance or setval any sequence. New tables and
-- functions in public get none of these by default either: every function is granted explicitly (see the functions
-- migration).
revoke truncate, trigger, references on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate, trigger, references on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
-- PUBLIC's execute right on new functions is a global default: a per-schema command cannot take it away.
alter default privileges revoke execute on functions from public;
