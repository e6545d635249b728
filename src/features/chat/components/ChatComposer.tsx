import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Send } from 'lucide-react';
import { MAX_MESSAGE_LENGTH } from '@shared/chat/normalize';
import styles from './ChatView.module.css';

interface ChatComposerProps {
  /** Sends a question (already checked to be non-empty). */
  onSend: (text: string) => void;
  /** While an answer is on its way no new question is sent (what was typed stays). */
  waiting: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export const EMPTY_HINT = 'Bitte geben Sie zuerst Ihre Frage ein, zum Beispiel „SEO-Seminar in München“.';
export const WAITING_HINT = 'Einen Moment bitte – die Antwort auf Ihre letzte Frage kommt gleich.';

/** The question field: Enter sends, Shift+Enter starts a new line; an empty question is never sent. */
export function ChatComposer({ onSend, waiting, inputRef }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const length = Array.from(text).length;
  const tooLong = length > MAX_MESSAGE_LENGTH;

  function submit() {
    if (text.trim() === '') {
      setHint(EMPTY_HINT);
      return;
    }
    if (waiting) {
      setHint(WAITING_HINT);
      return;
    }
    onSend(text);
    setText('');
    setHint(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      <label className={styles.label} htmlFor={`${id}-frage`}>
        Ihre Frage
      </label>
      <div className={styles.inputRow}>
        <textarea
          ref={inputRef}
          id={`${id}-frage`}
          className={styles.input}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (hint === EMPTY_HINT) setHint(null);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-info ${id}-hinweis`}
          autoComplete="off"
        />
        <button type="submit" className={styles.send}>
          <Send aria-hidden="true" size={18} />
          <span>Senden</span>
        </button>
      </div>
      <p id={`${id}-info`} className={tooLong ? styles.hintActive : styles.hint}>
        {tooLong
          ? `${length} von ${MAX_MESSAGE_LENGTH} Zeichen – längere Nachrichten werden gekürzt.`
          : 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile.'}
      </p>
      <p id={`${id}-hinweis`} className={styles.hintActive} role="status">
        {hint}
      </p>
    </form>
  );
}
