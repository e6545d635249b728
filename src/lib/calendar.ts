/** Calendar files: the one builder lives with the mail catalogue, so the app's downloads and the mail's `.ics` agree. */
export { berlinDay, berlinWallTime, buildIcs, type CalendarEvent } from '@shared/mail/calendar';
export {
  bookingCalendarEvents,
  bookingCalendarFile,
  calendarUid,
  type CalendarBookedItem,
  type CalendarBooking,
  type CalendarDate,
  type CalendarVenue,
} from '@shared/mail/bookingCalendar';
