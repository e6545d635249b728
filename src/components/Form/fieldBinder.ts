import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** One field's props for TextField, TextAreaField, SelectField or CheckboxField: registered, with its error. */
export type BoundField<Name extends string> = UseFormRegisterReturn<Name> & { error?: string };

/**
 * The fields of a react-hook-form form, each written once: `<TextField label="IBAN" required {...field('iban')} />`
 * registers the field and shows its error message.
 */
export function fieldBinder<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return function field<Name extends FieldPath<Values>>(
    name: Name,
    options?: RegisterOptions<Values, Name>,
  ): BoundField<Name> {
    const message = get<FieldErrors<Values>, { message?: unknown } | undefined>(errors, name)?.message;
    return { ...register(name, options), error: typeof message === 'string' ? message : undefined };
  };
}
