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

revoke all on function public.delete_my_account() from public, anon, authenticated, service_role;
grant execute on function public.delete_my_account() to authenticated;
comment on function public.delete_my_account() is
  'Deletes the calling user''s account; bookings are kept without the link to the account (retention duty).';
