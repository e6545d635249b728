// Edge function `chat` (Deno): see handler.ts.
import { handleChat } from './handler.ts';

Deno.serve(handleChat);
