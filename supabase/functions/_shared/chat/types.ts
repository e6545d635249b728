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

/** What a message asks for; one message can ask several (the first is the strongest). */
export type ChatIntent =
  | 'empty'
  | 'greeting'
  | 'thanks'
  | 'topics'
  | 'seminar_search'
  | 'next_dates'
  | 'seats'
  | 'price'
  | 'discount'
  | 'webinar'
  | 'inhouse'
  | 'booking'
  | 'payment'
  | 'cancellation'
  | 'rebooking'
  | 'guarantee'
  | 'trainer'
  | 'venue'
  | 'contact'
  | 'brand'
  | 'unsure'
  | 'fallback';

/** The format a visitor wants. */
export type ChatFormat = 'praesenz' | 'webinar' | 'inhouse';

/** The venue facts a visitor asks about. */
export type VenueAspect = 'address' | 'transport' | 'parking' | 'access';

export interface ChatEntities {
  city: CitySlug | null;
  category: CategorySlug | null;
  /** 1–12: the first month asked for. */
  month: number | null;
  /** A seminar the question names (slug), when one stands out. */
  seminar: string | null;
  /** Days asked for, `YYYY-MM-DD` inclusive (a date, a month or a range of months). */
  from?: string | null;
  to?: string | null;
  /** How many people would come. */
  groupSize?: number | null;
  /** The most the visitor wants to spend, in cents (gross). */
  budgetCents?: number | null;
  format?: ChatFormat | null;
}

export interface ChatLink {
  label: string;
  /** An app path (`/muenchen/seo-grundlagen`), or a `mailto:` / `tel:` link. */
  href: string;
}

export interface ChatAnswer {
  intent: ChatIntent;
  /** Every need the answer covers, strongest first (`intent` is the first). */
  intents?: ChatIntent[];
  entities: ChatEntities;
  /** Plain text (paragraphs separated by blank lines, list lines start with `• `); never HTML. */
  text: string;
  links: ChatLink[];
  /** Follow-up questions the visitor can send with one tap. */
  quickReplies: string[];
  /** Set when the question was longer than the engine reads and was cut. */
  notice?: string;
}

/** Academy contact data (the settings row): passed in, never imported. */
export interface ChatContact {
  name: string;
  email: string;
  phone: string;
  /** `tel:` target without spaces, e.g. `+493012345670`. */
  phoneHref: string;
  street: string;
  postalCode: string;
  city: string;
  /** `Montag bis Freitag, 9 bis 17 Uhr`. */
  openingHours: string;
}

// --- The knowledge the engine answers from (built by buildKnowledge from plain rows) ---

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
  /** Slug of the trainer of this date, if one is set. */
  trainerSlug: string | null;
  city: CitySlug;
  cityName: string;
  /** `YYYY-MM-DD`, a Berlin calendar day. */
  startDate: string;
  endDate: string;
  seatsLeft: number;
  /** „Durchführung garantiert“: the date's minimum of binding seats is reached. */
  guaranteed: boolean;
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
  trainerSlug: string | null;
}

export interface CatalogueTrainer {
  slug: string;
  name: string;
  title: string;
  bio: string;
  topics: string[];
}

export interface CatalogueVenue {
  city: CitySlug;
  cityName: string;
  venueName: string;
  street: string;
  postalCode: string;
  town: string;
  directions: string | null;
  publicTransport: string | null;
  parking: string | null;
  stepFreeAccess: boolean;
  accessibilityNotes: string | null;
}

/** Cancellation, rebooking and payment terms (settings). */
export interface CatalogueTerms {
  /** Free until this many days before the first seminar day. */
  freeCancellationDays: number;
  /** From this many days before, up to the free period: `reducedFeePercent`. */
  reducedFeeFromDays: number;
  reducedFeePercent: number;
  /** Later, and when nobody comes. */
  lateFeePercent: number;
  webinarFreeCancellationHours: number;
  /** Rebooking (Umbuchen) a seminar date to another one is free until this many days before the first seminar day. */
  freeRebookingDays: number;
  /** Later, this net fee per rebooking (plus VAT) – or, when null, `rebookingFeePercent` of the line's net price. */
  rebookingFeeNetCents: number | null;
  rebookingFeePercent: number | null;
  invoiceDueDays: number;
  /** A seminar date runs for sure from this many binding seats (the default; dates and seminars may set their own). */
  minParticipants: number;
  /** This many days before the start the academy decides whether a date under its minimum runs. */
  guaranteeDecisionDays: number;
}

export interface CatalogueInhouse {
  dayRateNetCents: number;
  maxParticipants: number;
  /** From this group size on the assistant suggests an in-house training. */
  suggestFrom: number;
}

export interface CatalogueBrands {
  main: string;
  second: string;
  secondSummary: string;
}

/**
 * Everything the assistant knows, loaded from the database: the catalogue, trainers, venues, terms, in-house offer,
 * contact and brands. The engine reads only this.
 */
export interface Knowledge {
  /** `YYYY-MM-DD` in Berlin: "upcoming" and month questions are relative to it. */
  today: string;
  seminars: CatalogueSeminar[];
  /** Upcoming, scheduled sessions of published seminars, by date. */
  sessions: CatalogueSession[];
  /** Upcoming, scheduled, published webinars, by start. */
  webinars: CatalogueWebinar[];
  trainers: CatalogueTrainer[];
  venues: CatalogueVenue[];
  terms: CatalogueTerms;
  inhouse: CatalogueInhouse;
  contact: ChatContact;
  brands: CatalogueBrands;
  vatRate: number;
  bookingOpen: boolean;
}
