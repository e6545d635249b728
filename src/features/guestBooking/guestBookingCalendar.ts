import { isCitySlug, seminarInCityPath, webinarPath } from '@/config/paths';
import { site } from '@/config/site';
import { bookingCalendarFile, type CalendarBooking } from '@/lib/calendar';
import type { GuestBooking } from './guestBookingApi';

function seminarPagePath(city: string | null, seminarSlug: string | null): string | null {
  return city !== null && isCitySlug(city) && seminarSlug ? seminarInCityPath(city, seminarSlug) : null;
}

/** The booking as the one calendar builder reads it (docs/calendar.md): the same file as the mail's `.ics`. */
export function guestCalendarBooking(booking: GuestBooking): CalendarBooking {
  return {
    id: booking.id,
    booking_number: booking.booking_number,
    booked_at: booking.created_at,
    items: booking.items.map((item) => ({
      target_id: item.session_id ?? item.webinar_id ?? item.id,
      title: item.title,
      page_path: item.webinar_slug
        ? webinarPath(item.webinar_slug)
        : seminarPagePath(item.city_slug, item.seminar_slug),
      date: item.webinar_id
        ? { kind: 'webinar', starts_at: item.starts_at, duration_minutes: item.duration_minutes ?? 60 }
        : {
            kind: 'seminar',
            start_date: item.start_date,
            end_date: item.end_date,
            start_time: item.start_time ?? '09:00',
            end_time: item.end_time ?? '17:00',
            venue: item.location
              ? {
                  name: item.location.venue_name,
                  street: item.location.street,
                  postal_code: item.location.postal_code,
                  city: item.location.city,
                }
              : null,
          },
    })),
  };
}

export function guestBookingCalendarFile(booking: GuestBooking): string {
  return bookingCalendarFile(guestCalendarBooking(booking), { origin: site.origin });
}
