import type { InvoiceSnapshot } from '@shared/invoice/types';
import type {
  AlternativeDate,
  BookingMailData,
  BookingRebookedData,
  CancelledDateRefundedData,
  InhouseMailData,
  MailAcademy,
  MailBookingItem,
  ParticipantRebookedData,
  ParticipantSessionCancelledData,
  RebookedDate,
  SessionCancelledData,
} from '../../supabase/functions/_shared/mail';

export const academy: MailAcademy = {
  name: 'Digitalakademie Deutschland',
  street: 'Friedrichstraße 120',
  postal_code: '10117',
  city: 'Berlin',
  email: 'info@akademie.test',
  phone: '030 1234567',
  vat_id: 'DE123456789',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bank_name: 'Testbank Berlin',
  legal_name: 'Digitalakademie Deutschland GmbH',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 234567 B',
  managing_directors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
  website: 'https://www.digitalakademie.test',
};

export function bookingData(overrides: Partial<BookingMailData['booking']> = {}): BookingMailData {
  return {
    academy,
    booking: {
      id: '00000000-0000-4000-8000-000000000001',
      booking_number: 'DA-2026-000042',
      payment_method: 'invoice',
      customer_email: 'erika@example.test',
      customer_first_name: 'Erika',
      customer_last_name: 'Müller',
      customer_type: 'company',
      company_name: 'Müller & Söhne <GmbH>',
      vat_id: 'DE999999999',
      billing_street: 'Hauptstraße 1',
      billing_postal_code: '80331',
      billing_city: 'München',
      billing_country: 'DE',
      net_cents: 258000,
      vat_cents: 49020,
      gross_cents: 307020,
      booked_on: '2026-11-23',
      booked_at: '2026-11-23T09:15:00Z',
      paid: false,
      items: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          title: 'SEO-Grundlagen',
          location_name: 'Digitalakademie Berlin, Berlin',
          start_date: '2026-12-03',
          start_time: '09:00:00',
          starts_at: '2026-12-03T08:00:00+00:00',
          is_webinar: false,
          target_id: '00000000-0000-4000-8000-0000000000c1',
          end_date: '2026-12-04',
          end_time: '17:00:00',
          duration_minutes: null,
          venue: {
            name: 'Digitalakademie Berlin',
            street: 'Friedrichstraße 120',
            postal_code: '10117',
            city: 'Berlin',
          },
          page_path: '/berlin/seo-grundlagen',
          quantity: 2,
          unit_net_cents: 129000,
          line_net_cents: 258000,
          vat_rate: 19,
          line_vat_cents: 49020,
          participants: [
            { first_name: 'Erika', last_name: 'Müller', email: 'erika@example.test' },
            { first_name: 'Max', last_name: 'Muster', email: 'max@example.test' },
          ],
        },
      ],
      ...overrides,
    },
  };
}

export const inhouseData: InhouseMailData = {
  academy,
  request: {
    company: 'Beispiel AG',
    contact_name: 'Jana Beispiel',
    email: 'jana@beispiel.test',
    phone: null,
    topic: 'SEO für das Marketing-Team',
    participants: 8,
    preferred_period: 'Q1 2027',
    location_preference: 'Hamburg',
    message: null,
  },
};

/** A waiting-list entry for a seminar date in Berlin (city null: a webinar). */
export const waitlistData = {
  academy,
  name: 'Gerda Warte',
  seats: 2,
  title: 'SEO-Grundlagen',
  date: '2027-03-12',
  city: 'Berlin' as string | null,
  leave_token: 'leave-token',
};

export const withdrawalData = {
  academy,
  booking_number: 'DA-2026-000042',
  customer_name: 'Erika Müller',
  customer_email: 'erika@example.test',
  // 14:05:09 in Berlin (winter time).
  received_at: '2026-11-23T13:05:09Z',
  service_started: false,
};

export const certificateData = {
  academy,
  certificate: {
    booking_item_id: '00000000-0000-4000-8000-000000000001',
    participant_index: 0,
    first_name: 'Katharina',
    last_name: 'Neumann',
    title: 'SEO-Grundlagen',
    contents: ['Keyword-Recherche', 'Onpage-Optimierung'],
    start_date: '2026-10-05',
    end_date: '2026-10-06',
    hours: 14.5,
    location: 'Berlin',
    trainer: 'Dr. Jana Weber',
    academy: academy.name,
    academy_city: academy.city,
    certificate_id: 'TB-3F9A-1C2B-7D4E',
    signatory_name: 'Dr. Katharina Lehmann',
    signatory_role: 'Geschäftsführung',
  },
};

/** A barrier report with markup and a link typed into it (the academy's copy must show it as text). */
export const accessibilityFeedbackData = {
  academy,
  feedback: {
    message:
      'Der Button <script>alert(1)</script> „Buchen“ ist per Tastatur nicht erreichbar. <a href="https://evil.example">klick</a>',
    name: 'Erika <b>Muster</b>',
    email: 'erika@example.test',
    page: '/checkout',
    received_at: '2026-11-28T10:00:00Z',
  },
};

/**
 * Umbuchen: the two-day seminar of bookingData() moved from Berlin (3–4 Dec 2026, session …c1) to Hamburg (14–15 Jan
 * 2027, session …c2, other daily times), as `private.participant_mail_item` + `private.rebooking_place` give them.
 */
export const OLD_SESSION_ID = '00000000-0000-4000-8000-0000000000c1';
export const NEW_SESSION_ID = '00000000-0000-4000-8000-0000000000c2';

export const rebookedFrom: RebookedDate = {
  title: 'SEO-Grundlagen',
  is_webinar: false,
  location_name: 'Digitalakademie Berlin, Berlin',
  start_date: '2026-12-03',
  end_date: '2026-12-04',
  start_time: '09:00:00',
  end_time: '17:00:00',
  starts_at: '2026-12-03T08:00:00Z',
  duration_minutes: null,
  venue: {
    name: 'Digitalakademie Berlin',
    street: 'Friedrichstraße 120',
    postal_code: '10117',
    city: 'Berlin',
    directions: 'Eingang im Hof, 2. Etage',
    public_transport: 'U6 Französische Straße, 2 Minuten zu Fuß',
    parking: null,
    step_free_access: true,
    accessibility_notes: null,
  },
  join_url: null,
  target_id: OLD_SESSION_ID,
  page_path: '/berlin/seo-grundlagen',
};

export const rebookedTo: RebookedDate = {
  title: 'SEO-Grundlagen',
  is_webinar: false,
  location_name: 'Hafenkontor Workshop-Etage, Hamburg',
  start_date: '2027-01-14',
  end_date: '2027-01-15',
  start_time: '09:30:00',
  end_time: '16:30:00',
  starts_at: '2027-01-14T08:30:00Z',
  duration_minutes: null,
  venue: {
    name: 'Hafenkontor Workshop-Etage',
    street: 'Am Sandtorkai 50',
    postal_code: '20457',
    city: 'Hamburg',
    directions: 'Eingang B, 3. Stock',
    public_transport: 'U3 Baumwall, 5 Minuten zu Fuß',
    parking: 'Parkhaus Sandtorkai, 200 m',
    step_free_access: true,
    accessibility_notes: 'Aufzug am Eingang B',
  },
  join_url: null,
  target_id: NEW_SESSION_ID,
  page_path: '/hamburg/seo-grundlagen',
};

/** What the new date costs per seat, and the booking's totals and payment state after the move. */
export interface RebookingScenario {
  unit_net_cents: number;
  fee_net_cents: number;
  fee_waived?: boolean;
  paid: boolean;
  booking?: Partial<BookingMailData['booking']>;
  invoice?: InvoiceSnapshot | null;
  credit_note?: InvoiceSnapshot | null;
  view_token?: string;
}

/**
 * `booking_rebooked`'s outbox data: `private.mail_booking_data` of the booking AFTER the move (the same item id, now
 * with the new date's facts and price; the fee is an invoice line, so the totals include it), with the figures of
 * `rebook_booking_item`. Default: a company's invoice booking, paid, moved to a dearer date with a 50 € net fee, so
 * 297,50 € remain to pay.
 */
export function rebookingData(scenario: Partial<RebookingScenario> = {}): BookingRebookedData {
  const { unit_net_cents = 139000, fee_net_cents = 5000, fee_waived = false, paid = true } = scenario;
  const before = bookingData(scenario.booking);
  const item = before.booking.items[0]!;
  const lineNet = item.quantity * unit_net_cents;
  const lineVat = Math.round(lineNet * 0.19);
  const feeVat = Math.round(fee_net_cents * 0.19);
  const net = lineNet + fee_net_cents;
  const vat = lineVat + feeVat;
  const gross = net + vat;
  const grossBefore = before.booking.gross_cents;
  const paidCents = paid ? grossBefore : 0;
  const { venue } = rebookedTo;
  return {
    ...before,
    booking: {
      ...before.booking,
      paid,
      net_cents: net,
      vat_cents: vat,
      gross_cents: gross,
      items: [
        {
          ...item,
          title: rebookedTo.title,
          location_name: rebookedTo.location_name,
          start_date: rebookedTo.start_date,
          end_date: rebookedTo.end_date,
          start_time: rebookedTo.start_time,
          end_time: rebookedTo.end_time,
          starts_at: rebookedTo.starts_at,
          target_id: rebookedTo.target_id,
          page_path: rebookedTo.page_path,
          venue: venue && { name: venue.name, street: venue.street, postal_code: venue.postal_code, city: venue.city },
          unit_net_cents,
          line_net_cents: lineNet,
          line_vat_cents: lineVat,
        },
        ...before.booking.items.slice(1),
      ],
    },
    invoice: scenario.invoice ?? null,
    credit_note: scenario.credit_note ?? null,
    ...(scenario.view_token ? { view_token: scenario.view_token } : {}),
    rebooking: {
      item_id: item.id,
      quantity: item.quantity,
      from: rebookedFrom,
      to: rebookedTo,
      fee_net_cents,
      fee_gross_cents: fee_net_cents + feeVat,
      fee_waived,
      gross_cents_before: grossBefore,
      gross_cents: gross,
      difference_cents: gross - grossBefore,
      refund_cents: Math.max(paidCents - gross, 0),
      due_cents: Math.max(gross - paidCents, 0),
    },
  };
}

/** `participant_rebooked`'s outbox data: the academy, the booking number, the old date and the new one. */
export const participantRebookedData: ParticipantRebookedData = {
  academy,
  booking_number: 'DA-2026-000042',
  from: rebookedFrom,
  item: (({ target_id: _target, page_path: _page, ...facts }) => facts)(rebookedTo),
};

/**
 * A cancelled date (issue 34): `session_cancelled` offers up to three other dates of the same seminar with enough free
 * seats for the line, as `private.alternative_dates` gives them, the nearest to the cancelled date first (the Hamburg
 * date is the one rebookedTo moves to).
 */
export const alternativeDates: AlternativeDate[] = [
  {
    session_id: NEW_SESSION_ID,
    start_date: '2027-01-14',
    end_date: '2027-01-15',
    start_time: '09:30:00',
    end_time: '16:30:00',
    city: 'Hamburg',
    venue_name: 'Hafenkontor Workshop-Etage',
    seats_left: 6,
  },
  {
    session_id: '00000000-0000-4000-8000-0000000000c3',
    start_date: '2027-02-11',
    end_date: '2027-02-12',
    start_time: '09:00:00',
    end_time: '17:00:00',
    city: 'Berlin',
    venue_name: 'Digitalakademie Berlin',
    seats_left: 2,
  },
  {
    session_id: '00000000-0000-4000-8000-0000000000c4',
    start_date: '2027-03-18',
    end_date: '2027-03-19',
    start_time: '09:00:00',
    end_time: '16:00:00',
    city: 'München',
    venue_name: 'Tagungszentrum Isartor',
    seats_left: 10,
  },
];

/**
 * `session_cancelled`'s outbox data: `private.mail_booking_data` of the booking, the guest's view token if any, the
 * cancelled line and the alternatives (omit them: a row queued before issue 34).
 */
export function sessionCancelledData(
  options: {
    alternatives?: AlternativeDate[] | null;
    view_token?: string;
    booking?: Partial<BookingMailData['booking']>;
  } = {},
): SessionCancelledData {
  const data = bookingData(options.booking);
  return {
    ...data,
    ...(options.view_token ? { view_token: options.view_token } : {}),
    item_id: data.booking.items[0]!.id,
    ...(options.alternatives === null ? {} : { alternatives: options.alternatives ?? alternativeDates }),
  };
}

/** `participant_session_cancelled`'s outbox data: the academy, the booking number and the cancelled date. */
export const participantSessionCancelledData: ParticipantSessionCancelledData = {
  academy,
  booking_number: 'DA-2026-000042',
  item: (({ target_id: _target, page_path: _page, ...facts }) => facts)(rebookedFrom),
};

/** A webinar line that stays when the cancelled seminar date of bookingData() is refunded: 1 × 390,00 € net. */
export const remainingWebinarItem: MailBookingItem = {
  id: '00000000-0000-4000-8000-0000000000a2',
  title: 'Newsletter-Marketing kompakt',
  location_name: 'Online',
  start_date: '2027-01-20',
  start_time: null,
  starts_at: '2027-01-20T16:00:00Z',
  is_webinar: true,
  target_id: '00000000-0000-4000-8000-0000000000d1',
  end_date: null,
  end_time: null,
  duration_minutes: 90,
  venue: null,
  page_path: '/webinar/newsletter-marketing-kompakt',
  quantity: 1,
  unit_net_cents: 39000,
  line_net_cents: 39000,
  vat_rate: 19,
  line_vat_cents: 7410,
  participants: [{ first_name: 'Erika', last_name: 'Müller', email: 'erika@example.test' }],
};

export interface RefundScenario {
  /** The cancelled date was the booking's only line: the booking is cancelled. */
  only_line?: boolean;
  paid?: boolean;
  booking?: Partial<BookingMailData['booking']>;
  invoice?: InvoiceSnapshot | null;
  credit_note?: InvoiceSnapshot | null;
  view_token?: string;
}

/**
 * `cancelled_date_refunded`'s outbox data, as the full refund of a cancelled date writes it: the booking AFTER the
 * change (default: the SEO date of bookingData() is gone, the webinar line stays; `only_line`: the booking is cancelled
 * and its items still list the date), the new invoice and the credit note (each possibly null) and the refund.
 */
export function cancelledDateRefundedData(scenario: RefundScenario = {}): CancelledDateRefundedData {
  const { only_line = false, paid = false } = scenario;
  const base = bookingData(scenario.booking);
  const cancelled = base.booking.items[0]!;
  const before = only_line
    ? base.booking
    : {
        ...base.booking,
        net_cents: base.booking.net_cents + remainingWebinarItem.line_net_cents,
        vat_cents: base.booking.vat_cents + remainingWebinarItem.line_vat_cents,
        gross_cents:
          base.booking.gross_cents + remainingWebinarItem.line_net_cents + remainingWebinarItem.line_vat_cents,
      };
  const booking = only_line
    ? { ...base.booking, paid }
    : {
        ...base.booking,
        paid,
        net_cents: remainingWebinarItem.line_net_cents,
        vat_cents: remainingWebinarItem.line_vat_cents,
        gross_cents: remainingWebinarItem.line_net_cents + remainingWebinarItem.line_vat_cents,
        items: [remainingWebinarItem],
      };
  const gross = only_line ? 0 : booking.gross_cents;
  return {
    academy,
    booking,
    invoice: scenario.invoice ?? null,
    credit_note: scenario.credit_note ?? null,
    ...(scenario.view_token ? { view_token: scenario.view_token } : {}),
    refunded: {
      item: participantSessionCancelledData.item,
      quantity: cancelled.quantity,
      booking_cancelled: only_line,
      refund_cents: paid ? before.gross_cents - gross : 0,
      gross_cents_before: before.gross_cents,
      gross_cents: gross,
    },
  };
}
