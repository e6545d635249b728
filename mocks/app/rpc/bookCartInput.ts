/**
 * The input half of `public.book_cart`: the customer and the cart lines checked in exactly the SQL's order with the
 * same INVALID_INPUT reasons, before any catalogue row is read.
 */
import type { PolicyContext } from '../../db/schema';
import { findUserById } from '../../auth/users';
import { isValidEmail, jsonbTypeof, jsonText, trimmed, UUID_TEXT } from '../sql';
import { checkLength, raiseError } from './common';

export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  customerType: 'private' | 'company';
  company: string | null;
  /** BT-10 (docs/invoices.md): a company's order number or Leitweg-ID; null for a consumer. */
  buyerReference: string | null;
}

export interface Participant {
  first_name: string;
  last_name: string;
  email: string;
}

export interface CartLine {
  isSession: boolean;
  id: string;
  quantity: number;
  participants: Participant[];
  /** Waiting list: the offer token a line may present (`private.trimmed(line ->> 'offer_token')`). */
  offerToken: string | null;
}

const field = (name: string, reason: string) => raiseError('INVALID_INPUT', { field: name, reason });

export function readCustomer(ctx: PolicyContext, customer: unknown): Customer {
  if (jsonbTypeof(customer) !== 'object') field('customer', 'not_object');
  const c = customer as Record<string, unknown>;
  let email = trimmed(c.email)?.toLowerCase() ?? null;
  if (email === null && ctx.uid !== null) {
    const claimed = ctx.claims?.email;
    const fromJwt = typeof claimed === 'string' ? claimed : null;
    email = (fromJwt ?? findUserById(ctx.db, ctx.uid)?.email ?? null)?.toLowerCase() ?? null;
  }
  if (email === null) field('customer.email', ctx.uid === null ? 'guest_email_required' : 'required');
  if (!isValidEmail(email)) field('customer.email', 'invalid');
  const firstName = trimmed(c.first_name);
  const lastName = trimmed(c.last_name);
  const street = trimmed(c.street);
  const postalCode = trimmed(c.postal_code);
  const city = trimmed(c.city);
  const customerType = trimmed(c.customer_type) ?? 'private';
  const company = trimmed(c.company_name);
  if (firstName === null) field('customer.first_name', 'required');
  if (lastName === null) field('customer.last_name', 'required');
  if (street === null) field('customer.street', 'required');
  if (postalCode === null) field('customer.postal_code', 'required');
  if (city === null) field('customer.city', 'required');
  if (customerType !== 'private' && customerType !== 'company') field('customer.customer_type', 'invalid');
  if (customerType === 'company' && company === null) field('customer.company_name', 'required');
  const limits: Array<[string, string | null, number]> = [
    ['customer.email', email, 254],
    ['customer.first_name', firstName, 100],
    ['customer.last_name', lastName, 100],
    ['customer.company_name', company, 200],
    ['customer.phone', trimmed(c.phone), 30],
    ['customer.vat_id', trimmed(c.vat_id), 15],
    ['customer.street', street, 200],
    ['customer.postal_code', postalCode, 10],
    ['customer.city', city, 100],
  ];
  for (const [name, value, max] of limits) checkLength(value, max, { field: name });
  // BT-10 (docs/invoices.md): a company's order number or Leitweg-ID for its invoice; a consumer's is ignored.
  const buyerReference = customerType === 'company' ? trimmed(c.buyer_reference) : null;
  checkLength(buyerReference, 100, { field: 'customer.buyer_reference' });
  if (buyerReference !== null && !/^[A-Za-z0-9 ._/:#-]+$/.test(buyerReference)) {
    field('customer.buyer_reference', 'invalid');
  }
  return { email, firstName, lastName, street, postalCode, city, customerType, company, buyerReference } as Customer;
}

const lineError = (line: number, reason: string, extra: Record<string, unknown> = {}) =>
  raiseError('INVALID_INPUT', { line, reason, ...extra });

function readParticipants(line: number, value: unknown, quantity: number): Participant[] {
  if (jsonbTypeof(value) !== 'array' || (value as unknown[]).length !== quantity) lineError(line, 'participants_count');
  return (value as unknown[]).map((participant, j) => {
    const p = (jsonbTypeof(participant) === 'object' ? participant : {}) as Record<string, unknown>;
    const firstName = trimmed(p.first_name);
    const lastName = trimmed(p.last_name);
    if (jsonbTypeof(participant) !== 'object' || firstName === null || lastName === null) {
      lineError(line, 'participant_name_required', { participant: j });
    }
    const email = trimmed(p.email)?.toLowerCase() ?? null;
    if (!isValidEmail(email)) lineError(line, 'participant_email_invalid', { participant: j });
    checkLength(firstName, 100, { line, participant: j, field: 'first_name' });
    checkLength(lastName, 100, { line, participant: j, field: 'last_name' });
    checkLength(trimmed(p.email), 254, { line, participant: j, field: 'email' });
    return { first_name: firstName, last_name: lastName, email } as Participant;
  });
}

export function readLines(lines: unknown): CartLine[] {
  if (jsonbTypeof(lines) !== 'array' || (lines as unknown[]).length === 0) field('lines', 'empty_cart');
  const list = lines as unknown[];
  if (list.length > 50) field('lines', 'too_many_lines');
  const result: CartLine[] = [];
  list.forEach((raw, i) => {
    if (jsonbTypeof(raw) !== 'object') lineError(i, 'not_object');
    const line = raw as Record<string, unknown>;
    const sessionText = jsonText(line.session_id);
    const webinarText = jsonText(line.webinar_id);
    if ((sessionText === null) === (webinarText === null)) lineError(i, 'session_or_webinar_required');
    const isSession = sessionText !== null;
    const idText = (sessionText ?? webinarText) as string;
    if (!UUID_TEXT.test(idText)) lineError(i, 'invalid_id');
    const id = idText.toLowerCase();
    if (result.some((other) => other.id === id)) {
      lineError(i, 'duplicate_line', { [isSession ? 'session_id' : 'webinar_id']: id });
    }
    const quantityText = jsonText(line.quantity);
    if (
      jsonbTypeof(line.quantity) !== 'number' ||
      !/^[0-9]{1,2}$/.test(quantityText ?? '') ||
      Number(quantityText) < 1
    ) {
      lineError(i, 'invalid_quantity');
    }
    const quantity = Number(quantityText);
    const participants = readParticipants(i, line.participants, quantity);
    result.push({ isSession, id, quantity, participants, offerToken: trimmed(line.offer_token) });
  });
  return result;
}
