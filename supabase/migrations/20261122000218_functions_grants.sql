-- Execute grants: nothing is callable unless granted here. Every function is revoked from everyone (PUBLIC and the
-- API roles) and granted to exactly the roles that call it: anon (visitors), authenticated (signed-in users, admins
-- checked inside), service_role (edge functions, the webhook, pg_cron). The private schema is granted to nobody.
-- Mirrored by mocks/app/functions.ts (each function's grantedTo) and mocks/app/rpc/common.ts (the 42501 check).

revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- Roles and accounts
revoke execute on function public.has_role(uuid, public.app_role) from public, anon, authenticated, service_role;
revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;
revoke execute on function public.has_webinar_access(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_user_role(uuid, public.app_role, boolean)
  from public, anon, authenticated, service_role;
revoke execute on function public.delete_my_account() from public, anon, authenticated, service_role;
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;
grant execute on function public.has_webinar_access(uuid) to authenticated, service_role;
grant execute on function public.admin_set_user_role(uuid, public.app_role, boolean) to authenticated;
grant execute on function public.delete_my_account() to authenticated;

-- Seat holds
revoke execute on function public.confirm_booking_email(text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_booking_email(text) to anon, authenticated;

-- Mail outbox
revoke execute on function public.admin_resend_email(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_resend_email(uuid) to authenticated;

-- Waiting list
revoke execute on function public.join_waitlist(uuid, uuid, text, text, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.confirm_waitlist(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.leave_waitlist(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.get_waitlist_offer(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.my_waitlist_entries() from public, anon, authenticated, service_role;
revoke execute on function public.admin_offer_waitlist_seats(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_remove_waitlist_entry(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.expire_waitlist_offers() from public, anon, authenticated, service_role;
grant execute on function public.join_waitlist(uuid, uuid, text, text, integer) to anon, authenticated;
grant execute on function public.confirm_waitlist(uuid) to anon, authenticated;
grant execute on function public.leave_waitlist(uuid) to anon, authenticated;
grant execute on function public.get_waitlist_offer(uuid) to anon, authenticated;
grant execute on function public.my_waitlist_entries() to authenticated;
grant execute on function public.admin_offer_waitlist_seats(uuid) to authenticated;
grant execute on function public.admin_remove_waitlist_entry(uuid) to authenticated;
grant execute on function public.expire_waitlist_offers() to service_role;

-- Booking
revoke execute on function public.book_cart(jsonb, jsonb, text) from public, anon, authenticated, service_role;
grant execute on function public.book_cart(jsonb, jsonb, text) to anon, authenticated;

-- Payments
revoke execute on function public.record_stripe_payment(text, uuid, integer, text, text)
  from public, anon, authenticated, service_role;
revoke execute on function public.begin_checkout_session(uuid, timestamptz)
  from public, anon, authenticated, service_role;
revoke execute on function public.attach_checkout_session(uuid, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.record_stripe_payment(text, uuid, integer, text, text) to service_role;
grant execute on function public.begin_checkout_session(uuid, timestamptz) to service_role;
grant execute on function public.attach_checkout_session(uuid, text, text) to service_role;

-- Cancellation
revoke execute on function public.cancel_booking(uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_booking(uuid) to authenticated;

-- Substitute participant
revoke execute on function public.change_participant(uuid, integer, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.change_participant(uuid, integer, text, text, text) to authenticated;

-- Participant lists, attendance and certificates
revoke execute on function public.admin_session_participants(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_attendance(uuid, integer, boolean)
  from public, anon, authenticated, service_role;
revoke execute on function public.my_certificates() from public, anon, authenticated, service_role;
revoke execute on function public.admin_verify_certificate(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_session_participants(uuid) to authenticated;
grant execute on function public.admin_set_attendance(uuid, integer, boolean) to authenticated;
grant execute on function public.my_certificates() to authenticated;
grant execute on function public.admin_verify_certificate(text) to authenticated;

-- Withdrawal
revoke execute on function public.withdraw_booking(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.withdraw_booking_as_guest(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.my_withdrawal_options() from public, anon, authenticated, service_role;
grant execute on function public.withdraw_booking(uuid) to authenticated;
grant execute on function public.withdraw_booking_as_guest(text, text, text) to anon, authenticated;
grant execute on function public.my_withdrawal_options() to authenticated;

-- Booking status
revoke execute on function public.admin_set_booking_status(uuid, public.booking_status)
  from public, anon, authenticated, service_role;
revoke execute on function public.mark_booking_paid_by_webhook(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_booking_status(uuid, public.booking_status) to authenticated;
grant execute on function public.mark_booking_paid_by_webhook(uuid) to service_role;

-- Seminar dates
revoke execute on function public.admin_cancel_session(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_update_session_capacity(uuid, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.admin_cancel_session(uuid) to authenticated;
grant execute on function public.admin_update_session_capacity(uuid, integer) to authenticated;

-- Invoices
revoke execute on function public.admin_correct_invoice(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_invoices(date, date) from public, anon, authenticated, service_role;
revoke execute on function public.admin_invoice_page(date, date, text, text, integer, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.guest_invoices(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_correct_invoice(uuid) to authenticated;
grant execute on function public.admin_invoices(date, date) to authenticated;
grant execute on function public.admin_invoice_page(date, date, text, text, integer, integer) to authenticated;
grant execute on function public.guest_invoices(uuid, text) to anon, authenticated;

-- Guest booking
revoke execute on function public.guest_booking(text) from public, anon, authenticated, service_role;
grant execute on function public.guest_booking(text) to anon, authenticated;

-- Accessibility feedback
revoke execute on function public.submit_accessibility_feedback(text, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.submit_accessibility_feedback(text, text, text, text) to anon, authenticated;
