import { SelectField, TextField, formStyles, type SelectFieldProps, type TextFieldProps } from '@/components/Form';
import { COUNTRIES } from '@/lib/validation';

type Field = Omit<TextFieldProps, 'label'>;

export interface AddressFieldsProps {
  /** Each field's registration (`register('street')` …) and its German message. */
  street: Field;
  postalCode: Field;
  city: Field;
  country: Omit<SelectFieldProps, 'label' | 'options'>;
  /** Whether the address must be filled in (checkout, academy settings) or may stay empty (profile). */
  required?: boolean;
}

/**
 * Street, postal code, city and country with the same labels, autocomplete hints and country list wherever an
 * address is entered (checkout, profile, academy settings); the rules are in lib/validation.
 */
export function AddressFields({ street, postalCode, city, country, required = false }: AddressFieldsProps) {
  return (
    <>
      <TextField label="Straße und Hausnummer" required={required} autoComplete="street-address" {...street} />
      <div className={formStyles.row}>
        <TextField label="PLZ" required={required} inputMode="numeric" autoComplete="postal-code" {...postalCode} />
        <TextField label="Ort" required={required} autoComplete="address-level2" {...city} />
        <SelectField label="Land" autoComplete="country" options={COUNTRIES} {...country} />
      </div>
    </>
  );
}
