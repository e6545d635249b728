import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Form.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the most accessible choice list there is, on every device). */
export function SelectField({ label, options, error, hint, id, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={select.required} hint={hint} error={error} className={className}>
      <select
        id={ids.fieldId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
