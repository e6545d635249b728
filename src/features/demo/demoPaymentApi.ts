import { api, type ApiError } from '@/lib/api';
import type { AppSupabaseClient } from '@/lib/supabase';

/** The simulated payment provider's backend (demo only: the mock's edge function `demo-payment`). */
export interface DemoPaymentSession {
  booking_number: string;
  gross_cents: number;
  status: string;
  session_status: 'open' | 'complete' | 'cancelled';
  success_url: string;
  cancel_url: string;
}

export const DEMO_PAYMENT_ERROR_TEXT =
  'Diese Zahlungssitzung ist unbekannt oder abgelaufen. Bitte starten Sie die Zahlung erneut an der Kasse.';

interface DemoPaymentArgs {
  bookingId: string;
  session: string;
}

/**
 * One call of the provider, in the shape the base query reads: functions-js reports the HTTP status on the error's
 * response, so a refusal (4xx) is not retried like a lost connection; an empty answer counts as a refusal.
 */
async function callProvider<T>(client: AppSupabaseClient, body: Record<string, string>) {
  const { data, error } = await client.functions.invoke<T>('demo-payment', { body });
  if (error) {
    const status = (error as { context?: { status?: unknown } }).context?.status;
    return { data: null, error, status: typeof status === 'number' ? status : undefined };
  }
  if (data === null) return { data: null, error: { message: DEMO_PAYMENT_ERROR_TEXT }, status: 404 };
  return { data, error: null, status: 200 };
}

/** Every refusal of the provider reads the same to the payer: start again at the checkout. */
const asPaymentError = (error: ApiError): ApiError => ({ ...error, message: DEMO_PAYMENT_ERROR_TEXT });

export const demoPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    demoPaymentSession: build.query<DemoPaymentSession, DemoPaymentArgs>({
      query:
        ({ bookingId, session }) =>
        (client) =>
          callProvider<DemoPaymentSession>(client, { action: 'get', booking_id: bookingId, session }),
      transformErrorResponse: asPaymentError,
    }),
    /** Marks the booking paid (like the provider's webhook) or cancels; answers the URL to return to. */
    decideDemoPayment: build.mutation<{ url: string }, DemoPaymentArgs & { decision: 'complete' | 'cancel' }>({
      query:
        ({ bookingId, session, decision }) =>
        (client) =>
          callProvider<{ url: string }>(client, { action: decision, booking_id: bookingId, session }),
      transformErrorResponse: asPaymentError,
    }),
  }),
});

export const { useDemoPaymentSessionQuery, useDecideDemoPaymentMutation } = demoPaymentApi;
