import { toApiError, type ApiError } from '@/lib/api';
import { getSupabase } from '@/lib/supabase';
import { normalizeEmail } from '@/lib/validation';
import type { BookCartResult, CheckoutSubmission } from './checkoutTypes';
import type { PriceOverride } from './pricing';

/** The calls the checkout saga makes. Writes are never retried (docs/architecture.md). */

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
