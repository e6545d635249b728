import type { CartItem } from '@/features/cart';
import type { Profile } from '@/features/auth';
import type { CheckoutFormValues, CheckoutSubmission, CustomerInput, ParticipantInput } from './checkoutTypes';
import { loadDraft } from './checkoutStorage';
import { cartTotals } from './pricing';
import { emptyCheckoutValues, emptyParticipant, lineKey } from './validation';

/** Pure changes of the checkout form's values that the form makes at its boundaries (never while the user types). */

/** What the form starts from: the tab's draft (a return from the payment provider finds it filled), else empty. */
export function startingValues(): CheckoutFormValues {
  return loadDraft() ?? emptyCheckoutValues();
}

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'vatId',
  'street',
  'postalCode',
  'city',
] as const;

/** A signed-in customer's billing data as the profile has it; the session's e-mail wins over the profile's. */
export function customerFromProfile(profile: Profile, email: string | undefined): Partial<CustomerInput> {
  const text = (key: keyof Profile) => {
    const value = profile[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: email ?? text('email'),
    phone: text('phone'),
    companyName: text('company'),
    vatId: text('vat_id'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    ...(text('country') ? { country: text('country') } : {}),
    ...(text('company') ? { customerType: 'company' as const } : {}),
  };
}

/**
 * The profile fills the empty billing fields; what the user typed already stays. Customer type and country follow the
 * profile only while nothing was typed (they have defaults, so "empty" cannot tell).
 */
export function withProfile(values: CheckoutFormValues, prefill: Partial<CustomerInput>): CheckoutFormValues {
  const current = values.customer;
  const customer: CustomerInput = { ...current };
  for (const key of TEXT_FIELDS) {
    const value = prefill[key];
    if (current[key] === '' && value) customer[key] = value;
  }
  const untouched = TEXT_FIELDS.every((key) => current[key] === '');
  if (untouched && prefill.customerType) customer.customerType = prefill.customerType;
  if (untouched && prefill.country) customer.country = prefill.country;
  return { ...values, customer };
}

const isBlank = (seat: ParticipantInput | undefined) => !seat || !(seat.firstName || seat.lastName || seat.email);

/**
 * Leaving the cart step: every seat gets its participant fields (seats added in step 1 too), and for a signed-in
 * customer the first seat of the first line defaults to the customer.
 */
export function withSeats(
  values: CheckoutFormValues,
  items: readonly CartItem[],
  firstSeatIsCustomer: boolean,
): CheckoutFormValues {
  const participants = { ...values.participants };
  for (const item of items) {
    const key = lineKey(item.id);
    const list = participants[key] ?? [];
    if (list.length < item.quantity) {
      participants[key] = [...list, ...Array.from({ length: item.quantity - list.length }, emptyParticipant)];
    }
  }
  const first = items[0];
  const seats = first ? participants[lineKey(first.id)] : undefined;
  if (first && seats && firstSeatIsCustomer && isBlank(seats[0])) {
    const { firstName, lastName, email } = values.customer;
    participants[lineKey(first.id)] = [{ firstName, lastName, email }, ...seats.slice(1)];
  }
  return { ...values, participants };
}

/** One order as `book_cart` takes it: the participants of each line's seats, in the cart's order. */
export function submissionOf(
  values: CheckoutFormValues,
  items: readonly CartItem[],
  cartId: string | null,
): CheckoutSubmission {
  return {
    cartId,
    items: [...items],
    participants: items.map((item) => (values.participants[lineKey(item.id)] ?? []).slice(0, item.quantity)),
    customer: values.customer,
    paymentMethod: values.paymentMethod,
    shownGrossCents: cartTotals(items).grossCents,
  };
}

/**
 * A copy of the form's values for an action: react-hook-form hands out its live objects, which it keeps changing,
 * and the store freezes what passes through it.
 */
export function copyOfValues(values: CheckoutFormValues): CheckoutFormValues {
  const participants: CheckoutFormValues['participants'] = {};
  for (const [key, seats] of Object.entries(values.participants))
    participants[key] = seats.map((seat) => ({ ...seat }));
  return { ...values, customer: { ...values.customer }, participants };
}
