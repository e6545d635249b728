-- Booking status changes by one rule set: admins (`admin_set_booking_status`, FORBIDDEN for anyone else) and the
-- payment provider's webhook (`mark_booking_paid_by_webhook`, service role).
-- Mirrored by mocks/app/rpc/bookingStatus.ts.

-- Allowed: pending → confirmed | paid | cancelled; confirmed → pending | paid | cancelled; paid → cancelled.
-- A cancelled or expired booking stays so (its seats are gone); only expiry sets 'expired'. Setting the current status again changes nothing.
create function private.set_booking_status(_booking_id uuid, _status public.booking_status) returns jsonb
language plpgsql set search_path = '' as $$
declare
  _booking public.bookings;
begin
  select * into _booking from public.bookings where id = _booking_id for update;
  if not found then
    perform private.raise_error('BOOKING_NOT_FOUND', jsonb_build_object('booking_id', _booking_id));
  end if;
  if _booking.status <> _status then
    -- Expired is final like cancelled, and only expiry sets it.
    if _booking.status in ('cancelled', 'expired') or _status = 'expired'
        or (_booking.status = 'paid' and _status <> 'cancelled') then
      perform private.raise_error('INVALID_STATUS_TRANSITION', jsonb_build_object(
        'booking_id', _booking_id, 'from', _booking.status, 'to', _status));
    end if;
    if _status = 'cancelled' then
      perform private.release_booking_seats(_booking_id);
      perform private.offer_freed_seats_of_booking(_booking_id); -- waiting list: offer the freed seats
      -- Refunds: a paid booking is flagged with the amount to pay back.
      perform private.flag_refund(_booking_id, _booking.gross_cents);
    end if;
    update public.bookings
    set status = _status,
        paid_at = case when _status = 'paid' then now() else paid_at end,
        cancelled_at = case when _status = 'cancelled' then now() else cancelled_at end,
        -- Confirmed or paid: binding, the hold ends.
        hold_expires_at = case when _status in ('confirmed', 'paid') then null else hold_expires_at end
    where id = _booking_id
    returning * into _booking;
    -- Invoices (docs/invoices.md): binding → the invoice (once); cancelled → the credit note for it.
    if _status in ('confirmed', 'paid') then
      perform private.issue_invoice(_booking_id);
    elsif _status = 'cancelled' then
      perform private.credit_booking_invoice(_booking_id, 'Stornierung');
    end if;
    perform private.enqueue_status_mails(_booking_id); -- Mail outbox (i14): confirmation, receipt or cancellation
  end if;
  return jsonb_build_object(
    'booking_id', _booking.id, 'status', _booking.status, 'paid_at', _booking.paid_at,
    'cancelled_at', _booking.cancelled_at);
end;
$$;

create function public.admin_set_booking_status(_booking_id uuid, _status public.booking_status) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return private.set_booking_status(_booking_id, _status);
end;
$$;

-- Called by the payment provider's webhook (edge function with the service role key); idempotent.
create function public.mark_booking_paid_by_webhook(_booking_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  return private.set_booking_status(_booking_id, 'paid');
end;
$$;
