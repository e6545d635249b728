// The `chat` edge function's request handling (index.ts serves it): answers the chat assistant's questions from the
// live catalogue with the same rule-based engine the demo's mock backend uses (../_shared/chat), so demo and live give
// the same answers. It reads the public catalogue as `anon` (row level security applies) and hands the rows to the
// engine.
//
// Optional: with CHAT_LLM_ENABLED=true and an OpenAI-compatible CHAT_LLM_URL / CHAT_LLM_KEY / CHAT_LLM_MODEL the
// rule-based answer is rephrased by the model (links and quick replies stay the engine's); any failure or timeout
// falls back to the rule-based answer. Off by default.
import { contactFromSettings, handleChatRequest, type CatalogueRows, type ChatAnswer } from '../_shared/chat/index.ts';
import { selectJson, transaction } from '../_runtime/db.ts';
import { CORS_HEADERS, json } from '../_runtime/http.ts';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

async function loadRows() {
  return await transaction(async (client) => {
    const seminars = await selectJson<CatalogueRows['seminars'][number]>(
      client,
      `select id, slug, title, category, summary, duration_days, price_net_cents, vat_rate, is_special, published
       from public.seminars where published`,
    );
    const sessions = await selectJson<CatalogueRows['sessions'][number]>(
      client,
      `select seminar_id, location_id, start_date, end_date, capacity, seats_booked, status
       from public.seminar_sessions where status = 'scheduled' and start_date >= $1::date`,
      [today()],
    );
    const locations = await selectJson<CatalogueRows['locations'][number]>(
      client,
      'select id, city_slug, city_name from public.locations',
    );
    const webinars = await selectJson<CatalogueRows['webinars'][number]>(
      client,
      `select slug, title, brand, category, starts_at, duration_minutes, price_net_cents, vat_rate, capacity,
              seats_booked, status, published
       from public.webinars where published and status = 'scheduled' and starts_at > now()`,
    );
    const [settings] = await selectJson<CatalogueRows['settings'] & Parameters<typeof contactFromSettings>[0]>(
      client,
      `select academy_name, email, phone, street, postal_code, city, free_cancellation_days, vat_rate, booking_open
       from public.settings where id = 1`,
    );
    if (!settings) throw new Error('The settings row is missing');
    const rows: CatalogueRows = { seminars, sessions, locations, webinars, settings };
    return { rows, settings };
  }, 'anon');
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

export async function handleChat(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json({ error: 'METHOD_NOT_ALLOWED' }, 405);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  try {
    const { rows, settings } = await loadRows();
    const contact = contactFromSettings(settings);
    const result = handleChatRequest(body, rows, contact, new Date());
    if (result.status !== 200) return json(result.body, result.status);
    const text = await rephrase((body as { message: string }).message, result.body);
    return json(text ? { ...result.body, text } : result.body);
  } catch (error) {
    console.error('chat failed', error);
    return json({ error: 'CHAT_FAILED' }, 500);
  }
}
