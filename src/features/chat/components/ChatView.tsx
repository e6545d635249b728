import { useEffect, useRef, type Ref } from 'react';
import type { ChatMessage, ChatStatus } from '../chatSlice';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import styles from './ChatView.module.css';

export interface ChatViewProps {
  messages: readonly ChatMessage[];
  status: ChatStatus;
  error: string | null;
  onSend: (text: string) => void;
  onRetry: () => void;
  onClear?: () => void;
  /** A link to a page of the app was followed. */
  onNavigate?: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
  variant?: 'dialog' | 'page';
}

export const WELCOME_TEXT =
  'Hallo! Ich bin der Chat-Assistent der Digitalakademie – ein automatisiertes Programm, kein Mensch. Fragen Sie ' +
  'mich nach Seminaren, Terminen, freien Plätzen, Preisen, Webinaren oder Inhouse-Schulungen.';

/**
 * Shown above every conversation, from its first moment (EU AI Act Art. 50 (1): people are told they interact with an
 * AI system). Answers phrased by the optional language model say so again (llm.ts, LLM_NOTICE).
 */
export const AI_DISCLOSURE_TEXT =
  'Sie chatten mit einem automatisierten Assistenten (KI), nicht mit einem Menschen. Verbindlich sind die Angaben ' +
  'auf den Seminarseiten und in Ihrer Buchungsbestätigung; persönlich erreichen Sie uns per E-Mail oder Telefon.';
export const STARTER_QUESTIONS = [
  'SEO-Seminare in München',
  'Nächste Webinare',
  'Was kostet ein Seminar?',
  'Wie kann ich stornieren?',
];

/**
 * The conversation: a polite live log (new messages are announced), a typing indicator while an answer is on its
 * way, an error with `Erneut senden`, the quick replies of the newest answer, and the question field.
 */
export function ChatView({
  messages,
  status,
  error,
  onSend,
  onRetry,
  onClear,
  onNavigate,
  inputRef,
  variant = 'dialog',
}: ChatViewProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const quickReplies =
    status === 'idle' ? (last ? (last.role === 'assistant' ? last.quickReplies : []) : STARTER_QUESTIONS) : [];

  // The newest entry scrolls into view at its start, so a long answer is read from its first line.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.lastElementChild;
    if (log && newest instanceof HTMLElement) log.scrollTop = Math.max(0, newest.offsetTop - 8);
  }, [messages.length, status]);

  return (
    <div className={variant === 'page' ? styles.pageView : styles.dialogView}>
      <p className={styles.disclosure}>{AI_DISCLOSURE_TEXT}</p>
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label="Gesprächsverlauf"
        // Focusable, so keyboard users can scroll a long conversation (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <div className={styles.assistantMessage}>
            <p className={styles.text}>{WELCOME_TEXT}</p>
          </div>
        ) : (
          messages.map((message) => <ChatMessageItem key={message.id} message={message} onNavigate={onNavigate} />)
        )}
        {status === 'waiting' ? (
          <div className={styles.typing}>
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>Der Chat-Assistent schreibt …</span>
          </div>
        ) : null}
      </div>
      {status === 'failed' && error ? (
        <div className={styles.error} role="alert">
          <p>{error}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            Erneut senden
          </button>
        </div>
      ) : null}
      {quickReplies.length > 0 ? (
        <div className={styles.quickReplies} role="group" aria-label="Vorschläge">
          {quickReplies.map((reply) => (
            <button key={reply} type="button" className={styles.quickReply} onClick={() => onSend(reply)}>
              {reply}
            </button>
          ))}
        </div>
      ) : null}
      <ChatComposer onSend={onSend} waiting={status === 'waiting'} inputRef={inputRef} />
      {onClear && messages.length > 0 ? (
        <button type="button" className={styles.clear} onClick={onClear}>
          Gespräch löschen
        </button>
      ) : null}
    </div>
  );
}
