/**
 * The catalogue snapshot the engine answers from, built from plain table rows. The Deno function fetches the rows
 * with supabase-js, the mock backend reads them from its in-memory tables; both hand them to buildCatalogue, so demo
 * and live answer from the same selection: published seminars, their scheduled sessions from today on (with the
 * venue's city), published scheduled webinars that have not started, and the academy settings.
 */
import { isCategorySlug, isCitySlug } from './lexicon';
import type { Catalogue, CatalogueSeminar, CatalogueSession, CatalogueWebinar } from './types';

/** The columns the engine reads (a subset of the generated row types, so real rows fit). */
export interface SeminarInputRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  summary: string;
  duration_days: number;
  price_net_cents: number;
  vat_rate: number;
  is_special?: boolean;
  published: boolean;
}

export interface SessionInputRow {
  seminar_id: string;
  location_id: string;
  start_date: string;
  end_date: string;
  capacity: number;
  seats_booked: number;
  status: string;
}

export interface LocationInputRow {
  id: string;
  city_slug: string;
  city_name: string;
}

export interface WebinarInputRow {
  slug: string;
  title: string;
  brand: string;
  category: string;
  starts_at: string;
  duration_minutes: number;
  price_net_cents: number;
  vat_rate: number;
  capacity: number;
  seats_booked: number;
  status: string;
  published: boolean;
}

export interface SettingsInputRow {
  free_cancellation_days: number;
  vat_rate: number;
  booking_open: boolean;
}

export interface CatalogueRows {
  seminars: readonly SeminarInputRow[];
  sessions: readonly SessionInputRow[];
  locations: readonly LocationInputRow[];
  webinars: readonly WebinarInputRow[];
  settings: SettingsInputRow | null;
}

/** Defaults when the settings row is missing (the seed's values). */
const DEFAULT_SETTINGS: SettingsInputRow = { free_cancellation_days: 14, vat_rate: 19, booking_open: true };

/** `YYYY-MM-DD` of an instant in Berlin. */
export function berlinDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant);
}

export function buildCatalogue(rows: CatalogueRows, now: Date): Catalogue {
  const today = berlinDay(now);
  const seminars: CatalogueSeminar[] = rows.seminars
    .filter((row) => row.published && isCategorySlug(row.category))
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category as CatalogueSeminar['category'],
      summary: row.summary,
      durationDays: row.duration_days,
      priceNetCents: row.price_net_cents,
      vatRate: Number(row.vat_rate),
      isSpecial: row.is_special === true,
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  const seminarById = new Map(seminars.map((s) => [s.id, s]));
  const locationById = new Map(rows.locations.map((l) => [l.id, l]));

  const sessions: CatalogueSession[] = [];
  for (const row of rows.sessions) {
    const seminar = seminarById.get(row.seminar_id);
    const location = locationById.get(row.location_id);
    if (!seminar || !location || row.status !== 'scheduled' || row.start_date < today) continue;
    if (!isCitySlug(location.city_slug)) continue;
    sessions.push({
      seminarSlug: seminar.slug,
      city: location.city_slug,
      cityName: location.city_name,
      startDate: row.start_date.slice(0, 10),
      endDate: row.end_date.slice(0, 10),
      seatsLeft: Math.max(0, row.capacity - row.seats_booked),
    });
  }
  sessions.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.city.localeCompare(b.city));

  const webinars: CatalogueWebinar[] = rows.webinars
    .filter(
      (row) =>
        row.published &&
        row.status === 'scheduled' &&
        isCategorySlug(row.category) &&
        new Date(row.starts_at).getTime() > now.getTime(),
    )
    .map((row) => ({
      slug: row.slug,
      title: row.title,
      brand: row.brand,
      category: row.category as CatalogueWebinar['category'],
      startsAt: new Date(row.starts_at).toISOString(),
      durationMinutes: row.duration_minutes,
      priceNetCents: row.price_net_cents,
      vatRate: Number(row.vat_rate),
      seatsLeft: Math.max(0, row.capacity - row.seats_booked),
    }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  const settings = rows.settings ?? DEFAULT_SETTINGS;
  return {
    today,
    seminars,
    sessions,
    webinars,
    freeCancellationDays: settings.free_cancellation_days,
    vatRate: Number(settings.vat_rate),
    bookingOpen: settings.booking_open,
  };
}
