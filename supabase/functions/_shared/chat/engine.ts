/**
 * The chat assistant's engine: a German question and the catalogue in, an answer out. Pure (no I/O, no clock, no
 * Deno or browser API), so the edge function, the mock backend and the tests give the same answer to the same
 * question.
 */
import { compose } from './answers';
import { cutMessage, MAX_MESSAGE_LENGTH } from './normalize';
import { understand } from './understand';
import type { Catalogue, ChatAnswer, ChatContact } from './types';

export const TRUNCATION_NOTICE = `Ihre Nachricht war länger als ${MAX_MESSAGE_LENGTH} Zeichen; ich habe nur den Anfang gelesen.`;

export function answerQuestion(message: string, catalogue: Catalogue, contact: ChatContact): ChatAnswer {
  // Control characters (other than line breaks) carry no meaning and never reach the answer.
  // eslint-disable-next-line no-control-regex
  const cleaned = message.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
  const { text, cut } = cutMessage(cleaned);
  const { intent, entities } = understand(text, catalogue);
  const answer: ChatAnswer = { intent, entities, ...compose({ intent, entities, catalogue, contact }) };
  if (cut) answer.notice = TRUNCATION_NOTICE;
  return answer;
}
