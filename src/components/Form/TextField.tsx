import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, exactly the vocabulary of docs/product.md (`E-Mail`, `Passwort` …). */
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
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={input.required} hint={hint} error={error} className={className}>
      <input
        id={ids.fieldId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}
