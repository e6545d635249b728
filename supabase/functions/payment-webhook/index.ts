// Edge function `payment-webhook` (Deno): see handler.ts. Deploy with `--no-verify-jwt`.
import { handlePaymentWebhook } from './handler.ts';

Deno.serve(handlePaymentWebhook);
