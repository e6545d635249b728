/**
 * The `chat` edge function's request handling, shared by Deno and the mock backend: both only fetch the rows and
 * send what this returns. Request body `{ message: string }`; answer 200 with a ChatAnswer, or 400.
 */
import { answerQuestion } from './engine';
import { buildKnowledge, type KnowledgeRows } from './knowledge';
import type { ChatAnswer } from './types';

export type ChatHttpResult =
  { status: 200; body: ChatAnswer } | { status: 400; body: { error: 'INVALID_MESSAGE'; message: string } };

/** The question of a request body, or null when the body is not `{ message: string }`. */
export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' ? message : null;
}

export function handleChatRequest(body: unknown, rows: KnowledgeRows, now: Date): ChatHttpResult {
  const message = messageOf(body);
  if (message === null) {
    return { status: 400, body: { error: 'INVALID_MESSAGE', message: 'Erwartet wird { "message": "…" }.' } };
  }
  return { status: 200, body: answerQuestion(message, buildKnowledge(rows, now)) };
}
