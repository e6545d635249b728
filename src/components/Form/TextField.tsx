import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './Form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, exactly the vocabulary of DESIGN.md §5 (`E-Mail`, `Passwort` …). */
  label: string;
  /** The German validation or server message for this field. */
  error?: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. The error is tied to the input with aria-describedby and aria-invalid, so screen readers read it
 * with the field; what the user typed is never touched.
 */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hinweis` : undefined;
  const errorId = error ? `${inputId}-fehler` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
