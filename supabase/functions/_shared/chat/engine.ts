/**
 * The chat assistant's engine: a German question and the knowledge in, an answer out. Pure (no I/O, no clock, no
 * Deno or browser API), so the edge function, the mock backend and the tests give the same answer to the same
 * question.
 */
import { compose } from './answers';
import { cutMessage, MAX_MESSAGE_LENGTH } from './normalize';
import { understand } from './understand';
import type { ChatAnswer, Knowledge } from './types';

export const TRUNCATION_NOTICE = `Ihre Nachricht war länger als ${MAX_MESSAGE_LENGTH} Zeichen; ich habe nur den Anfang gelesen.`;

export function answerQuestion(message: string, knowledge: Knowledge): ChatAnswer {
  // Control characters (other than line breaks) carry no meaning and never reach the answer.
  // eslint-disable-next-line no-control-regex
  const cleaned = message.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
  const { text, cut } = cutMessage(cleaned);
  const understanding = understand(text, knowledge);
  const [intent = 'fallback'] = understanding.intents;
  const answer: ChatAnswer = {
    intent,
    intents: understanding.intents,
    entities: understanding.entities,
    ...compose(understanding, knowledge, text),
  };
  if (cut) answer.notice = TRUNCATION_NOTICE;
  return answer;
}
