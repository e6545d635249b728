/**
 * Types of the chat assistant's engine: the catalogue snapshot it answers from and the answer it gives. Pure data,
 * shared by the Deno edge function `chat`, the mock backend and the browser (which only reads answers).
 */

export type CitySlug = 'berlin' | 'muenchen' | 'hamburg' | 'frankfurt' | 'stuttgart' | 'koeln';

export type CategorySlug =
  | 'seo'
  | 'google-ads'
  | 'social-media'
  | 'content-marketing'
  | 'email-marketing'
  | 'webanalyse'
  | 'ki-marketing'
  | 'ki-coding';

/** What the engine recognised. */
export type ChatIntent =
  | 'empty'
  | 'greeting'
  | 'thanks'
  | 'topics'
  | 'seminar_search'
  | 'next_dates'
  | 'seats'
  | 'price'
  | 'webinar'
  | 'inhouse'
  | 'booking'
  | 'cancellation'
  | 'contact'
  | 'fallback';

export interface ChatEntities {
  city: CitySlug | null;
  category: CategorySlug | null;
  /** 1–12. */
  month: number | null;
  /** A seminar the question names (slug), when one stands out. */
  seminar: string | null;
}

export interface ChatLink {
  label: string;
  /** An app path (`/muenchen/seo-grundlagen`), or a `mailto:` / `tel:` link. */
  href: string;
}

export interface ChatAnswer {
  intent: ChatIntent;
  entities: ChatEntities;
  /** Plain text (paragraphs separated by blank lines, list lines start with `• `); never HTML. */
  text: string;
  links: ChatLink[];
  /** Follow-up questions the visitor can send with one tap. */
  quickReplies: string[];
  /** Set when the question was longer than the engine reads and was cut. */
  notice?: string;
}

/** Academy contact data (the app's `src/config/site.ts`, or the settings row): passed in, never imported. */
export interface ChatContact {
  name: string;
  email: string;
  phone: string;
  /** `tel:` target without spaces, e.g. `+493012345670`. */
  phoneHref: string;
  street: string;
  postalCode: string;
  city: string;
}

// --- The snapshot the engine answers from (built by buildCatalogue from plain rows) ---

export interface CatalogueSeminar {
  id: string;
  slug: string;
  title: string;
  category: CategorySlug;
  summary: string;
  durationDays: number;
  priceNetCents: number;
  vatRate: number;
  isSpecial: boolean;
}

export interface CatalogueSession {
  seminarSlug: string;
  city: CitySlug;
  cityName: string;
  /** `YYYY-MM-DD`, a Berlin calendar day. */
  startDate: string;
  endDate: string;
  seatsLeft: number;
}

export interface CatalogueWebinar {
  slug: string;
  title: string;
  brand: string;
  category: CategorySlug;
  /** ISO instant. */
  startsAt: string;
  durationMinutes: number;
  priceNetCents: number;
  vatRate: number;
  seatsLeft: number;
}

export interface Catalogue {
  /** `YYYY-MM-DD` in Berlin: "upcoming" and month questions are relative to it. */
  today: string;
  seminars: CatalogueSeminar[];
  /** Upcoming, scheduled sessions of published seminars, by date. */
  sessions: CatalogueSession[];
  /** Upcoming, scheduled, published webinars, by start. */
  webinars: CatalogueWebinar[];
  freeCancellationDays: number;
  vatRate: number;
  bookingOpen: boolean;
}
