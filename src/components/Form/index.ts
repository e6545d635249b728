export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { SelectField } from './SelectField';
export type { SelectFieldProps } from './SelectField';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { FormAlert } from './FormAlert';
export { default as formStyles } from './Form.module.css';
