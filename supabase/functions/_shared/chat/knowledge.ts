/**
 * The knowledge the engine answers from, built from plain table rows. The Deno function fetches the rows with
 * supabase-js, the mock backend reads them from its in-memory tables; both hand them to buildKnowledge, so demo and
 * live answer from the same selection: published seminars, their scheduled sessions from today on (with venue and
 * trainer), published scheduled webinars that have not started, trainers, venues and the academy settings (contact,
 * opening hours, cancellation, rebooking and payment terms, in-house offer, second brand).
 */
import { isCategorySlug, isCitySlug } from './lexicon';
import type {
  CatalogueSeminar,
  CatalogueSession,
  CatalogueVenue,
  CatalogueWebinar,
  ChatContact,
  Knowledge,
} from './types';

/** The columns the engine reads (subsets of the generated row types, so real rows fit). */
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
  trainer_id: string | null;
  start_date: string;
  end_date: string;
  capacity: number;
  seats_booked: number;
  status: string;
  /** Binding seats reached the date's minimum (docs/booking-rules.md, "Minimum participants"). */
  guaranteed: boolean;
}

export interface LocationInputRow {
  id: string;
  city_slug: string;
  city_name: string;
  venue_name: string;
  street: string;
  postal_code: string;
  city: string;
  directions: string | null;
  public_transport: string | null;
  parking: string | null;
  step_free_access: boolean;
  accessibility_notes: string | null;
}

export interface TrainerInputRow {
  id: string;
  slug: string;
  name: string;
  title: string;
  bio: string;
  topics: string[];
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
  trainer_id: string | null;
}

export interface SettingsInputRow {
  academy_name: string;
  email: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  opening_hours: string;
  free_cancellation_days: number;
  reduced_fee_from_days: number;
  reduced_fee_percent: number;
  late_fee_percent: number;
  webinar_free_cancellation_hours: number;
  invoice_due_days: number;
  inhouse_day_rate_net_cents: number;
  inhouse_max_participants: number;
  inhouse_suggest_from_participants: number;
  second_brand: string;
  second_brand_summary: string;
  vat_rate: number;
  booking_open: boolean;
  min_participants: number;
  guarantee_decision_days: number;
  /** Rebooking terms (docs/booking-rules.md, "Rebooking"): exactly one of the two fees is set. */
  free_rebooking_days: number;
  rebooking_fee_net_cents: number | null;
  rebooking_fee_percent: number | null;
}

/** The settings columns the function selects (the live query and the tests name them from here). */
export const SETTINGS_COLUMNS =
  'academy_name, email, phone, street, postal_code, city, opening_hours, free_cancellation_days, ' +
  'reduced_fee_from_days, reduced_fee_percent, late_fee_percent, webinar_free_cancellation_hours, invoice_due_days, ' +
  'inhouse_day_rate_net_cents, inhouse_max_participants, inhouse_suggest_from_participants, second_brand, ' +
  'second_brand_summary, vat_rate, booking_open, min_participants, guarantee_decision_days, free_rebooking_days, ' +
  'rebooking_fee_net_cents, rebooking_fee_percent';

export interface KnowledgeRows {
  seminars: readonly SeminarInputRow[];
  sessions: readonly SessionInputRow[];
  locations: readonly LocationInputRow[];
  trainers: readonly TrainerInputRow[];
  webinars: readonly WebinarInputRow[];
  settings: SettingsInputRow;
}

/** `YYYY-MM-DD` of an instant in Berlin. */
export function berlinDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant);
}

/** Contact data from the academy settings row. */
export function contactFromSettings(row: SettingsInputRow): ChatContact {
  return {
    name: row.academy_name,
    email: row.email,
    phone: row.phone,
    phoneHref: row.phone.replace(/(?!^\+)[^\d]/g, '').replace(/^\+49\(?0\)?/, '+49'),
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    openingHours: row.opening_hours,
  };
}

function venues(rows: readonly LocationInputRow[]): CatalogueVenue[] {
  const list: CatalogueVenue[] = [];
  for (const row of rows) {
    if (!isCitySlug(row.city_slug)) continue;
    list.push({
      city: row.city_slug,
      cityName: row.city_name,
      venueName: row.venue_name,
      street: row.street,
      postalCode: row.postal_code,
      town: row.city,
      directions: row.directions,
      publicTransport: row.public_transport,
      parking: row.parking,
      stepFreeAccess: row.step_free_access,
      accessibilityNotes: row.accessibility_notes,
    });
  }
  return list;
}

export function buildKnowledge(rows: KnowledgeRows, now: Date): Knowledge {
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
  const trainerSlugById = new Map(rows.trainers.map((t) => [t.id, t.slug]));
  const trainerSlug = (id: string | null) => (id ? (trainerSlugById.get(id) ?? null) : null);

  const sessions: CatalogueSession[] = [];
  for (const row of rows.sessions) {
    const seminar = seminarById.get(row.seminar_id);
    const location = locationById.get(row.location_id);
    if (!seminar || !location || row.status !== 'scheduled' || row.start_date < today) continue;
    if (!isCitySlug(location.city_slug)) continue;
    sessions.push({
      seminarSlug: seminar.slug,
      trainerSlug: trainerSlug(row.trainer_id),
      city: location.city_slug,
      cityName: location.city_name,
      startDate: row.start_date.slice(0, 10),
      endDate: row.end_date.slice(0, 10),
      seatsLeft: Math.max(0, row.capacity - row.seats_booked),
      guaranteed: row.guaranteed === true,
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
      trainerSlug: trainerSlug(row.trainer_id),
    }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  const settings = rows.settings;
  return {
    today,
    seminars,
    sessions,
    webinars,
    trainers: rows.trainers.map(({ slug, name, title, bio, topics }) => ({ slug, name, title, bio, topics })),
    venues: venues(rows.locations),
    terms: {
      freeCancellationDays: settings.free_cancellation_days,
      reducedFeeFromDays: settings.reduced_fee_from_days,
      reducedFeePercent: settings.reduced_fee_percent,
      lateFeePercent: settings.late_fee_percent,
      webinarFreeCancellationHours: settings.webinar_free_cancellation_hours,
      freeRebookingDays: settings.free_rebooking_days,
      rebookingFeeNetCents: settings.rebooking_fee_net_cents ?? null,
      rebookingFeePercent: settings.rebooking_fee_percent ?? null,
      invoiceDueDays: settings.invoice_due_days,
      minParticipants: settings.min_participants,
      guaranteeDecisionDays: settings.guarantee_decision_days,
    },
    inhouse: {
      dayRateNetCents: settings.inhouse_day_rate_net_cents,
      maxParticipants: settings.inhouse_max_participants,
      suggestFrom: settings.inhouse_suggest_from_participants,
    },
    contact: contactFromSettings(settings),
    brands: {
      main: settings.academy_name,
      second: settings.second_brand,
      secondSummary: settings.second_brand_summary,
    },
    vatRate: Number(settings.vat_rate),
    bookingOpen: settings.booking_open,
  };
}
