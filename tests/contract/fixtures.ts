/** Fixed ids and inputs the scenarios share: seed rows (mocks/seed) and the rows scenario setups create. */
import { DEMO_ADMIN, DEMO_CUSTOMER, seedId } from '../../mocks/seed';

export const USERS = {
  admin: { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  customer: { id: DEMO_CUSTOMER.id, email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  /** A second customer, created in every scenario's setup through auth (the sign-up trigger gives profile + role). */
  other: { id: 'c0000000-0000-4000-8000-000000000901', email: 'andere.kundin@akademie.test', password: 'andere123' },
} as const;

export const SEED = {
  /** seo-grundlagen: 1.490,00 € per seat incl. 19 % VAT (1.252,10 € net, docs/pricing.md), published. */
  seminar: seedId('seminar', 1),
  seminarPriceCents: 125_210,
  /** ki-agenten-marketing: the unpublished draft. */
  draftSeminar: seedId('seminar', 17),
  draftSeminarSession: seedId('session', 51),
  berlin: seedId('location', 1),
  trainer: seedId('trainer', 1),
  /** ga4-reporting-kompakt (published), booked by the demo customer in their confirmed booking. */
  webinar: seedId('webinar', 3),
  /** The demo customer's confirmed booking: 2 seats of a session + 1 webinar seat (two lines). */
  customerBooking: seedId('booking', 2),
  /** The demo customer's cancelled booking. */
  cancelledBooking: seedId('booking', 3),
  /** A guest's pending invoice booking. */
  pendingBooking: seedId('booking', 4),
  inhouseRequest: seedId('inhouseRequest', 1),
} as const;

/** Sessions the setups create (start dates relative to today). */
export const S = {
  open: 'c0000000-0000-4000-8000-000000000001',
  soldOut: 'c0000000-0000-4000-8000-000000000002',
  cancelled: 'c0000000-0000-4000-8000-000000000003',
  past: 'c0000000-0000-4000-8000-000000000004',
  soon: 'c0000000-0000-4000-8000-000000000005',
  unknown: 'c0000000-0000-4000-8000-000000000099',
} as const;

/** Webinars the setups create. */
export const W = {
  open: 'c0000000-0000-4000-8000-000000000011',
  past: 'c0000000-0000-4000-8000-000000000012',
} as const;

export function webinarLine(webinarId: string, quantity = 1): Record<string, unknown> {
  return { webinar_id: webinarId, quantity, participants: participants(quantity) };
}

export function participants(count: number): Array<Record<string, string>> {
  return Array.from({ length: count }, (_, i) => ({
    first_name: `Vorname${i + 1}`,
    last_name: `Nachname${i + 1}`,
    email: `teilnehmer${i + 1}@example.test`,
  }));
}

export function line(sessionId: string, quantity = 1): Record<string, unknown> {
  return { session_id: sessionId, quantity, participants: participants(quantity) };
}

/** An invoice address; guests add `email`, signed-in customers may leave it out (their account e-mail is used). */
export const ADDRESS = {
  first_name: 'Erika',
  last_name: 'Musterfrau',
  customer_type: 'private',
  street: 'Musterweg 1',
  postal_code: '10115',
  city: 'Berlin',
};

export const GUEST = { ...ADDRESS, email: 'Erika.Musterfrau@Example.test' };

export function bookCart(lines: unknown[], customer: Record<string, unknown> = ADDRESS, payment = 'invoice') {
  return { rpc: 'book_cart', args: { _lines: lines, _customer: customer, _payment_method: payment } } as const;
}
