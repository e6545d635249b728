import { toApiError, type ApiError } from '@/lib/api';
import { getSupabase, type Database } from '@/lib/supabase';
import { normalizeEmail } from '@/lib/validation';
import type { BookCartResult, CheckoutSubmission, CompletedBooking } from './checkoutTypes';
import type { PriceOverride } from './pricing';

/** The calls the checkout saga makes. Writes are never retried (docs/architecture.md). */

export type AcademySettings = Database['public']['Tables']['settings']['Row'];

class CheckoutRequestError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof CheckoutRequestError ? error.apiError : null;
}

/** `book_cart`'s arguments (supabase/README.md): lines with participants, the customer, the payment method. */
export function bookCartArgs(submission: CheckoutSubmission) {
  const { customer } = submission;
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    _lines: submission.items.map((item, index) => ({
      ...(item.webinarId ? { webinar_id: item.webinarId } : { session_id: item.sessionId }),
      quantity: item.quantity,
      ...(item.offerToken ? { offer_token: item.offerToken } : {}),
      participants: (submission.participants[index] ?? []).slice(0, item.quantity).map((p) => ({
        first_name: p.firstName.trim(),
        last_name: p.lastName.trim(),
        email: normalizeEmail(p.email),
      })),
    })),
    _customer: {
      email: normalizeEmail(customer.email),
      first_name: customer.firstName.trim(),
      last_name: customer.lastName.trim(),
      phone: optional(customer.phone),
      customer_type: customer.customerType,
      company_name: customer.customerType === 'company' ? customer.companyName.trim() : undefined,
      vat_id: optional(customer.vatId.replace(/\s+/g, '').toUpperCase()),
      street: customer.street.trim(),
      postal_code: customer.postalCode.trim(),
      city: customer.city.trim(),
      country: customer.country,
    },
    _payment_method: submission.paymentMethod,
  };
}

export async function bookCart(submission: CheckoutSubmission): Promise<BookCartResult> {
  const client = await getSupabase();
  const { data, error, status } = await client.rpc('book_cart', bookCartArgs(submission) as never);
  if (error) throw new CheckoutRequestError(toApiError(error, status));
  return data as unknown as BookCartResult;
}

/**
 * The current net price and VAT rate of each cart line, read like the server prices it (published seminars and
 * webinars). Lines the server would refuse anyway are left out; `book_cart` names them.
 */
export async function fetchCurrentPrices(submission: CheckoutSubmission): Promise<Record<string, PriceOverride>> {
  const client = await getSupabase();
  const sessionIds = submission.items.flatMap((item) => (item.sessionId && !item.webinarId ? [item.sessionId] : []));
  const webinarIds = submission.items.flatMap((item) => (item.webinarId ? [item.webinarId] : []));
  const prices = new Map<string, PriceOverride>();
  if (sessionIds.length > 0) {
    const { data, error, status } = await client
      .from('seminar_sessions')
      .select('id, seminars(price_net_cents, vat_rate)')
      .in('id', sessionIds);
    if (error) throw new CheckoutRequestError(toApiError(error, status));
    for (const row of (data ?? []) as unknown as Array<{
      id: string;
      seminars: { price_net_cents: number; vat_rate: number } | null;
    }>) {
      if (row.seminars)
        prices.set(row.id, { priceNet: row.seminars.price_net_cents, vatRate: Number(row.seminars.vat_rate) });
    }
  }
  if (webinarIds.length > 0) {
    const { data, error, status } = await client
      .from('webinars')
      .select('id, price_net_cents, vat_rate')
      .in('id', webinarIds);
    if (error) throw new CheckoutRequestError(toApiError(error, status));
    for (const row of data ?? []) prices.set(row.id, { priceNet: row.price_net_cents, vatRate: Number(row.vat_rate) });
  }
  const byLine: Record<string, PriceOverride> = {};
  for (const item of submission.items) {
    const price = prices.get(item.webinarId ?? item.sessionId ?? '');
    if (price) byLine[item.id] = price;
  }
  return byLine;
}

/** The `checkout` edge function: creates the provider's checkout session and answers the URL to send the browser to. */
/** `paymentToken`: book_cart's proof of ownership (a signed-in booker's session proves it too). */
export async function startOnlinePayment(
  bookingId: string,
  cartId: string | null,
  paymentToken: string | null = null,
): Promise<string> {
  const client = await getSupabase();
  const { data, error } = await client.functions.invoke<{ url?: string }>('checkout', {
    body: { booking_id: bookingId, cart_id: cartId, payment_token: paymentToken },
  });
  if (error || !data?.url) {
    throw new CheckoutRequestError({
      status: 'FETCH_ERROR',
      code: 'CHECKOUT_FAILED',
      message: 'Die Online-Zahlung konnte nicht gestartet werden.',
    });
  }
  return data.url;
}

/** The academy's row of `settings` (readable by everyone): seller data for the invoice. */
export async function fetchAcademySettings(): Promise<AcademySettings> {
  const client = await getSupabase();
  const { data, error, status } = await client.from('settings').select('*').eq('id', 1).single();
  if (error) throw new CheckoutRequestError(toApiError(error, status));
  return data;
}

type BookingRow = Database['public']['Tables']['bookings']['Row'];
type BookingItemRow = Database['public']['Tables']['booking_items']['Row'];

/**
 * A signed-in customer's own booking read back (RLS: owners only), in the shape the success page shows — for a
 * success page opened without the tab's memory of the booking (another tab, a later visit).
 */
export async function fetchOwnBooking(bookingId: string): Promise<CompletedBooking | null> {
  const client = await getSupabase();
  const { data, error, status } = await client
    .from('bookings')
    .select('*, booking_items(*)')
    .eq('id', bookingId)
    .maybeSingle();
  if (error) throw new CheckoutRequestError(toApiError(error, status));
  if (!data) return null;
  const booking = data as unknown as BookingRow & { booking_items: BookingItemRow[] };
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
    cartCleared: true,
  };
}
