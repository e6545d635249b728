import type { InvoiceRecord } from '@/features/invoices';
import { api } from '@/lib/api';

/** A booked venue as `guest_booking` names it (the seminar's place with its full address). */
export interface GuestBookingVenue {
  venue_name: string;
  street: string;
  postal_code: string;
  city: string;
}

/** One booked date of `guest_booking` (supabase/migrations/20261122000216_functions_guest_booking.sql). */
export interface GuestBookingItem {
  id: string;
  session_id: string | null;
  webinar_id: string | null;
  title: string;
  seminar_slug: string | null;
  city_slug: string | null;
  webinar_slug: string | null;
  start_date: string;
  end_date: string;
  /** `HH:MM:SS`; seminars only. */
  start_time: string | null;
  end_time: string | null;
  starts_at: string;
  /** Webinars only. */
  duration_minutes: number | null;
  /** A webinar's join link, released like the dashboard's: binding booking, from 1 hour before the start. */
  join_url: string | null;
  session_cancelled: boolean;
  location: GuestBookingVenue | null;
  location_name: string;
  quantity: number;
  unit_net_cents: number;
  early_bird_cents: number;
  group_discount_cents: number;
  line_net_cents: number;
  vat_rate: number;
  line_vat_cents: number;
  /** Names only; empty while the booking's details are withheld (`details_visible`). */
  participants: Array<{ first_name: string; last_name: string }>;
}

/** The booking as its guest may see it by the secret link of its mails (docs/booking-rules.md). */
export interface GuestBooking {
  id: string;
  booking_number: string;
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  created_at: string;
  customer_type: 'private' | 'company';
  payment_method: 'invoice' | 'online';
  paid_at: string | null;
  /** While a pending booking's seats are only held. */
  hold_expires_at: string | null;
  email_confirmed: boolean;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  /**
   * What the booker typed (names, company, participants) shows only once the booking is binding or its address proven:
   * until then anyone may have typed the address the link was mailed to (mail limits).
   */
  details_visible: boolean;
  customer: { first_name: string; last_name: string; company_name: string | null } | null;
  items: GuestBookingItem[];
  invoices: InvoiceRecord[];
  /** `refusal` null: the consumer may still withdraw, until `deadline` (§ 356a BGB button). */
  withdrawal: { refusal: string | null; deadline: string };
}

/** `guest_booking(_token)`: any token but the booking's own answers BOOKING_NOT_FOUND. */
export const guestBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    guestBooking: build.query<GuestBooking, string>({
      query: (code) => (client) => client.rpc('guest_booking', { _token: code }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGuestBookingQuery } = guestBookingApi;
