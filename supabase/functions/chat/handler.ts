// The `chat` edge function's request handling (index.ts serves it): answers the chat assistant's questions from the
// live database with the same rule-based engine the demo's mock backend uses (../_shared/chat), so demo and live give
// the same answers. It reads the public catalogue, trainers, venues and settings as `anon` (row level security
// applies) and hands the rows to the engine, which builds its knowledge from them.
//
// Optional: with CHAT_LLM_ENABLED=true and an OpenAI-compatible CHAT_LLM_URL / CHAT_LLM_KEY / CHAT_LLM_MODEL the
// answer is rephrased by the model from the engine's facts only, given the question only as far as the engine reads
// it (MAX_MESSAGE_LENGTH); the phrasing is shown only when every number in it is in the facts and it asks for no
// payment data or passwords and names no contact but the academy's own (links and quick replies stay the
// engine's), else the engine's answer is. Off by default.
import {
  handleChatRequest,
  messageOf,
  SETTINGS_COLUMNS,
  type KnowledgeRows,
  type LocationInputRow,
  type SeminarInputRow,
  type SessionInputRow,
  type SettingsInputRow,
  type TrainerInputRow,
  type WebinarInputRow,
} from '../_shared/chat/index.ts';
import { llmConfigFromEnv, openAiCompatibleCall, phraseAnswer } from '../_shared/chat/llm.ts';
import { selectJson, transaction } from '../_runtime/db.ts';
import { CORS_HEADERS, json } from '../_runtime/http.ts';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

async function loadRows(): Promise<KnowledgeRows> {
  return await transaction(async (client) => {
    const seminars = await selectJson<SeminarInputRow>(
      client,
      `select id, slug, title, category, summary, duration_days, price_net_cents, vat_rate, is_special, published
       from public.seminars where published`,
    );
    const sessions = await selectJson<SessionInputRow>(
      client,
      `select seminar_id, location_id, trainer_id, start_date, end_date, capacity, seats_booked, status, guaranteed
       from public.seminar_sessions where status = 'scheduled' and start_date >= $1::date`,
      [today()],
    );
    const locations = await selectJson<LocationInputRow>(
      client,
      `select id, city_slug, city_name, venue_name, street, postal_code, city, directions, public_transport, parking,
              step_free_access, accessibility_notes
       from public.locations`,
    );
    const trainers = await selectJson<TrainerInputRow>(
      client,
      'select id, slug, name, title, bio, topics from public.trainers',
    );
    const webinars = await selectJson<WebinarInputRow>(
      client,
      `select slug, title, brand, category, starts_at, duration_minutes, price_net_cents, vat_rate, capacity,
              seats_booked, status, published, trainer_id
       from public.webinars where published and status = 'scheduled' and starts_at > now()`,
    );
    const [settings] = await selectJson<SettingsInputRow>(
      client,
      `select ${SETTINGS_COLUMNS} from public.settings where id = 1`,
    );
    if (!settings) throw new Error('The settings row is missing');
    return { seminars, sessions, locations, trainers, webinars, settings };
  }, 'anon');
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
    const result = handleChatRequest(body, await loadRows(), new Date());
    if (result.status !== 200) return json(result.body, result.status);
    const llm = llmConfigFromEnv((name) => Deno.env.get(name));
    if (!llm) return json(result.body);
    return json(await phraseAnswer(messageOf(body) ?? '', result.body, openAiCompatibleCall(llm)));
  } catch (error) {
    console.error('chat failed', error);
    return json({ error: 'CHAT_FAILED' }, 500);
  }
}
