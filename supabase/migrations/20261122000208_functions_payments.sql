-- Payments and refunds: the checkout function's two calls, the Stripe webhook's one call, and the refund flag that
-- cancellations, withdrawals and late payments raise.
-- Mirrored by mocks/app/rpc/checkoutSessions.ts, mocks/app/rpc/refunds.ts and mocks/app/rpc/flagRefund.ts.

-- A paid booking (or a payment for a cancelled or expired one) needs money back: flag it for the academy's follow-up
-- with the amount. Does nothing for a booking that was never paid.
create function private.flag_refund(_booking_id uuid, _amount_cents integer) returns void
language plpgsql set search_path = '' as $$
declare
  _refund integer;
begin
  update public.bookings
  set needs_follow_up = true, refund_cents = coalesce(refund_cents, 0) + _amount_cents
  where id = _booking_id and (status = 'paid' or paid_at is not null)
  returning refund_cents into _refund;
  -- The academy learns at once (mail outbox), once per refund total.
  if _refund is not null then
    perform private.enqueue_mail('academy_refund_due', (select email from public.settings where id = 1),
      private.mail_booking_data(_booking_id) || jsonb_build_object('refund_cents', _refund),
      'academy_refund_due:' || _booking_id || ':' || _refund, _booking_id);
  end if;
end;
$$;

-- The checkout function's first call (service role), in the transaction that also creates the Stripe Checkout
-- Session: the booking must be a pending online booking whose hold still runs and that has no open session. Its hold
-- is extended to the session's expiry (Stripe accepts 30 minutes to 24 hours), so the seats stay held as long as
-- the customer can pay; the session is written by attach_checkout_session in the same transaction.
create function public.begin_checkout_session(_booking_id uuid, _expires_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
  _open timestamptz;
begin
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.payment_method <> 'online' or _booking.status <> 'pending' then
    perform private.raise_error('NOT_PAYABLE', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.hold_expires_at is null or _booking.hold_expires_at <= now() then
    perform private.raise_error('BOOKING_EXPIRED', jsonb_build_object('booking_id', _booking_id));
  end if;
  select checkout_expires_at into _open from public.booking_tokens
  where booking_id = _booking_id and checkout_expires_at > now();
  if _open is not null then
    perform private.raise_error('CHECKOUT_SESSION_OPEN', jsonb_build_object(
      'booking_id', _booking_id, 'expires_at', _open));
  end if;
  if _expires_at is null or _expires_at <= now() or _expires_at > now() + interval '24 hours' then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'expires_at', 'reason', 'out_of_range'));
  end if;
  update public.bookings set hold_expires_at = greatest(hold_expires_at, _expires_at) where id = _booking_id
  returning * into _booking;
  update public.booking_tokens
  set checkout_session_id = null, checkout_session_url = null, checkout_expires_at = _expires_at
  where booking_id = _booking_id;
  return jsonb_build_object('booking_id', _booking_id, 'hold_expires_at', _booking.hold_expires_at,
    'checkout_expires_at', _expires_at);
end;
$$;

-- The checkout function's second call (service role): the Stripe session begin_checkout_session made room for.
create function public.attach_checkout_session(_booking_id uuid, _session_id text, _url text) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  update public.booking_tokens set checkout_session_id = _session_id, checkout_session_url = _url
  where booking_id = _booking_id and checkout_expires_at > now();
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  return jsonb_build_object('booking_id', _booking_id, 'session_id', _session_id);
end;
$$;

-- The Stripe webhook's one call (service role): records the payment of a completed checkout, idempotent per Stripe
-- event id. pending/confirmed → paid, but only when the event paid exactly the booking's gross_cents in euro (a
-- signed 1-cent event must not pay a 1.535,10 € booking): otherwise the event is recorded as amount_mismatch and the
-- booking flagged for the academy's follow-up, its status unchanged. Already paid → nothing; cancelled or expired →
-- the payment is recorded (paid_at) and the booking flagged for a refund. Never an error for a known booking, so the
-- webhook answers 200 and Stripe stops retrying. An amount_mismatch also tells the academy by mail (once per booking:
-- expected and received amount, the Stripe Checkout Session `_session_id`, else the booking's last one).
-- Outcomes: paid | amount_mismatch | already_paid | refund_needed | unknown_booking | duplicate.
create function public.record_stripe_payment(
  _event_id text, _booking_id uuid, _amount_cents integer, _currency text default 'eur', _session_id text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _booking public.bookings;
  _outcome text;
begin
  if private.trimmed(_event_id) is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'event_id', 'reason', 'required'));
  end if;
  if exists (select 1 from public.payment_events where event_id = _event_id) then
    return jsonb_build_object('event_id', _event_id, 'outcome', 'duplicate');
  end if;
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found then
    _outcome := 'unknown_booking';
  elsif _booking.status in ('pending', 'confirmed')
    and (_amount_cents is distinct from _booking.gross_cents or lower(coalesce(_currency, '')) <> 'eur') then
    update public.bookings set needs_follow_up = true where id = _booking_id;
    perform private.enqueue_mail('academy_payment_mismatch', (select email from public.settings where id = 1),
      private.mail_booking_data(_booking_id) || jsonb_build_object('payment', jsonb_build_object(
        'amount_cents', _amount_cents, 'currency', lower(private.trimmed(_currency)),
        'session_id', coalesce(private.trimmed(_session_id),
          (select checkout_session_id from public.booking_tokens where booking_id = _booking_id)),
        'event_id', _event_id)),
      'academy_payment_mismatch:' || _booking_id, _booking_id);
    _outcome := 'amount_mismatch';
  elsif _booking.status in ('pending', 'confirmed') then
    perform private.set_booking_status(_booking_id, 'paid');
    _outcome := 'paid';
  elsif _booking.status = 'paid' then
    _outcome := 'already_paid';
  else
    update public.bookings set paid_at = now() where id = _booking_id;
    perform private.flag_refund(_booking_id, coalesce(_amount_cents, _booking.gross_cents));
    _outcome := 'refund_needed';
  end if;
  -- A concurrent delivery of the same event: the primary key lets only one of them record it.
  insert into public.payment_events (event_id, booking_id, amount_cents, outcome)
  values (_event_id, case when _outcome <> 'unknown_booking' then _booking_id end, _amount_cents, _outcome);
  return jsonb_build_object('event_id', _event_id, 'booking_id', _booking_id, 'outcome', _outcome);
end;
$$;
