import { api } from '@/lib/api';
import type { AppSupabaseClient } from '@/lib/supabase';
import { normalizeEmail } from '@/lib/validation';
import type { BookCartResult, CheckoutSubmission } from './checkoutTypes';
import type { PriceOverride } from './pricing';

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
      // BT-10 (docs/invoices.md): a company's order number or Leitweg-ID, copied into its invoice.
      buyer_reference: customer.customerType === 'company' ? optional(customer.buyerReference ?? '') : undefined,
      street: customer.street.trim(),
      postal_code: customer.postalCode.trim(),
      city: customer.city.trim(),
      country: customer.country,
    },
    _payment_method: submission.paymentMethod,
  };
}

/** What the price check reads: the dates and webinars of the cart's lines. */
export interface PricedLines {
  /** Cart line id → the session or webinar it books. */
  lines: Array<{ id: string; sessionId?: string; webinarId?: string }>;
}

export function pricedLinesOf(submission: CheckoutSubmission): PricedLines {
  return {
    lines: submission.items.map((item) =>
      item.webinarId ? { id: item.id, webinarId: item.webinarId } : { id: item.id, sessionId: item.sessionId },
    ),
  };
}

export interface OnlinePaymentArgs {
  bookingId: string;
  cartId: string | null;
  /** book_cart's proof of ownership (a signed-in booker's session proves it too). */
  paymentToken: string | null;
}

export const ONLINE_PAYMENT_ERROR_TEXT = 'Die Online-Zahlung konnte nicht gestartet werden.';

/** The `checkout` edge function in the shape the base query reads; an answer without a URL is a refusal. */
async function invokeCheckout(client: AppSupabaseClient, { bookingId, cartId, paymentToken }: OnlinePaymentArgs) {
  const { data, error } = await client.functions.invoke<{ url?: string }>('checkout', {
    body: { booking_id: bookingId, cart_id: cartId, payment_token: paymentToken },
  });
  if (error || !data?.url) {
    return { data: null, error: { code: 'CHECKOUT_FAILED', message: ONLINE_PAYMENT_ERROR_TEXT }, status: 502 };
  }
  return { data: { url: data.url }, error: null, status: 200 };
}

type PriceRow = { id: string; price_net_cents: number; vat_rate: number };

/**
 * The server calls of the checkout saga (it calls them through `initiate`, components never do). The two writes are
 * mutations, so they are never retried: a retried `book_cart` could book twice.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The current net price and VAT rate per cart line, read like the server prices it (published seminars and
     * webinars). Lines the server would refuse anyway are left out; `book_cart` names them.
     */
    currentPrices: build.query<Record<string, PriceOverride>, PricedLines>({
      queryFn: async ({ lines }, _api, _extra, baseQuery) => {
        const sessionIds = lines.flatMap((line) => (line.sessionId ? [line.sessionId] : []));
        const webinarIds = lines.flatMap((line) => (line.webinarId ? [line.webinarId] : []));
        const prices = new Map<string, PriceOverride>();
        if (sessionIds.length > 0) {
          const sessions = await baseQuery((client) =>
            client.from('seminar_sessions').select('id, seminars(price_net_cents, vat_rate)').in('id', sessionIds),
          );
          if (sessions.error) return { error: sessions.error };
          for (const row of (sessions.data ?? []) as Array<{ id: string; seminars: Omit<PriceRow, 'id'> | null }>) {
            if (row.seminars)
              prices.set(row.id, { priceNet: row.seminars.price_net_cents, vatRate: Number(row.seminars.vat_rate) });
          }
        }
        if (webinarIds.length > 0) {
          const webinars = await baseQuery((client) =>
            client.from('webinars').select('id, price_net_cents, vat_rate').in('id', webinarIds),
          );
          if (webinars.error) return { error: webinars.error };
          for (const row of (webinars.data ?? []) as PriceRow[]) {
            prices.set(row.id, { priceNet: row.price_net_cents, vatRate: Number(row.vat_rate) });
          }
        }
        const byLine: Record<string, PriceOverride> = {};
        for (const line of lines) {
          const price = prices.get(line.webinarId ?? line.sessionId ?? '');
          if (price) byLine[line.id] = price;
        }
        return { data: byLine };
      },
      providesTags: ['Seminar', 'Webinar'],
    }),
    /** The booking itself: one request, never retried; seats, bookings and waiting-list offers change with it. */
    bookCart: build.mutation<BookCartResult, CheckoutSubmission>({
      query: (submission) => (client) => client.rpc('book_cart', bookCartArgs(submission) as never),
      invalidatesTags: ['Booking', 'Session', 'Webinar', 'Waitlist'],
    }),
    /** The `checkout` edge function: the provider's checkout session, answered as the URL to send the browser to. */
    startOnlinePayment: build.mutation<{ url: string }, OnlinePaymentArgs>({
      query: (args) => (client) => invokeCheckout(client, args),
    }),
  }),
});
