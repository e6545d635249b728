/**
 * Every route of docs/product.md. Screens use these constants (never string literals) so a route is renamed in one place.
 * The seminar type (topic) page and the chat bot page have no paths in docs/product.md; theirs are German and explained below.
 */
export const CITY_SLUGS = ['berlin', 'muenchen', 'hamburg', 'frankfurt', 'stuttgart', 'koeln'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

export const CITY_NAMES: Readonly<Record<CitySlug, string>> = {
  berlin: 'Berlin',
  muenchen: 'München',
  hamburg: 'Hamburg',
  frankfurt: 'Frankfurt',
  stuttgart: 'Stuttgart',
  koeln: 'Köln',
};

export const SPECIAL_SEMINAR_SLUG = 'ki-coding-lovable';

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerEmail: '/register/email',
  registerComplete: '/register/complete',
  registerConfirm: '/register/confirm',
  passwordForgotten: '/passwort-vergessen',
  passwordReset: '/passwort-zuruecksetzen',
  about: '/about',
  inhouse: '/inhouse-schulungen',
  webinars: '/webinars',
  webinar: '/webinar/:slug',
  city: '/:city',
  seminarAllLocations: '/seminars/:seminarSlug',
  specialSeminar: `/seminars/${SPECIAL_SEMINAR_SLUG}`,
  seminarInCity: '/:city/:seminarSlug',
  trainer: '/trainers/:slug',
  /** Seminar type (topic) page: `/themen/seo` lists every seminar of a category. */
  seminarType: '/themen/:category',
  /** The chat bot as a full page (the floating button opens the same conversation in a dialog). */
  chat: '/chat-assistent',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  checkoutCancelled: '/checkout/cancelled',
  /** The `Buchung bestätigen` link of the confirmation mail (`?token=`): a guest's invoice booking becomes binding. */
  confirmBooking: '/buchung-bestaetigen',
  comingSoon: '/coming-soon',
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  agb: '/agb',
  widerruf: '/widerruf',
  /** The accessibility statement of the BFSG with its form to report a barrier. */
  barrierefreiheit: '/barrierefreiheit',
  /** Waiting list links of the e-mails: confirm the address, leave the list, book the offered seats. */
  waitlistConfirm: '/warteliste/bestaetigen',
  waitlistLeave: '/warteliste/abmelden',
  waitlistOffer: '/warteliste/angebot',
  /** A guest's booking by the secret link of its mails (`?code=`): „Ihre Buchung ansehen“ (no account needed). */
  guestBooking: '/meine-buchung',
  /** The withdrawal button of § 356a BGB: consumers withdraw from a booking here (footer and dashboard link it). */
  withdrawal: '/vertrag-widerrufen',
  demoMailbox: '/demo/postfach',
  demoPayment: '/demo/zahlung',
  demoOAuthConsent: '/demo/google-anmeldung',
  dashboard: '/dashboard',
  settings: '/settings',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminSeminars: '/admin/seminars',
  /** Declared but deliberately not registered (docs/product.md): sessions are managed inside the seminar screens. */
  adminSessions: '/admin/sessions',
  adminBookings: '/admin/bookings',
  /** Per date: participant list, printable PDF, CSV and the attendance check at the door. */
  adminParticipants: '/admin/teilnehmerliste/:sessionId',
  adminLocations: '/admin/locations',
  adminTrainers: '/admin/trainers',
  adminSettings: '/admin/settings',
  adminEmails: '/admin/e-mails',
  /** Every invoice and credit note, their documents and the DATEV export (docs/invoices.md). */
  adminInvoices: '/admin/invoices',
} as const;

export function adminParticipantsPath(sessionId: string): string {
  return `/admin/teilnehmerliste/${encodeURIComponent(sessionId)}`;
}

export function cityPath(city: CitySlug): string {
  return `/${city}`;
}

export function seminarInCityPath(city: CitySlug, seminarSlug: string): string {
  return `/${city}/${encodeURIComponent(seminarSlug)}`;
}

export function seminarAllLocationsPath(seminarSlug: string): string {
  return `/seminars/${encodeURIComponent(seminarSlug)}`;
}

export function webinarPath(slug: string): string {
  return `/webinar/${encodeURIComponent(slug)}`;
}

export function trainerPath(slug: string): string {
  return `/trainers/${encodeURIComponent(slug)}`;
}

export function seminarTypePath(category: string): string {
  return `/themen/${encodeURIComponent(category)}`;
}

export function isCitySlug(value: string | undefined): value is CitySlug {
  return (CITY_SLUGS as readonly string[]).includes(value ?? '');
}
