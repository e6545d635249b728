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
-- No policy at all on booking_tokens and payment_events: read only by the functions (security definer) and the
-- service role.
alter table public.booking_tokens enable row level security;
alter table public.payment_events enable row level security;
alter table public.booking_withdrawals enable row level security;
alter table public.participant_changes enable row level security;
alter table public.attendances enable row level security;
alter table public.inhouse_requests enable row level security;
alter table public.settings enable row level security;
alter table public.email_outbox enable row level security;
alter table public.waitlist_entries enable row level security;

-- ---------------------------------------------------------------------------------------------------------------
-- Admins: full access everywhere

create policy admin_all on public.profiles for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.profiles is 'Admins manage every profile (user administration).';

create policy admin_all on public.user_roles for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.user_roles is
  'Only admins write roles; admin_set_user_role is the safe path (it refuses to remove the last admin).';

create policy admin_all on public.locations for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.locations is 'Admins manage the venues.';

create policy admin_all on public.trainers for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.trainers is 'Admins manage the trainers.';

create policy admin_all on public.seminars for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.seminars is 'Admins manage seminars, including unpublished drafts.';

create policy admin_all on public.seminar_sessions for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.seminar_sessions is
  'Admins manage sessions; capacity below seats_booked is refused by a trigger (CAPACITY_BELOW_BOOKED).';

create policy admin_all on public.webinars for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.webinars is 'Admins manage webinars, including unpublished drafts.';

create policy admin_all on public.webinar_access for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.webinar_access is 'Admins set and read the webinar join links.';

create policy admin_all on public.bookings for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.bookings is
  'Admins see and correct every booking; status changes should go through admin_set_booking_status.';

create policy admin_all on public.booking_items for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.booking_items is 'Admins see and correct every booking line.';

create policy admin_all on public.booking_withdrawals for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.booking_withdrawals is 'Admins see every withdrawal to handle the refund.';

create policy admin_all on public.participant_changes for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.participant_changes is 'Admins see who was registered for a seat and when.';

create policy admin_all on public.attendances for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.attendances is
  'Only admins read and mark attendance (admin_set_attendance); customers get their certificates via my_certificates.';

create policy admin_all on public.inhouse_requests for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.inhouse_requests is 'Only admins read and process in-house requests.';

create policy admin_read on public.email_outbox for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_read on public.email_outbox is
  'Admins see the outbox; rows are written only by the enqueue functions and send-mail (admin_resend_email resets one).';
-- No API role writes the outbox directly, and guests never read it.
revoke insert, update, delete, truncate on public.email_outbox from anon, authenticated;
revoke select on public.email_outbox from anon;
create policy admin_all on public.waitlist_entries for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.waitlist_entries is 'Admins see every waiting list with positions and status.';

create policy admin_all on public.settings for all to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_all on public.settings is 'Only admins change the academy settings.';

-- ---------------------------------------------------------------------------------------------------------------
-- Public catalogue (anon and authenticated)

create policy public_read on public.locations for select to anon, authenticated using (true);
comment on policy public_read on public.locations is 'Venues are public catalogue data.';

create policy public_read on public.trainers for select to anon, authenticated using (true);
comment on policy public_read on public.trainers is 'Trainer profiles are public catalogue data.';

create policy public_read_published on public.seminars for select to anon, authenticated using (published);
comment on policy public_read_published on public.seminars is 'Everyone sees published seminars; drafts stay hidden.';

create policy public_read_published on public.seminar_sessions for select to anon, authenticated
  using (exists (select 1 from public.seminars s where s.id = seminar_id and s.published));
comment on policy public_read_published on public.seminar_sessions is
  'Everyone sees the dates (also cancelled ones, shown as such) of published seminars.';

create policy public_read_published on public.webinars for select to anon, authenticated using (published);
comment on policy public_read_published on public.webinars is
  'Everyone sees published webinars; the join link is not in this table (see webinar_access).';

create policy public_read on public.settings for select to anon, authenticated using (true);
comment on policy public_read on public.settings is 'Imprint, bank and cancellation terms are public.';

create policy anyone_can_request on public.inhouse_requests for insert to anon, authenticated
  with check (privacy_consent and status = 'new');
comment on policy anyone_can_request on public.inhouse_requests is
  'Anyone may send an in-house request (with privacy consent, as a new request); nobody but admins reads them.';

-- ---------------------------------------------------------------------------------------------------------------
-- Own data

create policy own_read on public.profiles for select to authenticated using (user_id = (select auth.uid()));
comment on policy own_read on public.profiles is 'A user reads their own profile.';

create policy own_insert on public.profiles for insert to authenticated with check (user_id = (select auth.uid()));
comment on policy own_insert on public.profiles is
  'Fallback of docs/states.md: the client may create its own profile if the sign-up trigger did not.';

create policy own_update on public.profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
comment on policy own_update on public.profiles is 'A user edits their own profile and notification settings.';

create policy own_read on public.user_roles for select to authenticated using (user_id = (select auth.uid()));
comment on policy own_read on public.user_roles is 'A user sees their own roles; only admins write roles.';

create policy own_read on public.bookings for select to authenticated using (user_id = (select auth.uid()));
comment on policy own_read on public.bookings is
  'A customer reads their own bookings; they are created and cancelled only through book_cart and cancel_booking.';

create policy own_read on public.booking_items for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));
comment on policy own_read on public.booking_items is 'A customer reads the lines of their own bookings.';

create policy own_read on public.waitlist_entries for select to authenticated
  using (user_id = (select auth.uid()));
comment on policy own_read on public.waitlist_entries is
  'A signed-in user reads their own entries; they are written only through the waiting-list functions.';

create policy own_read on public.booking_withdrawals for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));
comment on policy own_read on public.booking_withdrawals is
  'A customer reads the withdrawals of their own bookings; they are recorded only through the withdraw functions.';

create policy own_read on public.participant_changes for select to authenticated
  using (exists (
    select 1 from public.booking_items bi join public.bookings b on b.id = bi.booking_id
    where bi.id = booking_item_id and b.user_id = (select auth.uid())));
comment on policy own_read on public.participant_changes is
  'A booker reads the participant changes of their own bookings; changes are made only by change_participant.';

create policy bookers_read on public.webinar_access for select to authenticated
  using ((select public.has_webinar_access(webinar_id)));
comment on policy bookers_read on public.webinar_access is
  'The join link is released to users with a confirmed or paid booking of the webinar, from 1 hour before the start.';

-- ---------------------------------------------------------------------------------------------------------------
-- Privileges beyond RLS: Supabase's default grants give anon and authenticated every table privilege. TRUNCATE
-- (which RLS does not filter: `truncate public.bookings cascade` as anon emptied the table), TRIGGER and REFERENCES
-- are never needed over the API; the booking number sequence is advanced only by book_cart (security definer), so
-- nobody may read, advance or setval it. New tables and functions in public get none of these by default either:
-- every function is granted explicitly (see the functions migration).
revoke truncate, trigger, references on all tables in schema public from anon, authenticated;
revoke all on sequence public.booking_number_seq from anon, authenticated;
alter default privileges in schema public revoke truncate, trigger, references on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
-- PUBLIC's execute right on new functions is a global default: a per-schema command cannot take it away.
alter default privileges revoke execute on functions from public;
