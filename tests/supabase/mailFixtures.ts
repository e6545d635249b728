import type { BookingMailData, InhouseMailData, MailAcademy } from '../../supabase/functions/_shared/mail';

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
    message: 'Der Button <script>alert(1)</script> „Buchen“ ist per Tastatur nicht erreichbar. <a href="https://evil.example">klick</a>',
    name: 'Erika <b>Muster</b>',
    email: 'erika@example.test',
    page: '/checkout',
    received_at: '2026-11-28T10:00:00Z',
  },
};
