/**
 * The one call of the chat assistant: the `chat` edge function, an endpoint of the app's one API. Its answer is
 * checked before the app shows it: only text, and links only to the app's own pages, mailto: or tel:.
 */
import { api, type ApiError } from '@/lib/api';
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

/** A body the app does not show: not a chat answer. */
const UNEXPECTED_ANSWER: ApiError = { status: 502, message: 'Unexpected chat answer' };

/**
 * A question is a write: a lost answer is asked again by the visitor (`Erneut senden`), never retried behind their
 * back. The saga sends it with `chatAnswer.initiate`.
 */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatAnswer: build.mutation<ChatAnswer, string>({
      queryFn: async (message, _api, _extra, baseQuery) => {
        const result = await baseQuery((client) => client.functions.invoke('chat', { body: { message } }));
        if (result.error) return { error: result.error as ApiError };
        try {
          return { data: parseChatAnswer(result.data) };
        } catch {
          return { error: UNEXPECTED_ANSWER };
        }
      },
    }),
  }),
});
