// Edge function `send-mail`: delivers the due rows of public.email_outbox through the e-mail API of MAIL_PROVIDER
// (resend | postmark | smtp-http), configured by MAIL_API_KEY, MAIL_FROM, MAIL_API_URL (smtp-http: required) and
// SITE_URL for the links. Called by pg_net after each insert and by pg_cron every minute, with the service role key
// as bearer token; anything else is refused.
import { isMailProviderName } from '../_shared/mail/index.ts';
import { env, json } from '../_runtime/http.ts';
import { drainOutbox } from './drain.ts';

function authorised(request: Request): boolean {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  return Boolean(key) && request.headers.get('Authorization') === `Bearer ${key}`;
}

export async function handleSendMail(request: Request): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'METHOD_NOT_ALLOWED' }, 405);
  if (!authorised(request)) return json({ error: 'UNAUTHORIZED' }, 401);
  const provider = Deno.env.get('MAIL_PROVIDER');
  if (!isMailProviderName(provider)) return json({ error: 'MAIL_PROVIDER_NOT_CONFIGURED' }, 500);
  try {
    const result = await drainOutbox({
      provider: { provider, apiKey: env('MAIL_API_KEY'), from: env('MAIL_FROM'), apiUrl: Deno.env.get('MAIL_API_URL') },
      siteUrl: env('SITE_URL'),
    });
    return json(result);
  } catch (error) {
    console.error('send-mail failed', error);
    return json({ error: 'SEND_MAIL_FAILED' }, 500);
  }
}
