/**
 * The one call of the chat assistant: the `chat` edge function through the one Supabase client. Its answer is
 * checked before the app shows it: only text, and links only to the app's own pages, mailto: or tel:.
 */
import { getSupabase } from '@/lib/supabase';
import type { ChatAnswer, ChatLink } from './chatSlice';

const SAFE_HREF = /^(\/(?!\/)|mailto:|tel:)/;

function isLink(value: unknown): value is ChatLink {
  if (typeof value !== 'object' || value === null) return false;
  const { label, href } = value as Record<string, unknown>;
  return typeof label === 'string' && typeof href === 'string' && SAFE_HREF.test(href);
}

/** The answer, or an Error when the body is not a chat answer. */
export function parseChatAnswer(data: unknown): ChatAnswer {
  if (typeof data !== 'object' || data === null || typeof (data as { text?: unknown }).text !== 'string') {
    throw new Error('Unexpected chat answer');
  }
  const raw = data as Record<string, unknown>;
  return {
    intent: typeof raw.intent === 'string' ? (raw.intent as ChatAnswer['intent']) : 'fallback',
    entities: { city: null, category: null, month: null, seminar: null, ...(raw.entities as object | undefined) },
    text: raw.text as string,
    links: Array.isArray(raw.links) ? raw.links.filter(isLink).slice(0, 10) : [],
    quickReplies: Array.isArray(raw.quickReplies)
      ? raw.quickReplies.filter((reply): reply is string => typeof reply === 'string').slice(0, 6)
      : [],
    ...(typeof raw.notice === 'string' ? { notice: raw.notice } : {}),
  };
}

export async function requestChatAnswer(message: string): Promise<ChatAnswer> {
  const client = await getSupabase();
  const { data, error } = await client.functions.invoke('chat', { body: { message } });
  if (error) throw error;
  return parseChatAnswer(data);
}
