import { getSupabase } from '@/lib/supabase';

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

async function demoPayment<T>(action: 'get' | 'complete' | 'cancel', bookingId: string, session: string): Promise<T> {
  const client = await getSupabase();
  const { data, error } = await client.functions.invoke<T>('demo-payment', {
    body: { action, booking_id: bookingId, session },
  });
  if (error || data === null) throw new Error(DEMO_PAYMENT_ERROR_TEXT);
  return data;
}

export const fetchDemoPaymentSession = (bookingId: string, session: string) =>
  demoPayment<DemoPaymentSession>('get', bookingId, session);

/** Marks the booking paid (like the provider's webhook) and answers the success URL. */
export const completeDemoPayment = (bookingId: string, session: string) =>
  demoPayment<{ url: string }>('complete', bookingId, session);

export const cancelDemoPayment = (bookingId: string, session: string) =>
  demoPayment<{ url: string }>('cancel', bookingId, session);
