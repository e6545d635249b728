import type { Database } from '@/lib/supabase';
import type { CompletedBooking } from './checkoutTypes';

type BookingRow = Database['public']['Tables']['bookings']['Row'];
type BookingItemRow = Database['public']['Tables']['booking_items']['Row'];

/** A booking with its items, as `bookings?select=*,booking_items(*)` reads it. */
export type BookingWithItems = BookingRow & { booking_items: BookingItemRow[] };

/** A booking read back from the database, in the shape the success page shows. */
export function completedBookingOf(booking: BookingWithItems): CompletedBooking {
  const items = [...booking.booking_items].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return {
    result: {
      booking_id: booking.id,
      booking_number: booking.booking_number,
      net_cents: booking.net_cents,
      vat_cents: booking.vat_cents,
      gross_cents: booking.gross_cents,
      status: 'pending',
      hold_expires_at: booking.hold_expires_at,
    },
    items: items.map((item) => ({
      id: item.id,
      seminarId: item.session_id ?? item.webinar_id ?? item.id,
      sessionId: item.session_id ?? undefined,
      webinarId: item.webinar_id ?? undefined,
      sessionDate: item.start_date,
      startTime: (item.start_time ?? '00:00').slice(0, 5),
      locationName: item.location_name,
      city: item.webinar_id ? undefined : item.location_name,
      title: item.title,
      quantity: item.quantity,
      priceNet: item.unit_net_cents,
      vatRate: Number(item.vat_rate),
      price: Math.round((item.unit_net_cents * (100 + Number(item.vat_rate))) / 100),
      seatsLeft: item.quantity,
    })),
    participants: items.map((item) =>
      ((item.participants ?? []) as Array<{ first_name: string; last_name: string; email: string }>).map((p) => ({
        firstName: p.first_name,
        lastName: p.last_name,
        email: p.email,
      })),
    ),
    customer: {
      customerType: booking.customer_type,
      companyName: booking.company_name ?? '',
      vatId: booking.vat_id ?? '',
      firstName: booking.customer_first_name,
      lastName: booking.customer_last_name,
      email: booking.customer_email,
      phone: booking.customer_phone ?? '',
      street: booking.billing_street,
      postalCode: booking.billing_postal_code,
      city: booking.billing_city,
      country: booking.billing_country,
    },
    paymentMethod: booking.payment_method,
    cartId: null,
    bookedAt: booking.created_at,
  };
}
