-- Roles and accounts: `has_role` (asked by every admin check and policy), the new user's profile and customer role,
-- the profile's e-mail kept equal to the auth record's, the webinar link's release, role changes by admins and the
-- deletion of one's own account.
-- Mirrored by mocks/app/rpc/roles.ts, mocks/app/rpc/deleteMyAccount.ts, mocks/app/users.ts and mocks/rpc/hasRole.ts.

create function public.has_role(_user_id uuid, _role public.app_role) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role)
$$;

-- A new auth user gets a profile (from sign-up metadata) and the customer role. The client's profile insert
-- (docs/states.md) remains the fallback and simply conflicts here.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (user_id, email, first_name, last_name)
  values (
    new.id,
    new.email,
    private.trimmed(new.raw_user_meta_data ->> 'first_name'),
    private.trimmed(new.raw_user_meta_data ->> 'last_name')
  )
  on conflict (user_id) do nothing;
  insert into public.user_roles (user_id, role) values (new.id, 'customer') on conflict do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- profiles.email mirrors the auth record (auth.users.email), so nobody can pose as another address in the admin's
-- user list, where roles are granted: an insert takes the auth address whatever the client sends; an update that
-- sets any other address is refused (EMAIL_READ_ONLY) — e-mail changes go only through the auth e-mail-change flow,
-- which the trigger below copies here.
create function private.profile_email_from_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _auth_email text := (select u.email from auth.users u where u.id = new.user_id);
begin
  if tg_op = 'UPDATE' and new.email is distinct from old.email and new.email is distinct from _auth_email then
    perform private.raise_error('EMAIL_READ_ONLY', jsonb_build_object('field', 'email'));
  end if;
  new.email := _auth_email;
  return new;
end;
$$;

create trigger profiles_email_from_auth before insert or update on public.profiles
  for each row execute function private.profile_email_from_auth();

create function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function private.sync_profile_email();

-- The join link of a webinar is released to bookers whose booking of it is confirmed or paid, from one hour before
-- the start (earlier the link would only be passed on; the dashboard shows it from then on).
create function public.has_webinar_access(_webinar_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.booking_items bi
    join public.bookings b on b.id = bi.booking_id
    join public.webinars w on w.id = bi.webinar_id
    where bi.webinar_id = _webinar_id
      and b.user_id = auth.uid()
      and b.status in ('confirmed', 'paid')
      and now() >= w.starts_at - interval '1 hour'
  )
$$;

-- Grants or revokes a role. The last admin role can never be revoked (LAST_ADMIN), so the academy cannot lock
-- itself out — in particular an admin cannot remove their own admin role when nobody else has one.
create function public.admin_set_user_role(_user_id uuid, _role public.app_role, _grant boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if _grant is null or _role is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'grant', 'reason', 'required'));
  end if;
  if not exists (select 1 from auth.users where id = _user_id) then
    perform private.raise_error('USER_NOT_FOUND', jsonb_build_object('user_id', _user_id));
  end if;
  if _grant then
    insert into public.user_roles (user_id, role) values (_user_id, _role) on conflict do nothing;
  else
    if _role = 'admin' then
      -- Serialise concurrent revocations so two admins cannot remove each other at the same time.
      perform 1 from public.user_roles where role = 'admin' order by id for update;
      if not exists (select 1 from public.user_roles where role = 'admin' and user_id <> _user_id)
          and exists (select 1 from public.user_roles where role = 'admin' and user_id = _user_id) then
        perform private.raise_error('LAST_ADMIN', jsonb_build_object('user_id', _user_id));
      end if;
    end if;
    delete from public.user_roles where user_id = _user_id and role = _role;
  end if;
  return jsonb_build_object(
    'user_id', _user_id,
    'roles', coalesce((select jsonb_agg(role order by role) from public.user_roles where user_id = _user_id), '[]'));
end;
$$;

-- Customers delete their own account (Art. 17 DSGVO) from /settings.
-- The login, profile and roles go (ON DELETE CASCADE); bookings stay, detached from the account
-- (bookings.user_id ON DELETE SET NULL), because invoices must be kept for 8 years (§ 147 AO, § 14b UStG).
-- The last admin cannot delete themselves: the academy would lock itself out (as admin_set_user_role refuses).
create function public.delete_my_account() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _uid uuid := (select auth.uid());
begin
  if _uid is null then
    perform private.raise_error('NOT_AUTHENTICATED');
  end if;
  -- Serialise with admin_set_user_role and other deletions: two admins leaving at once cannot leave none.
  perform 1 from public.user_roles where role = 'admin' order by id for update;
  if exists (select 1 from public.user_roles where user_id = _uid and role = 'admin')
      and not exists (select 1 from public.user_roles where role = 'admin' and user_id <> _uid) then
    perform private.raise_error('LAST_ADMIN', jsonb_build_object('user_id', _uid));
  end if;
  delete from auth.users where id = _uid;
  return jsonb_build_object('user_id', _uid, 'deleted', true);
end;
$$;

comment on function public.delete_my_account() is
  'Deletes the calling user''s account; bookings are kept without the link to the account (retention duty).';
