// The `chat` edge function (Deno): answers the chat assistant's questions from the live catalogue with the same
// rule-based engine the demo's mock backend uses (../_shared/chat), so demo and live give the same answers.
// It only fetches rows (with the caller's key: the catalogue is public under RLS) and hands them to the engine.
//
// Optional: with CHAT_LLM_ENABLED=true and an OpenAI-compatible CHAT_LLM_URL / CHAT_LLM_KEY / CHAT_LLM_MODEL the
// rule-based answer is rephrased by the model (links and quick replies stay the engine's); any failure or timeout
// falls back to the rule-based answer. Off by default.
import { createClient } from '@supabase/supabase-js';
import { contactFromSettings, handleChatRequest, type CatalogueRows, type ChatAnswer } from '../_shared/chat/index.ts';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

async function loadRows(authorization: string | null) {
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: authorization ? { Authorization: authorization } : {} },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const [seminars, sessions, locations, webinars, settings] = await Promise.all([
    supabase
      .from('seminars')
      .select('id, slug, title, category, summary, duration_days, price_net_cents, vat_rate, is_special, published')
      .eq('published', true),
    supabase
      .from('seminar_sessions')
      .select('seminar_id, location_id, start_date, end_date, capacity, seats_booked, status')
      .eq('status', 'scheduled')
      .gte('start_date', today()),
    supabase.from('locations').select('id, city_slug, city_name'),
    supabase
      .from('webinars')
      .select(
        'slug, title, brand, category, starts_at, duration_minutes, price_net_cents, vat_rate, capacity, seats_booked, status, published',
      )
      .eq('published', true)
      .eq('status', 'scheduled')
      .gt('starts_at', new Date().toISOString()),
    supabase
      .from('settings')
      .select('academy_name, email, phone, street, postal_code, city, free_cancellation_days, vat_rate, booking_open')
      .eq('id', 1)
      .single(),
  ]);
  const failed = [seminars, sessions, locations, webinars, settings].find((result) => result.error);
  if (failed?.error) throw new Error(failed.error.message);
  if (!settings.data) throw new Error('The settings row is missing');
  const rows: CatalogueRows = {
    seminars: seminars.data ?? [],
    sessions: sessions.data ?? [],
    locations: locations.data ?? [],
    webinars: webinars.data ?? [],
    settings: settings.data,
  };
  return { rows, settings: settings.data };
}

/** Optional rephrasing by an LLM; null (use the rule-based answer) unless enabled and successful within 8 s. */
async function rephrase(question: string, answer: ChatAnswer): Promise<string | null> {
  const url = Deno.env.get('CHAT_LLM_URL');
  const key = Deno.env.get('CHAT_LLM_KEY');
  if (Deno.env.get('CHAT_LLM_ENABLED') !== 'true' || !url || !key || answer.intent === 'empty') return null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(8000),
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: Deno.env.get('CHAT_LLM_MODEL') ?? 'gpt-4o-mini',
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              'Du bist der Chat-Assistent einer deutschen Weiterbildungsakademie. Formuliere die FAKTEN freundlich ' +
              'auf Deutsch (Sie-Form, kurz, reiner Text, kein HTML, kein Markdown). Erfinde nichts: keine anderen ' +
              'Termine, Preise oder Zusagen als in den FAKTEN.',
          },
          { role: 'user', content: `FRAGE: ${question}\n\nFAKTEN:\n${answer.text}` },
        ],
      }),
    });
    if (!response.ok) return null;
    const data = await response.json();
    const text = data?.choices?.[0]?.message?.content;
    return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 2000) : null;
  } catch {
    return null;
  }
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json({ error: 'METHOD_NOT_ALLOWED' }, 405);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  try {
    const { rows, settings } = await loadRows(request.headers.get('Authorization'));
    const contact = contactFromSettings(settings);
    const result = handleChatRequest(body, rows, contact, new Date());
    if (result.status !== 200) return json(result.body, result.status);
    const text = await rephrase((body as { message: string }).message, result.body);
    return json(text ? { ...result.body, text } : result.body);
  } catch (error) {
    console.error('chat failed', error);
    return json({ error: 'CHAT_FAILED' }, 500);
  }
});
