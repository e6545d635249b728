import type { CartItemInput } from '@/features/cart';
import { grossFromNetCents } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intl';
import type { WebinarRow } from '../../catalogTypes';
import { isSecondBrand } from './brands';

const BERLIN_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((entry) => entry.type === type)?.value ?? '';
}

/** The Berlin calendar day of an instant, `YYYY-MM-DD` (a webinar at 00:30 Berlin is on that Berlin day). */
export function berlinDateOf(isoInstant: string): string {
  const parts = dateTimeFormat('en-GB', BERLIN_PARTS).formatToParts(new Date(isoInstant));
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** The Berlin wall-clock time of an instant, `HH:MM`. */
export function berlinTimeOf(isoInstant: string): string {
  const parts = dateTimeFormat('en-GB', BERLIN_PARTS).formatToParts(new Date(isoInstant));
  return `${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

/** `60` → `1 Stunde`, `90` → `90 Minuten`, `120` → `2 Stunden`. */
export function formatDuration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 Stunde' : `${minutes / 60} Stunden`;
  return `${minutes} Minuten`;
}

export function webinarEndsAt(webinar: Pick<WebinarRow, 'starts_at' | 'duration_minutes'>): string {
  return new Date(new Date(webinar.starts_at).getTime() + webinar.duration_minutes * 60_000).toISOString();
}

export function webinarSeatsLeft(webinar: Pick<WebinarRow, 'capacity' | 'seats_booked'>): number {
  return Math.max(0, webinar.capacity - webinar.seats_booked);
}

/** Where a webinar is attended: the cart and the booking show it like a venue. */
export const ONLINE_LOCATION = 'Online';

/** A webinar as a cart line: its own id doubles as the seminar id (a UUID, docs/errors.md), the place is "Online". */
export function webinarCartItem(webinar: WebinarRow): CartItemInput {
  return {
    seminarId: webinar.id,
    webinarId: webinar.id,
    sessionDate: berlinDateOf(webinar.starts_at),
    startTime: berlinTimeOf(webinar.starts_at),
    locationName: ONLINE_LOCATION,
    price: grossFromNetCents(webinar.price_net_cents, webinar.vat_rate),
    priceNet: webinar.price_net_cents,
    vatRate: webinar.vat_rate,
    title: webinar.title,
    seatsLeft: webinarSeatsLeft(webinar),
  };
}

/** docs/product.md: a second-brand webinar's page title carries that brand (most titles already start with it). */
export function webinarPageTitle(webinar: Pick<WebinarRow, 'title' | 'brand'>): string {
  return isSecondBrand(webinar.brand) && !webinar.title.includes(webinar.brand)
    ? `${webinar.brand}: ${webinar.title}`
    : webinar.title;
}
