-- Seat holds expire by the database itself: pg_cron runs private.expire_holds() every minute in live mode (book_cart
-- also applies it lazily, so an expired hold never blocks a sale before the job runs). Skipped where pg_cron is not
-- available (plain PostgreSQL of the tests).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('expire-booking-holds', '* * * * *', 'select private.expire_holds()');
  end if;
end;
$$;
