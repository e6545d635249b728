import type { ReactNode } from 'react';
import styles from './Form.module.css';

interface FormAlertProps {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}

/** A message about the whole form (a server refusal, a success). Errors interrupt politely via role="alert". */
export function FormAlert({ children, tone = 'error' }: FormAlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
