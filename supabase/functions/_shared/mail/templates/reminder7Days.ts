import type { BookingItemMailData, MailContext, RenderedMail } from '../types';
import { reminderMail } from './reminder';

/** Seven days before the date. */
export function reminder7Days(data: BookingItemMailData, context: MailContext): RenderedMail {
  return reminderMail('in einer Woche', data, context);
}
