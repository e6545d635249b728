/**
 * The `chat` edge function's request handling, shared by Deno and the mock backend: both only fetch the rows and
 * send what this returns. Request body `{ message: string }`; answer 200 with a ChatAnswer, or 400.
 */
import { buildCatalogue, type CatalogueRows } from './catalogue';
import { answerQuestion } from './engine';
import type { ChatAnswer, ChatContact } from './types';

export type ChatHttpResult =
  { status: 200; body: ChatAnswer } | { status: 400; body: { error: 'INVALID_MESSAGE'; message: string } };

/** The question of a request body, or null when the body is not `{ message: string }`. */
export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' ? message : null;
}

export function handleChatRequest(body: unknown, rows: CatalogueRows, contact: ChatContact, now: Date): ChatHttpResult {
  const message = messageOf(body);
  if (message === null) {
    return { status: 400, body: { error: 'INVALID_MESSAGE', message: 'Erwartet wird { "message": "…" }.' } };
  }
  return { status: 200, body: answerQuestion(message, buildCatalogue(rows, now), contact) };
}

/** Contact data from the academy settings row (the live function's source; the app's site config has the same). */
export function contactFromSettings(row: {
  academy_name: string;
  email: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
}): ChatContact {
  return {
    name: row.academy_name,
    email: row.email,
    phone: row.phone,
    phoneHref: row.phone.replace(/(?!^\+)[^\d]/g, '').replace(/^\+49\(?0\)?/, '+49'),
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
  };
}
