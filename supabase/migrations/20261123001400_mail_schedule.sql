-- Triggers the edge function send-mail: through pg_net right after messages are queued (the request leaves only
-- when the queuing transaction commits), and through pg_cron every minute as a safety net (retries, reminders that
-- came due, a missed trigger). Both need the project's URL and service role key in Supabase Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Without pg_net, pg_cron or Vault (plain PostgreSQL, as in the tests) this migration changes nothing.

-- POSTs to send-mail; a no-op until the Vault secrets exist.
create function private.request_send_mail() returns void
language plpgsql security definer set search_path = '' as $$
declare
  _url text;
  _key text;
begin
  if to_regclass('vault.decrypted_secrets') is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'project_url'$q$ into _url;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'$q$ into _key;
  if _url is null or _key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 10000)'
  using _url || '/functions/v1/send-mail', '{}'::jsonb,
    jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || _key);
end;
$$;

create function private.kick_send_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.request_send_mail();
  return null;
end;
$$;

revoke all on function private.request_send_mail() from public, anon, authenticated, service_role;
revoke all on function private.kick_send_mail() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
    -- Once per statement: a booking that queues several messages sends one request.
    create trigger email_outbox_send_mail after insert on public.email_outbox
      for each statement execute function private.kick_send_mail();
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('send-mail', '* * * * *', 'select private.request_send_mail()');
  end if;
end;
$$;
