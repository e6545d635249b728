import type { BookingItemMailData, MailContext, RenderedMail } from '../types';
import { reminderMail } from './reminder';

/** The day before the date. */
export function reminder1Day(data: BookingItemMailData, context: MailContext): RenderedMail {
  return reminderMail('morgen', data, context);
}
