// Edge function `checkout` (Deno): see handler.ts.
import { handleCheckout } from './handler.ts';

Deno.serve(handleCheckout);
