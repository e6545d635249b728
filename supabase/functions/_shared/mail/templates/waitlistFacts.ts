/** What every waiting-list mail names: the date, and the link to leave the list. */
import { shortDay } from '../format';
import { siteLink } from '../parts';
import type { MailContext, UnconfirmedWaitlistMailData, WaitlistMailData } from '../types';

/** `SEO-Grundlagen am 12.03.2027 in Berlin` / `GA4-Reporting am 05.02.2027 (Online)`. */
export function waitlistDateLabel(data: UnconfirmedWaitlistMailData): string {
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

/** A confirmed entry's owner is greeted by name; an unconfirmed address neutrally (mail limits: no typed text). */
export function waitlistGreeting(data: UnconfirmedWaitlistMailData | WaitlistMailData): string {
  return 'name' in data ? `Guten Tag ${data.name},` : 'Guten Tag,';
}

export const LEAVE_LABEL = 'Von der Warteliste abmelden';
