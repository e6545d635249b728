/**
 * The edge functions the demo backend serves on `/functions/v1/:name`: the payment pair (`checkout` records the
 * session it issues for the simulated provider page), the provider page's own backend and the chat.
 */
import type { EdgeFunction } from '../functions/edgeFunction';
import { chatFunction } from './chatFunction';
import { demoPaymentFunction, recordingCheckoutFunction } from './demoPayment';
import { paymentWebhookFunction } from './paymentFunctions';

export const PRODUCT_EDGE_FUNCTIONS: Record<string, EdgeFunction> = {
  checkout: recordingCheckoutFunction,
  'payment-webhook': paymentWebhookFunction,
  'demo-payment': demoPaymentFunction,
  chat: chatFunction,
};
