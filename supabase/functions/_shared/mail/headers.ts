/**
 * The headers every mail carries beyond subject and body (docs/mail.md, "Headers"): `Reply-To` = the academy's
 * contact address, so a customer who answers reaches the academy, not the sending address; `List-Unsubscribe` only
 * on mails that are not strictly transactional and that the recipient can really switch off.
 */
import type { MailAcademy, MailContext } from './types';

/**
 * Not strictly transactional: the reminders before a booked date (the contract does not need them; an account holder
 * switches them off under Einstellungen → Benachrichtigungen, `profiles.booking_reminders`). Everything else is
 * transactional (receipts, confirmations, invoices, cancellations, access links, waiting-list messages the
 * recipient asked for, withdrawal, certificate, participant information) and carries no unsubscribe header.
 */
export const UNSUBSCRIBABLE_TEMPLATES: readonly string[] = ['reminder_7_days', 'reminder_1_day'];

/** Where the reminder switch is (the settings page's notifications section). */
export function notificationSettingsUrl(context: MailContext): string {
  return `${context.siteUrl.replace(/\/+$/, '')}/settings#benachrichtigungen`;
}

export function mailHeaders(template: string, data: unknown, context: MailContext): Record<string, string> {
  const { academy, view_token: viewToken } = (data ?? {}) as { academy?: MailAcademy; view_token?: string };
  const headers: Record<string, string> = {};
  if (academy?.email) headers['Reply-To'] = academy.email;
  // A guest (the booking's view token marks one) has no settings page to switch reminders off, and a signed link is
  // out of scope: guest reminders are not marked as unsubscribable rather than point to something that does not work.
  if (UNSUBSCRIBABLE_TEMPLATES.includes(template) && academy?.email && !viewToken) {
    const subject = encodeURIComponent('Erinnerungen abbestellen');
    headers['List-Unsubscribe'] = `<mailto:${academy.email}?subject=${subject}>, <${notificationSettingsUrl(context)}>`;
  }
  return headers;
}
