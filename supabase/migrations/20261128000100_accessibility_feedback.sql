-- Barrier reports from the Barrierefreiheitserklärung (BFSG, issue 31; docs/booking-rules.md "Accessibility
-- feedback"): anyone may report a barrier through submit_accessibility_feedback; the report is stored for the academy
-- and mailed to the academy only. Nothing goes to the typed address (anyone could have typed it, issue 28). The
-- function is with the others (…_functions_accessibility_feedback.sql): PL/pgSQL resolves this table when it runs.

create table public.accessibility_feedback (
  id uuid primary key default gen_random_uuid(),
  message text not null check (char_length(message) between 1 and 4000),
  name text check (char_length(name) <= 100),
  email text check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- The page the barrier was found on, as the visitor gave it.
  page text check (char_length(page) <= 200),
  -- Lower case, +tag removed (private.mail_recipient_key): the per-address limit counts by it.
  email_key text,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index accessibility_feedback_created_idx on public.accessibility_feedback (created_at);
create index accessibility_feedback_email_key_idx on public.accessibility_feedback (email_key, created_at)
  where email_key is not null;
create index accessibility_feedback_user_idx on public.accessibility_feedback (user_id) where user_id is not null;

alter table public.accessibility_feedback enable row level security;
-- Reports are written only by submit_accessibility_feedback (security definer); admins read and delete them.
create policy admin_read on public.accessibility_feedback for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_read on public.accessibility_feedback is 'Only admins read barrier reports.';
create policy admin_delete on public.accessibility_feedback for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
comment on policy admin_delete on public.accessibility_feedback is 'Only admins delete barrier reports.';
-- Privileges as narrow as the policies: nothing for anon, read and delete for signed-in (admins, by the policies).
revoke all on public.accessibility_feedback from anon, authenticated;
grant select, delete on public.accessibility_feedback to authenticated;
