/**
 * Umbuchen (issue 34): one booked seminar line moved to another date, by its booker (dashboard, guest link) or an admin
 * on the customer's behalf (docs/booking-rules.md "Rebooking"). The dialog is a chunk of its own.
 */
export { RebookButton } from './components/RebookButton';
export { canRebook, type RebookingActor, type RebookingLine } from './rebookingRules';
