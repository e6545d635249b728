import { seminarInCityPath, webinarPath, type CitySlug } from '@/config/paths';
import { site } from '@/config/site';
import { berlinWallTime, bookingCalendarFile, type CalendarBookedItem, type CalendarBooking } from '@/lib/calendar';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { CompletedBooking } from './checkoutTypes';

/** What the calendar file needs of a seminar date beyond the cart: every day, the daily times, venue and page. */
export interface CalendarSessionDetails {
  id: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  seminars: { slug: string; title: string } | null;
  locations: { venue_name: string; street: string; postal_code: string; city: string; city_slug: string } | null;
}

export interface CalendarWebinarDetails {
  id: string;
  slug: string;
  title: string;
  starts_at: string;
  duration_minutes: number;
}

export interface CalendarDetails {
  sessions: CalendarSessionDetails[];
  webinars: CalendarWebinarDetails[];
}

/**
 * The cart knows a date's first day and start only; the days, times, venue address and webinar length are read from
 * the public catalogue (guests may not read their booking back, RLS).
 */
export async function loadCalendarDetails(
  client: AppSupabaseClient,
  booking: CompletedBooking,
): Promise<CalendarDetails> {
  const sessionIds = booking.items.flatMap((item) => (item.sessionId ? [item.sessionId] : []));
  const webinarIds = booking.items.flatMap((item) => (item.webinarId ? [item.webinarId] : []));
  const [sessions, webinars] = await Promise.all([
    sessionIds.length
      ? client
          .from('seminar_sessions')
          .select(
            'id, start_date, end_date, start_time, end_time, seminars(slug, title), ' +
              'locations(venue_name, street, postal_code, city, city_slug)',
          )
          .in('id', sessionIds)
      : { data: [], error: null },
    webinarIds.length
      ? client.from('webinars').select('id, slug, title, starts_at, duration_minutes').in('id', webinarIds)
      : { data: [], error: null },
  ]);
  if (sessions.error) throw new Error(sessions.error.message);
  if (webinars.error) throw new Error(webinars.error.message);
  return {
    sessions: (sessions.data ?? []) as unknown as CalendarSessionDetails[],
    webinars: (webinars.data ?? []) as unknown as CalendarWebinarDetails[],
  };
}

/** The booking as the one calendar builder reads it (docs/calendar.md); the same UIDs as the mail and dashboard. */
export function calendarBookingOf(booking: CompletedBooking, details: CalendarDetails): CalendarBooking {
  const items = booking.items.map((item): CalendarBookedItem => {
    const webinar = details.webinars.find((row) => row.id === item.webinarId);
    if (item.webinarId) {
      return {
        target_id: item.webinarId,
        title: webinar?.title ?? item.title,
        page_path: webinar ? webinarPath(webinar.slug) : null,
        date: webinar
          ? { kind: 'webinar', starts_at: webinar.starts_at, duration_minutes: webinar.duration_minutes }
          : // Gone from the catalogue: the cart's start, an hour long (the shortest webinar).
            {
              kind: 'webinar',
              starts_at: berlinWallTime(item.sessionDate, item.startTime).toISOString(),
              duration_minutes: 60,
            },
      };
    }
    const session = details.sessions.find((row) => row.id === item.sessionId);
    const location = session?.locations ?? null;
    return {
      target_id: item.sessionId ?? item.seminarId,
      title: session?.seminars?.title ?? item.title,
      page_path:
        location && session?.seminars ? seminarInCityPath(location.city_slug as CitySlug, session.seminars.slug) : null,
      date: {
        kind: 'seminar',
        start_date: session?.start_date ?? item.sessionDate,
        end_date: session?.end_date ?? item.sessionDate,
        start_time: session?.start_time ?? item.startTime,
        end_time: session?.end_time ?? '17:00',
        venue: location
          ? {
              name: location.venue_name,
              street: location.street,
              postal_code: location.postal_code,
              city: location.city,
            }
          : null,
      },
    };
  });
  return {
    id: booking.result.booking_id,
    booking_number: booking.result.booking_number,
    booked_at: booking.bookedAt,
    items,
  };
}

/** The success page's download: the same file as the booking mail's attachment and the dashboard's. */
export function bookingCalendar(booking: CompletedBooking, details: CalendarDetails): string {
  return bookingCalendarFile(calendarBookingOf(booking, details), { origin: site.origin });
}
