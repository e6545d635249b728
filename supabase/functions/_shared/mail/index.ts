/** The mail catalogue: the one entry for the Deno functions, the mock (Demo-Postfach) and the app. */
export { MAIL_TEMPLATES, MAIL_TEMPLATE_NAMES, isMailTemplateName, renderMail } from './registry';
export type { MailTemplateData, MailTemplateName } from './registry';
export { buildAttachments, toBase64 } from './attachments';
export { buildCertificatePdf, certificateDates, certificateFileName } from './certificatePdf';
export {
  bookingCalendarEvents,
  bookingCalendarFile,
  bookingIcs,
  calendarUid,
  mailCalendarBooking,
  mailCalendarItem,
  rebookedFromIcs,
  type CalendarBookedItem,
  type CalendarBooking,
  type CalendarDate,
  type CalendarVenue,
  type MailCalendarItem,
} from './bookingCalendar';
export { berlinDay, berlinWallTime, buildIcs, type CalendarEvent } from './calendar';
export { escapeHtml } from './layout';
export { mailHeaders, notificationSettingsUrl, UNSUBSCRIBABLE_TEMPLATES } from './headers';
export { PAYMENT_DAYS } from './templates/bookingConfirmed';
export type * from './types';
export { MAX_MAIL_ATTEMPTS, outboxStatus, retryDelaySeconds, type OutboxStatus } from './outbox';
export {
  isMailProviderName,
  providerRequest,
  type MailProviderConfig,
  type MailProviderName,
  type OutgoingMessage,
} from './providers';
