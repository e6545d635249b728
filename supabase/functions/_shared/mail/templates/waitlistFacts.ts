/** What every waiting-list mail names: the date, and the link to leave the list. */
import { shortDay } from '../format';
import { siteLink } from '../parts';
import type { MailContext, WaitlistMailData } from '../types';

/** `SEO-Grundlagen am 12.03.2027 in Berlin` / `GA4-Reporting am 05.02.2027 (Online)`. */
export function waitlistDateLabel(data: WaitlistMailData): string {
  const where = data.city === null ? '(Online)' : `in ${data.city}`;
  return `${data.title} am ${shortDay(data.date)} ${where}`;
}

/** A link of the waiting list's pages (`paths.waitlistConfirm`, `…Leave`, `…Offer`) with its token. */
export function waitlistLink(
  context: MailContext,
  page: 'bestaetigen' | 'abmelden' | 'angebot',
  token: string,
): string {
  return siteLink(context, `/warteliste/${page}?token=${encodeURIComponent(token)}`);
}

export function waitlistGreeting(data: WaitlistMailData): string {
  return `Guten Tag ${data.name},`;
}

export const LEAVE_LABEL = 'Von der Warteliste abmelden';
