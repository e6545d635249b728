-- Triggers the edge function send-mail: through pg_net right after messages are queued (the request leaves only
-- when the queuing transaction commits), and through pg_cron every minute as a safety net (retries, reminders that
-- came due, a missed trigger). Both need the project's URL and service role key in Supabase Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Without pg_net, pg_cron or Vault (plain PostgreSQL, as in the tests) this migration changes nothing. The functions it
-- schedules, private.request_send_mail and private.kick_send_mail, are with the mail functions (…_functions_mail.sql).

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
