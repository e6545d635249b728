import styles from './AuthWaiting.module.css';

/** docs/states.md's waiting texts, exactly: 'Authenticating...' and 'Verifying permissions...'. */
export type AuthWaitingText = 'Authenticating...' | 'Verifying permissions...';

export function AuthWaiting({ text }: { text: AuthWaitingText }) {
  return (
    <div className={styles.waiting} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {/* Fixed English texts on a German page (WCAG 3.1.2). */}
      <p lang="en">{text}</p>
    </div>
  );
}
