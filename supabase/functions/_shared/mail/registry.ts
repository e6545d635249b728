/**
 * Every message the product sends, by template name. The outbox stores the name and the data; the demo and the live
 * sender both call `renderMail`, so the same row gives the same mail on both paths.
 */
import { accessibilityFeedbackAcademy } from './templates/accessibilityFeedbackAcademy';
import { academyNewBooking } from './templates/academyNewBooking';
import { academyPaymentMismatch } from './templates/academyPaymentMismatch';
import { academyRefundDue } from './templates/academyRefundDue';
import { academyWithdrawal } from './templates/academyWithdrawal';
import { authEmailChange } from './templates/authEmailChange';
import { authInvite } from './templates/authInvite';
import { authMagicLink } from './templates/authMagicLink';
import { authPasswordReset } from './templates/authPasswordReset';
import { authSignup } from './templates/authSignup';
import { bookingConfirmed } from './templates/bookingConfirmed';
import { bookingReceived } from './templates/bookingReceived';
import { bookingRebooked } from './templates/bookingRebooked';
import { cancellationConfirmed } from './templates/cancellationConfirmed';
import { cancelledDateRefunded } from './templates/cancelledDateRefunded';
import { certificateIssued } from './templates/certificateIssued';
import { inhouseRequestAcademy } from './templates/inhouseRequestAcademy';
import { inhouseRequestReceived } from './templates/inhouseRequestReceived';
import { participantBooked } from './templates/participantBooked';
import { participantChanged } from './templates/participantChanged';
import { participantRebooked } from './templates/participantRebooked';
import { participantSessionCancelled } from './templates/participantSessionCancelled';
import { paymentLinkExpired } from './templates/paymentLinkExpired';
import { paymentReceived } from './templates/paymentReceived';
import { reminder1Day } from './templates/reminder1Day';
import { reminder7Days } from './templates/reminder7Days';
import { sessionCancelled } from './templates/sessionCancelled';
import { waitlistAlreadyJoined } from './templates/waitlistAlreadyJoined';
import { waitlistConfirm } from './templates/waitlistConfirm';
import { waitlistJoined } from './templates/waitlistJoined';
import { waitlistOffer } from './templates/waitlistOffer';
import { webinarAccess } from './templates/webinarAccess';
import { withdrawalReceived } from './templates/withdrawalReceived';
import { mailHeaders } from './headers';
import type {
  AccessibilityFeedbackMailData,
  AuthMailData,
  BookingItemMailData,
  BookingFactsMailData,
  BookingMailData,
  BookingReceivedData,
  BookingRebookedData,
  CancelledDateRefundedData,
  CertificateMailData,
  InhouseMailData,
  InhouseReceivedData,
  MailContext,
  ParticipantBookedData,
  ParticipantChangedData,
  ParticipantRebookedData,
  ParticipantSessionCancelledData,
  PaymentMismatchData,
  RefundDueData,
  RenderedMail,
  SessionCancelledData,
  WaitlistAlreadyJoinedData,
  WaitlistConfirmData,
  WaitlistJoinedData,
  WaitlistOfferData,
  WebinarAccessData,
  WithdrawalMailData,
  WithdrawalReceiptData,
} from './types';

/** Template name → its data type. */
export interface MailTemplateData {
  auth_signup: AuthMailData;
  auth_email_change: AuthMailData;
  auth_password_reset: AuthMailData;
  auth_magic_link: AuthMailData;
  auth_invite: AuthMailData;
  booking_received: BookingReceivedData;
  booking_confirmed: BookingMailData;
  payment_received: BookingMailData;
  payment_link_expired: BookingFactsMailData;
  cancellation_confirmed: BookingMailData;
  session_cancelled: SessionCancelledData;
  webinar_access: WebinarAccessData;
  reminder_7_days: BookingItemMailData;
  reminder_1_day: BookingItemMailData;
  inhouse_request_received: InhouseReceivedData;
  inhouse_request_academy: InhouseMailData;
  academy_new_booking: BookingMailData;
  academy_refund_due: RefundDueData;
  academy_payment_mismatch: PaymentMismatchData;
  waitlist_confirm: WaitlistConfirmData;
  waitlist_already_joined: WaitlistAlreadyJoinedData;
  waitlist_joined: WaitlistJoinedData;
  waitlist_offer: WaitlistOfferData;
  withdrawal_received: WithdrawalReceiptData;
  academy_withdrawal: WithdrawalMailData;
  participant_booked: ParticipantBookedData;
  participant_changed: ParticipantChangedData;
  booking_rebooked: BookingRebookedData;
  participant_rebooked: ParticipantRebookedData;
  participant_session_cancelled: ParticipantSessionCancelledData;
  cancelled_date_refunded: CancelledDateRefundedData;
  certificate_issued: CertificateMailData;
  accessibility_feedback_academy: AccessibilityFeedbackMailData;
}

export type MailTemplateName = keyof MailTemplateData;

type Renderers = { [Name in MailTemplateName]: (data: MailTemplateData[Name], context: MailContext) => RenderedMail };

export const MAIL_TEMPLATES: Renderers = {
  auth_signup: authSignup,
  auth_email_change: authEmailChange,
  auth_password_reset: authPasswordReset,
  auth_magic_link: authMagicLink,
  auth_invite: authInvite,
  booking_received: bookingReceived,
  booking_confirmed: bookingConfirmed,
  payment_received: paymentReceived,
  payment_link_expired: paymentLinkExpired,
  cancellation_confirmed: cancellationConfirmed,
  session_cancelled: sessionCancelled,
  webinar_access: webinarAccess,
  reminder_7_days: reminder7Days,
  reminder_1_day: reminder1Day,
  inhouse_request_received: inhouseRequestReceived,
  inhouse_request_academy: inhouseRequestAcademy,
  academy_new_booking: academyNewBooking,
  academy_refund_due: academyRefundDue,
  academy_payment_mismatch: academyPaymentMismatch,
  waitlist_confirm: waitlistConfirm,
  waitlist_already_joined: waitlistAlreadyJoined,
  waitlist_joined: waitlistJoined,
  waitlist_offer: waitlistOffer,
  withdrawal_received: withdrawalReceived,
  academy_withdrawal: academyWithdrawal,
  participant_booked: participantBooked,
  participant_changed: participantChanged,
  booking_rebooked: bookingRebooked,
  participant_rebooked: participantRebooked,
  participant_session_cancelled: participantSessionCancelled,
  cancelled_date_refunded: cancelledDateRefunded,
  certificate_issued: certificateIssued,
  accessibility_feedback_academy: accessibilityFeedbackAcademy,
};

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}

/** Renders a stored outbox row (its data is JSON, trusted as written by the SQL functions). */
export function renderMail(template: string, data: unknown, context: MailContext): RenderedMail {
  if (!isMailTemplateName(template)) throw new Error(`Unknown mail template: ${template}`);
  const render = MAIL_TEMPLATES[template] as (data: unknown, context: MailContext) => RenderedMail;
  return { ...render(data, context), headers: mailHeaders(template, data, context) };
}
