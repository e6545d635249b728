export { FIELD_LIMITS, tooLongText, type FieldKind } from './fieldLimits';
export {
  DE_POSTAL_CODE_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  VAT_ID_PATTERN,
  isValidEmail,
  isValidPhone,
  isValidPostalCode,
  isValidVatId,
  normalizeEmail,
  normalizeVatId,
  postalCodeText,
} from './patterns';
export {
  FIELD_TEXTS,
  checkPostalCode,
  countryField,
  emailField,
  optionalText,
  phoneField,
  requiredText,
  vatIdField,
} from './fields';
export { typedZodResolver } from './zodResolver';
export { configureZod } from './zodSettings';
export { COUNTRIES, foreignCountryName, isCountryCode, type CountryCode } from './countries';
