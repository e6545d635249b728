/**
 * The product's SQL functions as the mock backend serves them on `/rest/v1/rpc/:fn`: the same names, parameters and
 * execute grants as the functions migrations (`…_functions_grants.sql`).
 */
import { hasRole } from '../rpc/hasRole';
import type { RpcFunction } from '../rpc/rpcFunction';
import { deliverDueMails } from './mail/demoSender';
import { enqueueBookingMails } from './mail/enqueue';
import { adminResendEmail } from './mail/resendEmail';
import { adminCancelSession, adminUpdateSessionCapacity } from './rpc/adminSessions';
import { adminDashboardFigures } from './rpc/dashboardFigures';
import { adminSearchBookings } from './rpc/adminSearch';
import { catalogSeats } from './rpc/catalogSeats';
import { adminDatesBelowMinimum } from './rpc/datesBelowMinimum';
import { opsHealth } from './rpc/opsHealth';
import { bookCart } from './rpc/bookCart';
import { adminSetBookingStatus, markBookingPaidByWebhook } from './rpc/bookingStatus';
import { cancelBooking } from './rpc/cancelBooking';
import { deleteMyAccount } from './rpc/deleteMyAccount';
import { confirmBookingEmail } from './rpc/holds';
import { recordStripePayment } from './rpc/refunds';
import { attachCheckoutSession, beginCheckoutSession } from './rpc/checkoutSessions';
import { asRpc, type ProductFunction } from './rpc/common';
import { adminSetUserRole, hasWebinarAccessRpc } from './rpc/roles';
import {
  adminOfferWaitlistSeats,
  adminRemoveWaitlistEntry,
  confirmWaitlist,
  expireWaitlistOffers,
  getWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  myWaitlistEntries,
} from './rpc/waitlist';
import { myWithdrawalOptions, withdrawBooking, withdrawBookingAsGuest } from './rpc/withdrawal';
import { changeParticipant } from './rpc/changeParticipant';
import { adminCorrectInvoice, adminInvoicePage, adminInvoices, guestInvoices } from './rpc/invoices';
import { guestBooking } from './rpc/guestBooking';
import { rebookBookingItem, rebookingQuote } from './rpc/rebooking';
import { refundCancelledDate } from './rpc/cancelledDateChoice';
import { submitAccessibilityFeedback } from './rpc/accessibilityFeedback';
import { purgeExpiredPersonalDataRpc } from './retention';
import { adminSessionParticipants, adminSetAttendance, adminVerifyCertificate, myCertificates } from './rpc/attendance';
import {
  enqueueCertificateMail,
  enqueueParticipantChangedMail,
  enqueueWithdrawalMails,
} from './mail/enqueueFeatureMails';

/** book_cart with its outbox rows (the SQL's one `perform private.enqueue_booking_mails` line). */
const bookCartWithMail: RpcFunction = (ctx, args, db) => {
  const result = bookCart(ctx, args, db);
  enqueueBookingMails(db, result.booking_id, ctx.uid);
  return result;
};

/** The demo's send-mail: what a function queued lands in the Demo-Postfach right after it succeeded. */
function delivering(fn: RpcFunction): RpcFunction {
  return (ctx, args, db) => {
    const result = fn(ctx, args, db);
    deliverDueMails(db);
    return result;
  };
}

/**
 * The withdrawal functions with their outbox rows (the SQL's `perform private.enqueue_withdrawal_mails`); a guest's
 * failed identification (`{ refused }`) records nothing and mails nobody.
 */
const withMails =
  (fn: typeof withdrawBookingAsGuest): RpcFunction =>
  (ctx, args, db) => {
    const result = fn(ctx, args, db);
    if (!('refused' in result)) enqueueWithdrawalMails(db, result, ctx.uid);
    return result;
  };

/** change_participant with the participation mail to the new participant (`private.enqueue_participant_changed_mail`). */
const changeParticipantWithMail: RpcFunction = (ctx, args, db) => {
  const logged = db.rows('participant_changes').length;
  const change = changeParticipant(ctx, args, db);
  // Mail limits: a repeat of the same values logs nothing and mails nobody.
  if (db.rows('participant_changes').length > logged) {
    enqueueParticipantChangedMail(db, change.booking_item_id, change.participant_index, ctx.uid);
  }
  return change;
};

/** admin_set_attendance; a seat marked present after its date gets the certificate mail (`…_certificate_mail`). */
const setAttendanceWithMail: RpcFunction = (ctx, args, db) => {
  const result = adminSetAttendance(ctx, args, db);
  if (result.present) enqueueCertificateMail(db, String(result.booking_item_id), Number(result.participant_index));
  return result;
};

/** Name → parameters, execute grants and body; exported for the grant parity test. */
export const PRODUCT_FUNCTIONS: Record<string, ProductFunction> = {
  has_role: { params: ['_user_id', '_role'], grantedTo: ['anon', 'authenticated', 'service_role'], fn: hasRole },
  book_cart: {
    params: ['_lines', '_customer', '_payment_method'],
    grantedTo: ['anon', 'authenticated'],
    fn: delivering(bookCartWithMail),
  },
  cancel_booking: { params: ['_booking_id'], grantedTo: ['authenticated'], fn: delivering(cancelBooking) },
  confirm_booking_email: { params: ['_token'], grantedTo: ['anon', 'authenticated'], fn: confirmBookingEmail },
  change_participant: {
    params: ['_booking_item_id', '_participant_index', '_first_name', '_last_name', '_email'],
    grantedTo: ['authenticated'],
    fn: delivering(changeParticipantWithMail),
  },
  admin_session_participants: {
    params: ['_session_id'],
    grantedTo: ['authenticated'],
    fn: adminSessionParticipants,
  },
  admin_set_attendance: {
    params: ['_booking_item_id', '_participant_index', '_present'],
    grantedTo: ['authenticated'],
    fn: delivering(setAttendanceWithMail),
  },
  my_certificates: { params: [], grantedTo: ['authenticated'], fn: myCertificates },
  rebooking_quote: {
    params: ['_booking_item_id', '_session_id', '_token', '_waive_fee'],
    // `default` in SQL: PostgREST finds the function without them.
    optional: ['_token', '_waive_fee'],
    grantedTo: ['anon', 'authenticated'],
    fn: rebookingQuote,
  },
  refund_cancelled_date: {
    params: ['_booking_item_id', '_token'],
    optional: ['_token'],
    grantedTo: ['anon', 'authenticated'],
    fn: delivering(refundCancelledDate),
  },
  rebook_booking_item: {
    params: ['_booking_item_id', '_session_id', '_token', '_waive_fee'],
    optional: ['_token', '_waive_fee'],
    grantedTo: ['anon', 'authenticated'],
    fn: delivering(rebookBookingItem),
  },
  submit_accessibility_feedback: {
    params: ['_message', '_email', '_name', '_page'],
    // `default null` in SQL: PostgREST finds the function without them.
    optional: ['_email', '_name', '_page'],
    grantedTo: ['anon', 'authenticated'],
    fn: delivering(submitAccessibilityFeedback),
  },
  admin_verify_certificate: { params: ['_certificate_id'], grantedTo: ['authenticated'], fn: adminVerifyCertificate },
  withdraw_booking: {
    params: ['_booking_id'],
    grantedTo: ['authenticated'],
    fn: delivering(withMails(withdrawBooking)),
  },
  withdraw_booking_as_guest: {
    params: ['_booking_number', '_email', '_name'],
    grantedTo: ['anon', 'authenticated'],
    fn: delivering(withMails(withdrawBookingAsGuest)),
  },
  my_withdrawal_options: { params: [], grantedTo: ['authenticated'], fn: myWithdrawalOptions },
  admin_set_booking_status: {
    params: ['_booking_id', '_status'],
    grantedTo: ['authenticated'],
    fn: delivering(adminSetBookingStatus),
  },
  mark_booking_paid_by_webhook: {
    params: ['_booking_id'],
    grantedTo: ['service_role'],
    fn: delivering(markBookingPaidByWebhook),
  },
  record_stripe_payment: {
    params: ['_event_id', '_booking_id', '_amount_cents', '_currency', '_session_id'],
    optional: ['_currency', '_session_id'],
    grantedTo: ['service_role'],
    fn: delivering(recordStripePayment),
  },
  begin_checkout_session: {
    params: ['_booking_id', '_expires_at'],
    grantedTo: ['service_role'],
    fn: beginCheckoutSession,
  },
  attach_checkout_session: {
    params: ['_booking_id', '_session_id', '_url'],
    grantedTo: ['service_role'],
    fn: attachCheckoutSession,
  },
  admin_cancel_session: {
    params: ['_session_id'],
    grantedTo: ['authenticated'],
    fn: delivering(adminCancelSession),
  },
  admin_resend_email: { params: ['_email_id'], grantedTo: ['authenticated'], fn: delivering(adminResendEmail) },
  admin_update_session_capacity: {
    params: ['_session_id', '_capacity'],
    grantedTo: ['authenticated'],
    fn: adminUpdateSessionCapacity,
  },
  admin_set_user_role: {
    params: ['_user_id', '_role', '_grant'],
    grantedTo: ['authenticated'],
    fn: adminSetUserRole,
  },
  delete_my_account: { params: [], grantedTo: ['authenticated'], fn: deleteMyAccount },
  has_webinar_access: {
    params: ['_webinar_id'],
    grantedTo: ['authenticated', 'service_role'],
    fn: hasWebinarAccessRpc,
  },
  join_waitlist: {
    params: ['_session_id', '_webinar_id', '_name', '_email', '_seats'],
    grantedTo: ['anon', 'authenticated'],
    fn: joinWaitlist,
  },
  confirm_waitlist: { params: ['_token'], grantedTo: ['anon', 'authenticated'], fn: confirmWaitlist },
  leave_waitlist: { params: ['_token'], grantedTo: ['anon', 'authenticated'], fn: leaveWaitlist },
  get_waitlist_offer: { params: ['_token'], grantedTo: ['anon', 'authenticated'], fn: getWaitlistOffer },
  my_waitlist_entries: { params: [], grantedTo: ['authenticated'], fn: myWaitlistEntries },
  admin_offer_waitlist_seats: { params: ['_entry_id'], grantedTo: ['authenticated'], fn: adminOfferWaitlistSeats },
  admin_remove_waitlist_entry: {
    params: ['_entry_id'],
    grantedTo: ['authenticated'],
    fn: adminRemoveWaitlistEntry,
  },
  expire_waitlist_offers: { params: [], grantedTo: ['service_role'], fn: expireWaitlistOffers },
  // Invoices (docs/invoices.md).
  admin_correct_invoice: { params: ['_booking_id'], grantedTo: ['authenticated'], fn: adminCorrectInvoice },
  admin_invoices: {
    params: ['_from', '_to'],
    optional: ['_from', '_to'],
    grantedTo: ['authenticated'],
    fn: adminInvoices,
  },
  admin_invoice_page: {
    params: ['_from', '_to', '_kind', '_search', '_limit', '_offset'],
    optional: ['_from', '_to', '_kind', '_search', '_limit', '_offset'],
    grantedTo: ['authenticated'],
    fn: adminInvoicePage,
  },
  guest_invoices: {
    params: ['_booking_id', '_payment_token'],
    grantedTo: ['anon', 'authenticated'],
    fn: guestInvoices,
  },
  // A guest's booking by the view token of its mails (docs/booking-rules.md, "Ihre Buchung ansehen").
  guest_booking: { params: ['_token'], grantedTo: ['anon', 'authenticated'], fn: guestBooking },
  // The admin dashboard's figures over every booking (…_dashboard_figures.sql).
  admin_dashboard_figures: { params: [], grantedTo: ['authenticated'], fn: adminDashboardFigures },
  // The admin bookings list: one page's ids and the count (…_admin_search.sql).
  admin_search_bookings: {
    params: ['_query', '_status', '_follow_up', '_seminar', '_city', '_from', '_to', '_limit', '_offset'],
    optional: ['_query', '_status', '_follow_up', '_seminar', '_city', '_from', '_to', '_limit', '_offset'],
    grantedTo: ['authenticated'],
    fn: adminSearchBookings,
  },
  // The admin dashboard's dates under their minimum participants (…_minimum_participants.sql).
  admin_dates_below_minimum: { params: [], grantedTo: ['authenticated'], fn: adminDatesBelowMinimum },
  // A prerendered page's seats and the catalogue's version (…_catalog_version.sql).
  catalog_seats: {
    params: ['_session_ids', '_webinar_ids'],
    optional: ['_session_ids', '_webinar_ids'],
    grantedTo: ['anon', 'authenticated'],
    fn: catalogSeats,
  },
  // Retention (…_retention.sql): what the daily job purges, for the service role where pg_cron is missing.
  purge_expired_personal_data: { params: [], grantedTo: ['service_role'], fn: purgeExpiredPersonalDataRpc },
  // check:live's view from inside (…_ops_health.sql): what this backend lacks, against the functions it serves.
  ops_health: {
    params: ['_functions', '_cron_jobs'],
    optional: ['_functions', '_cron_jobs'],
    grantedTo: ['service_role'],
    fn: (ctx, args, db) => opsHealth(ctx, args, db, Object.keys(PRODUCT_FUNCTIONS)),
  },
};

/** What `createMockBackend({ rpc })` takes: each function behind PostgREST's lookup and its execute grant. */
export const PRODUCT_RPC: Record<string, RpcFunction> = Object.fromEntries(
  Object.entries(PRODUCT_FUNCTIONS).map(([name, definition]) => [name, asRpc(name, definition)]),
);
