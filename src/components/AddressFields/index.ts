export { AddressFields } from './AddressFields';
export type { AddressFieldsProps } from './AddressFields';
