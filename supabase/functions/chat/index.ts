// The `chat` edge function (Deno): answers the chat assistant's questions from the live database with the same
// rule-based engine the demo's mock backend uses (../_shared/chat), so demo and live give the same answers.
// It only fetches rows (with the caller's key: catalogue, trainers, venues and settings are public under RLS) and
// hands them to the engine, which builds its knowledge from them.
//
// Optional: with CHAT_LLM_ENABLED=true and an OpenAI-compatible CHAT_LLM_URL / CHAT_LLM_KEY / CHAT_LLM_MODEL the
// answer is rephrased by the model from the engine's facts only; the phrasing is shown only when every number in it
// is in the facts (links and quick replies stay the engine's), else the engine's answer is. Off by default.
import { createClient } from '@supabase/supabase-js';
import { handleChatRequest, SETTINGS_COLUMNS, type KnowledgeRows } from '../_shared/chat/index.ts';
import { llmConfigFromEnv, openAiCompatibleCall, phraseAnswer } from '../_shared/chat/llm.ts';

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

async function loadRows(authorization: string | null): Promise<KnowledgeRows> {
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: authorization ? { Authorization: authorization } : {} },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const [seminars, sessions, locations, trainers, webinars, settings] = await Promise.all([
    supabase
      .from('seminars')
      .select('id, slug, title, category, summary, duration_days, price_net_cents, vat_rate, is_special, published')
      .eq('published', true),
    supabase
      .from('seminar_sessions')
      .select('seminar_id, location_id, trainer_id, start_date, end_date, capacity, seats_booked, status')
      .eq('status', 'scheduled')
      .gte('start_date', today()),
    supabase
      .from('locations')
      .select(
        'id, city_slug, city_name, venue_name, street, postal_code, city, directions, public_transport, parking, step_free_access, accessibility_notes',
      ),
    supabase.from('trainers').select('id, slug, name, title, bio, topics'),
    supabase
      .from('webinars')
      .select(
        'slug, title, brand, category, starts_at, duration_minutes, price_net_cents, vat_rate, capacity, seats_booked, status, published, trainer_id',
      )
      .eq('published', true)
      .eq('status', 'scheduled')
      .gt('starts_at', new Date().toISOString()),
    supabase.from('settings').select(SETTINGS_COLUMNS).eq('id', 1).single(),
  ]);
  const failed = [seminars, sessions, locations, trainers, webinars, settings].find((result) => result.error);
  if (failed?.error) throw new Error(failed.error.message);
  if (!settings.data) throw new Error('The settings row is missing');
  return {
    seminars: seminars.data ?? [],
    sessions: sessions.data ?? [],
    locations: locations.data ?? [],
    trainers: trainers.data ?? [],
    webinars: webinars.data ?? [],
    settings: settings.data,
  };
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
    const result = handleChatRequest(body, await loadRows(request.headers.get('Authorization')), new Date());
    if (result.status !== 200) return json(result.body, result.status);
    const llm = llmConfigFromEnv((name) => Deno.env.get(name));
    if (!llm) return json(result.body);
    return json(await phraseAnswer((body as { message: string }).message, result.body, openAiCompatibleCall(llm)));
  } catch (error) {
    console.error('chat failed', error);
    return json({ error: 'CHAT_FAILED' }, 500);
  }
});
