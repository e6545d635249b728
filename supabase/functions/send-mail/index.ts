// Edge function `send-mail` (Deno): see handler.ts.
import { handleSendMail } from './handler.ts';

Deno.serve(handleSendMail);
