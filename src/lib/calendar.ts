/** Calendar files: the one builder lives with the mail catalogue, so the app's download and the mail's `.ics` agree. */
export { berlinWallTime, buildIcs, type CalendarEvent } from '@shared/mail/calendar';
