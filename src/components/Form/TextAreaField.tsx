import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Form.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, like TextField. */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={textarea.required} hint={hint} error={error} className={className}>
      <textarea
        id={ids.fieldId}
        className={styles.input}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}
