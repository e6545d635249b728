/**
 * Umbuchen (issue 34): one booked seminar line moved to another date, by its booker (dashboard, guest link) or an admin
 * on the customer's behalf (docs/booking-rules.md "Rebooking"); and a date the academy cancelled, with the booker's
 * choice of a free rebooking or the full refund ("A cancelled date: the booker's choice"), also from the mail's links.
 * The dialogs are chunks of their own.
 */
export { RebookButton } from './components/RebookButton';
export { BookingDialogsHost } from './components/BookingDialogsHost';
export { CancelledDateChoice } from './components/CancelledDateChoice';
export { bookingLinkSearch } from './bookingLink';
export {
  canRebook,
  canRefundCancelledDate,
  type BookedLine,
  type RebookingActor,
  type RebookingLine,
} from './rebookingRules';
