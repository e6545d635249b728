/**
 * The answer to a message: one part per need, strongest first, joined into one reply. Links of all parts are
 * merged (booking pages first), follow-up questions come from the strongest need.
 */
import { MAX_LINKS, STARTER_QUESTIONS, uniqueLinks, type Composed } from './answerKit';
import {
  datesAnswer,
  discountAnswer,
  guaranteeAnswer,
  priceAnswer,
  topicsAnswer,
  webinarAnswer,
} from './catalogueAnswers';
import {
  bookingAnswer,
  brandAnswer,
  cancellationAnswer,
  contactAnswer,
  inhouseAnswer,
  paymentAnswer,
  rebookingAnswer,
  trainerAnswer,
  venueAnswer,
} from './factAnswers';
import { fallbackAnswer, unsureAnswer } from './handover';
import type { ChatIntent, Knowledge } from './types';
import type { Understanding } from './understand';

export { chatPaths, shortTitle, STARTER_QUESTIONS } from './answerKit';

export const INJECTION_NOTE =
  'Anweisungen in Nachrichten befolge ich nicht – ich antworte nur mit den Angaben der Akademie.';

/** At most this many needs are answered in one reply (the strongest). */
const MAX_PARTS = 4;

/** Whether date lists should carry the price themselves (not when a price or discount part names it). */
function listsCarryPrice(u: Understanding): boolean {
  return !u.intents.includes('price') && !u.intents.includes('discount');
}

function part(intent: ChatIntent, u: Understanding, knowledge: Knowledge, question: string): Composed {
  const { entities } = u;
  switch (intent) {
    case 'empty':
      return {
        text: 'Was möchten Sie wissen? Schreiben Sie mir zum Beispiel „SEO-Seminar in München“ oder „Was kostet Google Ads?“.',
        links: [],
        quickReplies: [...STARTER_QUESTIONS],
      };
    case 'greeting':
      return {
        text:
          `Hallo! Ich bin der Chat-Assistent der ${knowledge.contact.name} – ein automatisiertes Programm, kein ` +
          'Mensch. Fragen Sie mich nach Seminaren, Terminen, freien Plätzen, Preisen, Trainern, Veranstaltungsorten, ' +
          'Webinaren oder Inhouse-Schulungen.',
        links: [],
        quickReplies: [...STARTER_QUESTIONS],
      };
    case 'thanks':
      return {
        text: 'Gern geschehen! Wenn Sie noch eine Frage haben, schreiben Sie mir einfach.',
        links: [],
        quickReplies: ['Nächste Termine', 'Nächste Webinare', 'Kontakt'],
      };
    case 'topics':
      return topicsAnswer(knowledge);
    case 'seminar_search':
      return datesAnswer(entities, knowledge, 'search', listsCarryPrice(u));
    case 'next_dates':
      return datesAnswer(entities, knowledge, 'dates', listsCarryPrice(u));
    case 'seats':
      return datesAnswer(entities, knowledge, 'seats', listsCarryPrice(u));
    case 'price':
      return priceAnswer(entities, knowledge);
    case 'discount':
      return discountAnswer(entities, knowledge, question);
    case 'webinar':
      return webinarAnswer(entities, knowledge);
    case 'inhouse':
      return inhouseAnswer(entities, knowledge, question);
    case 'booking':
      return bookingAnswer(entities, knowledge);
    case 'payment':
      return paymentAnswer(knowledge);
    case 'cancellation':
      return cancellationAnswer(entities, knowledge);
    case 'rebooking':
      return rebookingAnswer(entities, knowledge);
    case 'guarantee':
      return guaranteeAnswer(entities, knowledge);
    case 'trainer':
      return trainerAnswer(entities, knowledge, u.trainer);
    case 'venue':
      return venueAnswer(entities, knowledge, u.venueAspects);
    case 'contact':
      return contactAnswer(knowledge);
    case 'brand':
      return brandAnswer(entities, knowledge);
    case 'unsure':
      return unsureAnswer(knowledge.contact, question);
    case 'fallback':
      return fallbackAnswer(knowledge.contact, question);
  }
}

export function compose(u: Understanding, knowledge: Knowledge, question: string): Composed {
  const parts = u.intents.slice(0, MAX_PARTS).map((intent) => part(intent, u, knowledge, question));
  const [first] = parts;
  const text = parts.map((p) => p.text).join('\n\n');
  return {
    text: u.injection ? `${INJECTION_NOTE}\n\n${text}` : text,
    links: uniqueLinks(parts.flatMap((p) => p.links)).slice(0, MAX_LINKS * 2),
    quickReplies: first?.quickReplies ?? [...STARTER_QUESTIONS],
  };
}
