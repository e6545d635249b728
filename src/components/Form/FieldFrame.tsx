import { useId, type ReactNode } from 'react';
import styles from './Form.module.css';

export interface FieldIds {
  fieldId: string;
  hintId?: string;
  errorId?: string;
  /** For the control's aria-describedby: the hint and the error, read with the field. */
  describedBy?: string;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown): FieldIds {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hinweis` : undefined;
  const errorId = error ? `${fieldId}-fehler` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The visible label (with `*` when required) above the control, its hint and the German error below it: fields side
 * by side line up at their controls whether or not a neighbour has a hint (Form.module.css's `.row`).
 */
export function FieldFrame({ ids, label, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={ids.fieldId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
