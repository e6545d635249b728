/**
 * Honest uncertainty: when the assistant does not know, it says so ("Das weiß ich leider nicht sicher") and hands
 * the question over – an e-mail with the question already filled in, the phone with the opening hours.
 */
import { STARTER_QUESTIONS, type Composed } from './answerKit';
import type { ChatContact, ChatLink } from './types';

export const UNSURE_TEXT = 'Das weiß ich leider nicht sicher.';

/** Most of the question that fits in a mailto link (mail programs cut very long links). */
const MAX_MAIL_BODY = 1500;

export function handoverMailto(contact: ChatContact, question: string): string {
  const body = `Meine Frage aus dem Chat:\n\n${Array.from(question.trim()).slice(0, MAX_MAIL_BODY).join('')}`;
  return `mailto:${contact.email}?subject=${encodeURIComponent('Frage aus dem Chat')}&body=${encodeURIComponent(body)}`;
}

export function handoverLinks(contact: ChatContact, question: string): ChatLink[] {
  return [
    { label: 'Frage per E-Mail an unser Team', href: handoverMailto(contact, question) },
    { label: `Anrufen: ${contact.phone}`, href: `tel:${contact.phoneHref}` },
  ];
}

/** The hand-over paragraph, for a question (or a part of one) the knowledge does not cover. */
export function unsureAnswer(contact: ChatContact, question: string): Composed {
  return {
    text:
      `${UNSURE_TEXT} Damit Sie eine verlässliche Antwort bekommen, gebe ich Ihre Frage gern an unser Team weiter: ` +
      `per E-Mail (Ihre Frage ist schon eingetragen) oder telefonisch unter ${contact.phone} (${contact.openingHours}).`,
    links: handoverLinks(contact, question),
    quickReplies: ['Kontakt', 'Welche Themen gibt es?', 'Nächste Termine'],
  };
}

/** Nothing understood: honest, with the hand-over and what the assistant can answer. */
export function fallbackAnswer(contact: ChatContact, question: string): Composed {
  const unsure = unsureAnswer(contact, question);
  return {
    text:
      `${unsure.text}\nIch helfe Ihnen gern bei Fragen zu Seminaren, Terminen und freien Plätzen, Preisen, Trainern, ` +
      'Veranstaltungsorten, Webinaren, Inhouse-Schulungen, Buchung, Zahlung, Umbuchung und Stornierung.',
    links: unsure.links,
    quickReplies: [...STARTER_QUESTIONS],
  };
}
