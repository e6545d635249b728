import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Form.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: string;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it; the whole label is the click target. */
export function CheckboxField({ label, hint, error, id, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hinweis` : undefined;
  const errorId = error ? `${inputId}-fehler` : undefined;
  return (
    <div className={styles.checkbox}>
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      <div>
        <label htmlFor={inputId}>{label}</label>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
