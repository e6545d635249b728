import { Link } from 'react-router-dom';
import type { ChatMessage } from '../chatSlice';
import styles from './ChatView.module.css';

interface ChatMessageItemProps {
  message: ChatMessage;
  /** Called when a link to a page of the app is followed (the dialog closes). */
  onNavigate?: () => void;
}

/** One message: plain text (React escapes it; never HTML), then the answer's links. */
export function ChatMessageItem({ message, onNavigate }: ChatMessageItemProps) {
  const mine = message.role === 'user';
  return (
    <div className={mine ? styles.userMessage : styles.assistantMessage}>
      <span className="visually-hidden">{mine ? 'Sie: ' : 'Chat-Assistent: '}</span>
      <p className={styles.text}>{message.text}</p>
      {message.notice ? <p className={styles.notice}>{message.notice}</p> : null}
      {message.links.length > 0 ? (
        <ul className={styles.links}>
          {message.links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith('/') ? (
                <Link to={link.href} onClick={onNavigate}>
                  {link.label}
                </Link>
              ) : (
                <a href={link.href}>{link.label}</a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
