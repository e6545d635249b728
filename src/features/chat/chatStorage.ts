/**
 * The conversation is kept for the browser session (sessionStorage): it survives closing the dialog, navigating and
 * reloading, and is gone when the tab closes. Nothing of it is sent anywhere but the chat function.
 */
import type { ChatMessage } from './chatSlice';

export const CHAT_STORAGE_KEY = 'digitalakademie-chat-v1';

/** At most this many messages are kept (the oldest drop out). */
export const CHAT_HISTORY_LIMIT = 60;

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'assistant') &&
    typeof m.text === 'string' &&
    Array.isArray(m.links) &&
    Array.isArray(m.quickReplies)
  );
}

export function readStoredConversation(): ChatMessage[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isMessage).slice(-CHAT_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function writeStoredConversation(messages: readonly ChatMessage[]): void {
  try {
    if (messages.length === 0) globalThis.sessionStorage?.removeItem(CHAT_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-CHAT_HISTORY_LIMIT)));
  } catch {
    // Storage full or blocked (private mode): the conversation still works, it is just not kept.
  }
}
