import type { CartItemInput } from '@/features/cart';
import { CITY_SLUGS, isCitySlug, type CitySlug } from '@/config/paths';
import { formatClockTime, formatWeekdayDate, grossFromNetCents } from '@/lib/format';
import type { PriceTerms } from '@/lib/pricing';
import type { AgendaBlock, SeminarSummary, SessionWithDetails } from '../../catalogTypes';
import { seatsLeft } from '../../structuredData/course';

export { seatsLeft };

/** What `In den Warenkorb` hands to the cart for one date (prices in cents; the server recomputes them). */
export function toCartItem(session: SessionWithDetails, discounts?: PriceTerms): CartItemInput {
  const seminar = session.seminars;
  return {
    seminarId: session.seminar_id,
    sessionId: session.id,
    sessionDate: session.start_date,
    startTime: session.start_time.slice(0, 5),
    locationName: session.locations.venue_name,
    city: session.locations.city_name,
    price: grossFromNetCents(seminar.price_net_cents, seminar.vat_rate),
    priceNet: seminar.price_net_cents,
    vatRate: seminar.vat_rate,
    title: seminar.title,
    seatsLeft: seatsLeft(session),
    // Prices: carried only when the seminar has a discount (the cart's estimate; book_cart decides).
    ...(discounts && (discounts.earlyBirdPercent > 0 || discounts.groupDiscountPercent > 0) ? { discounts } : {}),
  };
}

/** `Do., 10.12.2026 – Fr., 11.12.2026` (or one day). */
export function dateRangeText(session: Pick<SessionWithDetails, 'start_date' | 'end_date'>): string {
  const start = formatWeekdayDate(session.start_date);
  return session.end_date !== session.start_date ? `${start} – ${formatWeekdayDate(session.end_date)}` : start;
}

export function timeRangeText(session: Pick<SessionWithDetails, 'start_time' | 'end_time'>): string {
  return `${formatClockTime(session.start_time)} – ${formatClockTime(session.end_time)}`;
}

export interface SeminarGroup {
  seminar: SeminarSummary;
  sessions: SessionWithDetails[];
}

/** Dates grouped by seminar, in the order of each seminar's first date (the list comes sorted by date). */
export function groupBySeminar(sessions: readonly SessionWithDetails[]): SeminarGroup[] {
  const groups = new Map<string, SeminarGroup>();
  for (const session of sessions) {
    const group = groups.get(session.seminar_id) ?? { seminar: session.seminars, sessions: [] };
    group.sessions.push(session);
    groups.set(session.seminar_id, group);
  }
  return [...groups.values()];
}

export interface CityGroup {
  city: CitySlug;
  sessions: SessionWithDetails[];
}

/** Dates grouped by city, in the fixed city order of the site. */
export function groupByCity(sessions: readonly SessionWithDetails[]): CityGroup[] {
  return CITY_SLUGS.map((city) => ({
    city,
    sessions: sessions.filter((session) => session.locations.city_slug === city),
  })).filter((group) => group.sessions.length > 0);
}

export function citySlugOf(session: SessionWithDetails): CitySlug | undefined {
  const slug = session.locations.city_slug;
  return isCitySlug(slug) ? slug : undefined;
}

/** The `agenda` JSON column as blocks; anything malformed is left out rather than breaking the page. */
export function agendaBlocks(agenda: unknown): AgendaBlock[] {
  if (!Array.isArray(agenda)) return [];
  return agenda.flatMap((block: unknown): AgendaBlock[] => {
    if (typeof block !== 'object' || block === null) return [];
    const { title, items } = block as { title?: unknown; items?: unknown };
    if (typeof title !== 'string' || !Array.isArray(items)) return [];
    return [{ title, items: items.filter((item): item is string => typeof item === 'string') }];
  });
}
