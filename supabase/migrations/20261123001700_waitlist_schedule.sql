-- Waiting list: lets expired offers lapse every minute and offers their seats to the next entries (issue 17).
-- Only where pg_cron is installed (Supabase); elsewhere the service role calls public.expire_waitlist_offers(),
-- and every read of the lists (my_waitlist_entries, the offer link) ignores or lapses expired offers anyway.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('expire-waitlist-offers', '* * * * *', 'select public.expire_waitlist_offers()');
  end if;
end;
$$;
