/**
 * The most characters each kind of free-text field may hold. The database's check constraints
 * (`char_length(x) <= n` in supabase/migrations/…_schema.sql) use the same numbers; tests/lib/validation compares them.
 */
export const FIELD_LIMITS = {
  /** First name, last name, a contact person's name. */
  name: 100,
  email: 254,
  company: 200,
  street: 200,
  postalCode: 10,
  city: 100,
  phone: 30,
  /** Two letters and at most 13 characters. */
  vatId: 15,
  /** A short free answer: topic, preferred period, place. */
  shortText: 200,
  /** A business customer's order number or Leitweg-ID for the invoice (BT-10). */
  orderReference: 100,
  /** A message to the academy (in-house request) and the chat input. */
  message: 4000,
} as const;

export type FieldKind = keyof typeof FIELD_LIMITS;

/** The German sentence for a value over its limit, e.g. `Bitte höchstens 100 Zeichen.` */
export function tooLongText(kind: FieldKind): string {
  return `Bitte höchstens ${FIELD_LIMITS[kind].toLocaleString('de-DE')} Zeichen.`;
}
