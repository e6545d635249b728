import type { DiscountColumns } from '@/lib/pricing';
import type { Database } from '@/lib/supabase';

type Tables = Database['public']['Tables'];
export type SeminarRow = Tables['seminars']['Row'];
export type SessionRow = Tables['seminar_sessions']['Row'];
export type LocationRow = Tables['locations']['Row'];
export type TrainerRow = Tables['trainers']['Row'];
export type WebinarRow = Tables['webinars']['Row'];
export type SeminarCategory = Database['public']['Enums']['seminar_category'];
export type InhouseRequestInsert = Tables['inhouse_requests']['Insert'];

export interface AgendaBlock {
  title: string;
  items: string[];
}

/** A seminar as lists show it (no long texts). */
export type SeminarSummary = Pick<
  SeminarRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'summary'
  | 'duration_days'
  | 'duration_label'
  | 'price_net_cents'
  | 'vat_rate'
  | 'is_featured'
  | 'is_special'
  | 'image_url'
  | keyof DiscountColumns
>;

export type TrainerSummary = Pick<TrainerRow, 'id' | 'slug' | 'name' | 'title' | 'photo_url'>;

/** A date of a seminar with its seminar, venue and trainer: what every date list shows. */
/** What a list of dates shows of a venue (and a date's JSON-LD): the full row is for the city page's venue section. */
export type LocationSummary = Pick<
  LocationRow,
  'id' | 'city_slug' | 'city_name' | 'venue_name' | 'street' | 'postal_code' | 'city'
>;

export interface SessionWithDetails extends SessionRow {
  seminars: SeminarSummary;
  locations: LocationSummary;
  trainers: TrainerSummary | null;
}

export interface WebinarWithTrainer extends WebinarRow {
  trainers: TrainerSummary | null;
}

/** The public part of the academy settings (VAT rate, whether booking is open, cancellation terms). */
export type PublicSettings = Pick<
  Tables['settings']['Row'],
  | 'vat_rate'
  | 'booking_open'
  | 'cancellation_terms'
  | 'free_cancellation_days'
  | 'inhouse_max_participants'
  | keyof DiscountColumns
>;

/**
 * `catalog_seats`: the catalogue's version (raised by every change a visitor can see except booked seats) and the
 * booked seats of the asked dates and webinars, by id.
 */
export interface CatalogSeats {
  version: number;
  sessions: Record<string, number>;
  webinars: Record<string, number>;
}

/** German names of the seminar categories (the topic pages and filters use them). */
export const CATEGORY_NAMES: Record<SeminarCategory, string> = {
  seo: 'SEO',
  'google-ads': 'Google Ads',
  'social-media': 'Social Media',
  'content-marketing': 'Content-Marketing',
  'email-marketing': 'E-Mail-Marketing',
  webanalyse: 'Webanalyse & GA4',
  'ki-marketing': 'KI im Marketing',
  'ki-coding': 'KI-Coding',
};

export function isSeminarCategory(value: string | undefined): value is SeminarCategory {
  return value !== undefined && value in CATEGORY_NAMES;
}
