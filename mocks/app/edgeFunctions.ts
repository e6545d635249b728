/**
 * The edge functions the demo backend serves on `/functions/v1/:name`: the payment pair (`checkout` records the
 * session it issues for the simulated provider page), the provider page's own backend and the chat.
 */
import type { EdgeFunction } from '../functions/edgeFunction';
import { demoPaymentFunction, recordingCheckoutFunction } from './demoPayment';
import { paymentWebhookFunction } from './paymentFunctions';

/**
 * The chat engine is loaded with the first question: evaluating its lexicon and knowledge tables was a long task of
 * its own on every page load of the demo, and most visits never ask.
 */
const chat: EdgeFunction = async (context) => {
  const { chatFunction } = await import(/* webpackChunkName: "demo-chat" */ './chatFunction');
  return chatFunction(context);
};

export const PRODUCT_EDGE_FUNCTIONS: Record<string, EdgeFunction> = {
  checkout: recordingCheckoutFunction,
  'payment-webhook': paymentWebhookFunction,
  'demo-payment': demoPaymentFunction,
  chat,
};
