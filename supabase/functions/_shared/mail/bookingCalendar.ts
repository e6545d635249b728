/**
 * The booked dates as a calendar file: the ONE builder behind the booking mail's `.ics`, the checkout success page's
 * download and the dashboard's download (docs/calendar.md). Each place maps its data to a `CalendarBooking`; the
 * events, UIDs, times, address and URL are decided here only, so the three files are identical.
 */
import { berlinDay, berlinWallTime, buildIcs, type CalendarEvent } from './calendar';
import type { MailBookingFacts, MailBookingItem } from './types';

/** Fixed: a UID must not change with the host a file was downloaded from. */
export const CALENDAR_UID_DOMAIN = 'buchungen.digitalakademie.test';

export interface CalendarVenue {
  name: string;
  street: string;
  postal_code: string;
  city: string;
}

/** A seminar date runs every day from `start_date` to `end_date` with the same daily times (Berlin wall clock). */
export type CalendarDate =
  | {
      kind: 'seminar';
      start_date: string;
      end_date: string;
      /** `HH:MM` or `HH:MM:SS`. */
      start_time: string;
      end_time: string;
      venue: CalendarVenue | null;
    }
  | { kind: 'webinar'; starts_at: string; duration_minutes: number };

export interface CalendarBookedItem {
  /** The seminar date's (session's) or the webinar's id: with the booking's id and the day it makes the UID. */
  target_id: string;
  title: string;
  date: CalendarDate;
  /** The public page (`/berlin/seo-grundlagen`, `/webinar/…`); null when the page is gone. */
  page_path: string | null;
}

export interface CalendarBooking {
  id: string;
  booking_number: string;
  /** The instant of the booking: the DTSTAMP, so every download of a booking is the same file. */
  booked_at: string;
  items: readonly CalendarBookedItem[];
}

export interface CalendarFileOptions {
  /** The site's origin for the seminar page's URL (no trailing slash needed). */
  origin: string;
  /** A cancelled booking: METHOD:CANCEL with the same UIDs, so calendars remove the entries. */
  cancelled?: { at: Date };
}

const MINUTE = 60_000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `<booking>-<session or webinar>-<YYYYMMDD>@…`: one per booked day, the same in all three places. */
export function calendarUid(bookingId: string, targetId: string, day: string): string {
  return `${bookingId}-${targetId}-${day.replace(/-/g, '')}@${CALENDAR_UID_DOMAIN}`;
}

export function venueLine(venue: CalendarVenue): string {
  return `${venue.name}, ${venue.street}, ${venue.postal_code} ${venue.city}`;
}

export function bookingCalendarEvents(booking: CalendarBooking, options: CalendarFileOptions): CalendarEvent[] {
  const origin = options.origin.replace(/\/+$/, '');
  const byUid = new Map<string, CalendarEvent>();
  for (const item of booking.items) {
    const url = item.page_path ? `${origin}${item.page_path}` : undefined;
    const shared = {
      url,
      ...(options.cancelled
        ? { sequence: 1, status: 'CANCELLED' as const }
        : { sequence: 0, status: 'CONFIRMED' as const }),
    };
    const description = [`Buchung ${booking.booking_number}`, url].filter(Boolean).join('\n');
    if (item.date.kind === 'webinar') {
      const start = new Date(item.date.starts_at);
      const uid = calendarUid(booking.id, item.target_id, berlinDay(start));
      if (!byUid.has(uid)) {
        byUid.set(uid, {
          uid,
          start,
          end: new Date(start.getTime() + item.date.duration_minutes * MINUTE),
          summary: item.title,
          location: url ? `Online – ${url}` : 'Online',
          description,
          ...shared,
        });
      }
      continue;
    }
    const { start_date, end_date, start_time, end_time, venue } = item.date;
    const dayCount =
      Math.round((Date.parse(end_date.slice(0, 10)) - Date.parse(start_date.slice(0, 10))) / 86_400_000) + 1;
    for (let index = 0; index < Math.max(dayCount, 1); index += 1) {
      const day = addDays(start_date, index);
      const uid = calendarUid(booking.id, item.target_id, day);
      if (byUid.has(uid)) continue;
      byUid.set(uid, {
        uid,
        start: berlinWallTime(day, start_time),
        end: berlinWallTime(day, end_time),
        summary: dayCount > 1 ? `${item.title} (Tag ${index + 1} von ${dayCount})` : item.title,
        location: venue ? venueLine(venue) : undefined,
        description,
        ...shared,
      });
    }
  }
  return [...byUid.values()].sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
}

export function bookingCalendarFile(booking: CalendarBooking, options: CalendarFileOptions): string {
  const events = bookingCalendarEvents(booking, options);
  return options.cancelled
    ? buildIcs(events, options.cancelled.at, 'CANCEL')
    : buildIcs(events, new Date(booking.booked_at), 'PUBLISH');
}

/** What the calendar reads of one booked date in a mail's data (a `MailBookingItem`, a rebooking's `RebookedDate`). */
export type MailCalendarItem = Pick<
  MailBookingItem,
  | 'target_id'
  | 'title'
  | 'page_path'
  | 'is_webinar'
  | 'starts_at'
  | 'duration_minutes'
  | 'start_date'
  | 'end_date'
  | 'start_time'
  | 'end_time'
  | 'venue'
>;

/** One booked date of the mail snapshot as the calendar reads it. */
export function mailCalendarItem(item: MailCalendarItem): CalendarBookedItem {
  return {
    target_id: item.target_id,
    title: item.title,
    page_path: item.page_path,
    date: item.is_webinar
      ? { kind: 'webinar', starts_at: item.starts_at, duration_minutes: item.duration_minutes ?? 60 }
      : {
          kind: 'seminar',
          start_date: item.start_date,
          end_date: item.end_date ?? item.start_date,
          start_time: item.start_time ?? '09:00',
          end_time: item.end_time ?? '17:00',
          venue: item.venue,
        },
  };
}

/** The mail snapshot (`private.mail_booking_data`) as the calendar reads it. */
export function mailCalendarBooking(booking: MailBookingFacts): CalendarBooking {
  return {
    id: booking.id,
    booking_number: booking.booking_number,
    booked_at: booking.booked_at,
    items: booking.items.map((item) => mailCalendarItem(item)),
  };
}

/** The booking mail's attachment; `origin` is the academy's website (settings). */
export function bookingIcs(booking: MailBookingFacts, origin: string, cancelled?: { at: Date }): string {
  return bookingCalendarFile(mailCalendarBooking(booking), { origin, cancelled });
}

/**
 * Umbuchen: the old date of a rebooking as a cancellation (METHOD:CANCEL, SEQUENCE:1, STATUS:CANCELLED), so a
 * calendar that imported the booking's file removes exactly that date's entries: the same UIDs as before the move
 * (the booking's id, the OLD session's id `from.target_id`, each day). The DTSTAMP is the booking's instant, so every
 * build of the row gives the same file (the data carries no instant of the rebooking).
 */
export function rebookedFromIcs(
  booking: Pick<MailBookingFacts, 'id' | 'booking_number' | 'booked_at'>,
  from: MailCalendarItem,
  origin: string,
): string {
  return bookingCalendarFile(
    {
      id: booking.id,
      booking_number: booking.booking_number,
      booked_at: booking.booked_at,
      items: [mailCalendarItem(from)],
    },
    { origin, cancelled: { at: new Date(booking.booked_at) } },
  );
}
