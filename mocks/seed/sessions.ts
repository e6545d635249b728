import type { SeedDates } from './dates';
import { seedId } from './ids';
import { CITY_REGION, type CitySlug, locationId } from './locations';
import { seminarBySlug } from './seminars';
import { type TrainerSlug, trainerId } from './trainers';
import type { SessionRow } from './types';

/** [number (id), seminar slug, city, days from today, capacity, seats to book, trainer, cancelled?] */
type SessionData = [number, string, CitySlug, number, number, number, TrainerSlug, ('cancelled' | undefined)?];

/**
 * Chosen so the demo shows every state: nearly sold out (2 SEO-Grundlagen München, 40 KI Frankfurt, 35 GA4
 * Hamburg: 1–3 seats left), exactly one upcoming sold out (47: KI-Coding Berlin), one cancelled (10), and a year of
 * past dates (1, 16, 30, 52–73; 54 and 60 were sold out). "Seats to book" is what the seed's bookings fill
 * (bookings.ts): seats_booked is counted from those bookings, so every booked seat has a participant.
 */
const SESSIONS: SessionData[] = [
  [1, 'seo-grundlagen', 'berlin', -45, 12, 10, 'julia-wagner'],
  [2, 'seo-grundlagen', 'muenchen', 18, 14, 12, 'julia-wagner'],
  [3, 'seo-grundlagen', 'hamburg', 52, 16, 6, 'julia-wagner'],
  [4, 'seo-grundlagen', 'koeln', 95, 16, 3, 'julia-wagner'],
  [5, 'seo-grundlagen', 'berlin', 140, 16, 1, 'julia-wagner'],
  [6, 'seo-grundlagen', 'frankfurt', 230, 16, 0, 'julia-wagner'],
  [7, 'technisches-seo', 'frankfurt', 33, 12, 5, 'julia-wagner'],
  [8, 'technisches-seo', 'berlin', 120, 12, 2, 'julia-wagner'],
  [9, 'technisches-seo', 'muenchen', 260, 12, 0, 'julia-wagner'],
  [10, 'google-ads-grundlagen', 'koeln', 25, 14, 5, 'markus-brandt', 'cancelled'],
  [11, 'google-ads-grundlagen', 'stuttgart', 45, 14, 7, 'markus-brandt'],
  [12, 'google-ads-grundlagen', 'berlin', 88, 16, 4, 'markus-brandt'],
  [13, 'google-ads-grundlagen', 'hamburg', 175, 16, 0, 'markus-brandt'],
  [14, 'google-ads-performance-max', 'muenchen', 38, 12, 6, 'markus-brandt'],
  [15, 'google-ads-performance-max', 'frankfurt', 150, 12, 1, 'markus-brandt'],
  [16, 'social-media-marketing', 'hamburg', -75, 14, 11, 'sarah-yilmaz'],
  [17, 'social-media-marketing', 'muenchen', 60, 14, 8, 'sarah-yilmaz'],
  [18, 'social-media-marketing', 'berlin', 24, 16, 9, 'sarah-yilmaz'],
  [19, 'social-media-marketing', 'koeln', 130, 16, 2, 'sarah-yilmaz'],
  [20, 'social-media-marketing', 'stuttgart', 300, 16, 0, 'sarah-yilmaz'],
  [21, 'linkedin-marketing-b2b', 'frankfurt', 29, 14, 4, 'sarah-yilmaz'],
  [22, 'linkedin-marketing-b2b', 'hamburg', 110, 14, 1, 'sarah-yilmaz'],
  [23, 'instagram-tiktok-kurzvideos', 'koeln', 36, 16, 7, 'sarah-yilmaz'],
  [24, 'instagram-tiktok-kurzvideos', 'berlin', 160, 16, 0, 'sarah-yilmaz'],
  [25, 'content-marketing-strategie', 'stuttgart', 42, 14, 5, 'anna-becker'],
  [26, 'content-marketing-strategie', 'hamburg', 125, 14, 2, 'anna-becker'],
  [27, 'content-marketing-strategie', 'berlin', 245, 14, 0, 'anna-becker'],
  [28, 'texten-fuers-web', 'muenchen', 27, 12, 6, 'anna-becker'],
  [29, 'texten-fuers-web', 'koeln', 190, 12, 0, 'anna-becker'],
  [30, 'e-mail-marketing', 'stuttgart', -20, 14, 9, 'lena-hoffmann'],
  [31, 'e-mail-marketing', 'frankfurt', 56, 14, 3, 'lena-hoffmann'],
  [32, 'e-mail-marketing', 'berlin', 200, 14, 0, 'lena-hoffmann'],
  [33, 'marketing-automation', 'hamburg', 70, 12, 4, 'lena-hoffmann'],
  [34, 'marketing-automation', 'muenchen', 215, 12, 0, 'lena-hoffmann'],
  [35, 'google-analytics-4', 'hamburg', 30, 14, 11, 'thomas-keller'],
  [36, 'google-analytics-4', 'berlin', 65, 16, 5, 'thomas-keller'],
  [37, 'google-analytics-4', 'stuttgart', 180, 16, 0, 'thomas-keller'],
  [38, 'looker-studio-reporting', 'frankfurt', 49, 12, 3, 'thomas-keller'],
  [39, 'looker-studio-reporting', 'koeln', 235, 12, 0, 'thomas-keller'],
  [40, 'ki-im-marketing', 'frankfurt', 21, 16, 15, 'david-richter'],
  [41, 'ki-im-marketing', 'berlin', 35, 16, 10, 'david-richter'],
  [42, 'ki-im-marketing', 'muenchen', 80, 16, 6, 'david-richter'],
  [43, 'ki-im-marketing', 'hamburg', 145, 16, 2, 'david-richter'],
  [44, 'ki-im-marketing', 'koeln', 270, 16, 0, 'david-richter'],
  [45, 'ki-content-produktion', 'berlin', 58, 14, 4, 'david-richter'],
  [46, 'ki-content-produktion', 'stuttgart', 205, 14, 0, 'david-richter'],
  [47, 'ki-coding-lovable', 'berlin', 40, 12, 12, 'david-richter'],
  [48, 'ki-coding-lovable', 'muenchen', 75, 12, 7, 'david-richter'],
  [49, 'ki-coding-lovable', 'hamburg', 135, 12, 3, 'david-richter'],
  [50, 'ki-coding-lovable', 'frankfurt', 250, 12, 0, 'david-richter'],
  [51, 'ki-agenten-marketing', 'berlin', 100, 12, 0, 'david-richter'],
  // The past year, for the admin's lists, participant lists, attendance and certificates.
  [52, 'seo-grundlagen', 'hamburg', -340, 14, 12, 'julia-wagner'],
  [53, 'google-ads-grundlagen', 'berlin', -330, 14, 11, 'markus-brandt'],
  [54, 'ki-im-marketing', 'muenchen', -318, 16, 16, 'david-richter'],
  [55, 'content-marketing-strategie', 'koeln', -305, 14, 8, 'anna-becker'],
  [56, 'google-analytics-4', 'frankfurt', -290, 14, 10, 'thomas-keller'],
  [57, 'technisches-seo', 'stuttgart', -276, 12, 7, 'julia-wagner'],
  [58, 'social-media-marketing', 'berlin', -262, 16, 13, 'sarah-yilmaz'],
  [59, 'e-mail-marketing', 'hamburg', -248, 14, 6, 'lena-hoffmann'],
  [60, 'ki-coding-lovable', 'berlin', -234, 12, 12, 'david-richter'],
  [61, 'linkedin-marketing-b2b', 'muenchen', -220, 14, 9, 'sarah-yilmaz'],
  [62, 'texten-fuers-web', 'frankfurt', -205, 12, 7, 'anna-becker'],
  [63, 'google-ads-performance-max', 'koeln', -190, 12, 8, 'markus-brandt'],
  [64, 'seo-grundlagen', 'muenchen', -176, 16, 14, 'julia-wagner'],
  [65, 'ki-content-produktion', 'hamburg', -162, 14, 10, 'david-richter'],
  [66, 'looker-studio-reporting', 'berlin', -148, 12, 6, 'thomas-keller'],
  [67, 'marketing-automation', 'stuttgart', -134, 12, 5, 'lena-hoffmann'],
  [68, 'instagram-tiktok-kurzvideos', 'muenchen', -120, 16, 11, 'sarah-yilmaz'],
  [69, 'ki-im-marketing', 'berlin', -106, 16, 15, 'david-richter'],
  [70, 'google-ads-grundlagen', 'frankfurt', -92, 14, 9, 'markus-brandt'],
  [71, 'technisches-seo', 'berlin', -62, 12, 10, 'julia-wagner'],
  [72, 'content-marketing-strategie', 'berlin', -34, 14, 7, 'anna-becker'],
  [73, 'google-analytics-4', 'koeln', -12, 16, 9, 'thomas-keller'],
];

/** Every seed session as data (the bookings generator fills them). */
export const SESSION_DATA = SESSIONS.map(([n, slug, city, dayOffset, capacity, seatsToBook, , status]) => ({
  n,
  slug,
  city,
  dayOffset,
  capacity,
  seatsToBook,
  cancelled: status === 'cancelled',
}));

export function sessionId(n: number): string {
  return seedId('session', n);
}

/** Day offset of a seed session (bookings take their snapshot dates from it). */
export function sessionData(n: number): { slug: string; city: CitySlug; dayOffset: number } {
  const found = SESSIONS.find(([id]) => id === n);
  if (!found) throw new Error(`Unknown seed session ${n}`);
  return { slug: found[1], city: found[2], dayOffset: found[3] };
}

/**
 * Dates with a minimum of their own (the others take the settings' 4): Technisches SEO in Frankfurt needs 8, so the
 * admin dashboard shows a date under its minimum whose decision is due (docs/demo-data.md).
 */
const SEED_MIN_PARTICIPANTS: ReadonlyMap<number, number> = new Map([[7, 8]]);

/** `seatsHeld`: seats of the seed's pending, confirmed and paid bookings per session id (bookings.ts). */
export function buildSessions(dates: SeedDates, seatsHeld: ReadonlyMap<string, number>): SessionRow[] {
  return SESSIONS.map(([n, slug, city, dayOffset, capacity, , trainer, status]) => {
    const seminar = seminarBySlug(slug);
    const days = seminar.data.days;
    const region = CITY_REGION[city];
    const start = dates.courseDate(dayOffset, days, 0, region);
    return {
      id: sessionId(n),
      seminar_id: seminar.id,
      location_id: locationId(city),
      trainer_id: trainerId(trainer),
      start_date: start,
      end_date: dates.courseDate(dayOffset, days, days - 1, region),
      start_time: '09:00:00',
      end_time: '17:00:00',
      capacity,
      seats_booked: seatsHeld.get(sessionId(n)) ?? 0,
      status: status ?? 'scheduled',
      min_participants: SEED_MIN_PARTICIPANTS.get(n) ?? null,
      // Set from the seed's bookings (index.ts), by the rule of private.settle_guarantees.
      guaranteed: false,
      created_at: dates.instant(Math.min(dayOffset, 0) - 120, '09:00'),
      updated_at: dates.instant(Math.min(dayOffset, 0) - 120, '09:00'),
    };
  });
}
