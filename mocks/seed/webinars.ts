import type { SeedDates } from './dates';
import { seedId } from './ids';
import { WEBINAR_REGION } from './locations';
import { type TrainerSlug, trainerId } from './trainers';
import type { SeminarCategory, WebinarAccessRow, WebinarRow } from './types';
import { SEED_VAT_RATE } from './seminars';
import { netCentsForGross } from '../../src/lib/pricing';

type Brand = 'Digitalakademie Deutschland' | 'KI-Werkstatt Live';

interface WebinarData {
  slug: string;
  title: string;
  brand: Brand;
  category: SeminarCategory;
  summary: string;
  description: string;
  dayOffset: number;
  time: string;
  minutes: number;
  /** Price per seat incl. VAT as the academy sets it, a round figure (docs/pricing.md); the net is derived from it. */
  grossEuros: number;
  capacity: number;
  /** Seats the seed's bookings fill (bookings.ts); seats_booked is counted from them. */
  booked: number;
  trainer: TrainerSlug;
}

// The order is part of the ids: append new webinars at the end.
export const WEBINARS: WebinarData[] = [
  {
    slug: 'seo-update-google',
    title: 'SEO-Update: Was sich bei Google gerade ändert',
    brand: 'Digitalakademie Deutschland',
    category: 'seo',
    summary: 'Core Updates, KI-Übersichten in der Suche und was das für Ihre Rankings bedeutet.',
    description: 'Ein kompakter Überblick über die jüngsten Änderungen bei Google mit konkreten Handlungsempfehlungen.',
    dayOffset: 9,
    time: '10:00',
    minutes: 90,
    grossEuros: 119,
    capacity: 100,
    booked: 37,
    trainer: 'julia-wagner',
  },
  {
    slug: 'ki-werkstatt-live-prompting',
    title: 'KI-Werkstatt Live: Prompting für Marketing-Teams',
    brand: 'KI-Werkstatt Live',
    category: 'ki-marketing',
    summary: 'Live am Bildschirm: Prompts, die verlässlich gute Texte, Ideen und Analysen liefern.',
    description: 'Wir bauen gemeinsam eine Prompt-Bibliothek für typische Marketing-Aufgaben – zum Mitmachen.',
    dayOffset: 12,
    time: '14:00',
    minutes: 120,
    grossEuros: 179,
    capacity: 80,
    booked: 52,
    trainer: 'david-richter',
  },
  {
    slug: 'ga4-reporting-kompakt',
    title: 'GA4-Reporting in 90 Minuten',
    brand: 'Digitalakademie Deutschland',
    category: 'webanalyse',
    summary: 'Die fünf Berichte, die jedes Marketing-Team in Google Analytics 4 kennen sollte.',
    description: 'Praxisnah und ohne Fachchinesisch: So finden Sie in GA4 schnell die Zahlen, die Sie brauchen.',
    dayOffset: 18,
    time: '10:00',
    minutes: 90,
    grossEuros: 119,
    capacity: 100,
    booked: 21,
    trainer: 'thomas-keller',
  },
  {
    slug: 'ki-werkstatt-live-bilder-videos',
    title: 'KI-Werkstatt Live: Bilder und Videos mit KI für Social Media',
    brand: 'KI-Werkstatt Live',
    category: 'ki-marketing',
    summary: 'Bildgeneratoren und Video-KI im Praxistest – inklusive Urheberrecht und Kennzeichnung.',
    description: 'Wir erstellen live Visuals für eine Kampagne und besprechen, was rechtlich zu beachten ist.',
    dayOffset: 26,
    time: '16:00',
    minutes: 120,
    grossEuros: 179,
    capacity: 80,
    booked: 18,
    trainer: 'sarah-yilmaz',
  },
  {
    slug: 'newsletter-dsgvo',
    title: 'Newsletter und DSGVO: Was ist erlaubt?',
    brand: 'Digitalakademie Deutschland',
    category: 'email-marketing',
    summary: 'Einwilligung, Tracking, Bestandskunden-Ausnahme: die Regeln verständlich erklärt.',
    description: 'Eine Stunde Rechtssicherheit für alle, die Newsletter verschicken – mit Checkliste zum Download.',
    dayOffset: 33,
    time: '11:00',
    minutes: 60,
    grossEuros: 89,
    capacity: 150,
    booked: 40,
    trainer: 'lena-hoffmann',
  },
  {
    slug: 'ki-werkstatt-live-agenten',
    title: 'KI-Werkstatt Live: Workflows automatisieren mit KI-Agenten',
    brand: 'KI-Werkstatt Live',
    category: 'ki-marketing',
    summary: 'Agenten, die recherchieren, zusammenfassen und berichten – live gebaut und erklärt.',
    description: 'Wir automatisieren einen typischen Reporting-Prozess mit einem KI-Agenten von Anfang bis Ende.',
    dayOffset: 47,
    time: '14:00',
    minutes: 120,
    grossEuros: 209,
    capacity: 60,
    booked: 9,
    trainer: 'david-richter',
  },
  {
    slug: 'ki-werkstatt-live-lovable-einstieg',
    title: 'KI-Werkstatt Live: Die erste App mit Lovable',
    brand: 'KI-Werkstatt Live',
    category: 'ki-coding',
    summary: 'In 90 Minuten von der Idee zur veröffentlichten Mini-App – der Einstieg ins KI-Coding.',
    description: 'Der Schnupperkurs zum Sonderseminar „KI-Coding mit Lovable“: zuschauen, mitbauen, ausprobieren.',
    dayOffset: 61,
    time: '17:00',
    minutes: 90,
    grossEuros: 149,
    capacity: 80,
    booked: 5,
    trainer: 'david-richter',
  },
  {
    slug: 'linkedin-ads-kompakt',
    title: 'LinkedIn Ads kompakt',
    brand: 'Digitalakademie Deutschland',
    category: 'social-media',
    summary: 'Kampagnenziele, Zielgruppen und Budgets für LinkedIn-Anzeigen in einer Stunde.',
    description: 'Der schnelle Einstieg in bezahlte Reichweite auf LinkedIn, mit Beispielen aus dem B2B.',
    dayOffset: -14,
    time: '10:00',
    minutes: 60,
    grossEuros: 89,
    capacity: 100,
    booked: 64,
    trainer: 'sarah-yilmaz',
  },
];

export function webinarId(slug: string): string {
  const index = WEBINARS.findIndex((w) => w.slug === slug);
  if (index < 0) throw new Error(`Unknown seed webinar ${slug}`);
  return seedId('webinar', index + 1);
}

export function webinarData(slug: string): WebinarData {
  const found = WEBINARS.find((w) => w.slug === slug);
  if (!found) throw new Error(`Unknown seed webinar ${slug}`);
  return found;
}

/** The net price per seat (what the database stores), derived from the round gross price (docs/pricing.md). */
export function webinarPriceCents(slug: string): number {
  return netCentsForGross(webinarData(slug).grossEuros * 100, SEED_VAT_RATE);
}

/** `seatsHeld`: seats of the seed's pending, confirmed and paid bookings per webinar id (bookings.ts). */
export function buildWebinars(dates: SeedDates, seatsHeld: ReadonlyMap<string, number>): WebinarRow[] {
  return WEBINARS.map((w, i) => ({
    id: seedId('webinar', i + 1),
    slug: w.slug,
    title: w.title,
    brand: w.brand,
    category: w.category,
    summary: w.summary,
    description: w.description,
    starts_at: dates.courseInstant(w.dayOffset, 1, w.time, WEBINAR_REGION),
    duration_minutes: w.minutes,
    price_net_cents: webinarPriceCents(w.slug),
    vat_rate: SEED_VAT_RATE,
    capacity: w.capacity,
    seats_booked: seatsHeld.get(seedId('webinar', i + 1)) ?? 0,
    trainer_id: trainerId(w.trainer),
    published: true,
    status: 'scheduled',
    image_url: `/images/webinars/${w.slug}.webp`,
    created_at: dates.instant(Math.min(w.dayOffset, 0) - 90, '09:00'),
    updated_at: dates.instant(Math.min(w.dayOffset, 0) - 90, '09:00'),
  }));
}

/** Join links (fictional meeting host): readable only by confirmed or paid bookers, see webinar_access RLS. */
export function buildWebinarAccess(dates: SeedDates): WebinarAccessRow[] {
  return WEBINARS.map((w, i) => ({
    webinar_id: seedId('webinar', i + 1),
    join_url: `https://meet.akademie.test/webinar/${w.slug}`,
    updated_at: dates.instant(Math.min(w.dayOffset, 0) - 90, '09:00'),
  }));
}
