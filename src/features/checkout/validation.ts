import { z } from 'zod';
import {
  FIELD_LIMITS,
  FIELD_TEXTS,
  checkPostalCode,
  countryField,
  emailField,
  optionalText,
  phoneField,
  requiredText,
  tooLongText,
  vatIdField,
  configureZod,
} from '@/lib/validation';
import type { CartItem } from '@/features/cart';
import type { CheckoutFormValues } from './checkoutTypes';

configureZod();

/** German validation of the checkout form (react-hook-form + zod, rules from lib/validation); the server checks again. */

export const TEXTS = {
  firstName: 'Bitte geben Sie den Vornamen ein.',
  lastName: 'Bitte geben Sie den Nachnamen ein.',
  email: FIELD_TEXTS.email,
  companyName: 'Bitte geben Sie den Firmennamen ein.',
  vatId: FIELD_TEXTS.vatId,
  street: 'Bitte geben Sie Straße und Hausnummer ein.',
  city: 'Bitte geben Sie den Ort ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein oder lassen Sie das Feld leer.',
  paymentMethod: 'Bitte wählen Sie eine Zahlungsart.',
  participants: 'Bitte geben Sie für jeden Platz einen Teilnehmer an.',
  consent: 'Bitte bestätigen Sie, dass Sie die AGB akzeptieren, um zahlungspflichtig zu bestellen.',
  buyerReference: 'Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und - _ . / : #.',
  buyerReferenceTooLong: tooLongText('orderReference'),
} as const;

/** BT-10 as book_cart accepts it (docs/invoices.md): at most 100 of these characters. */
const BUYER_REFERENCE = /^[A-Za-z0-9 ._/:#-]*$/;

/** The form key of a cart line's participants (cart ids contain `:` and `-`, which form paths must not). */
export function lineKey(itemId: string): string {
  return `l${itemId.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

const participantSchema = z.object({
  firstName: requiredText('name', TEXTS.firstName),
  lastName: requiredText('name', TEXTS.lastName),
  email: emailField(),
});

const customerSchema = z
  .object({
    customerType: z.enum(['private', 'company']),
    companyName: optionalText('company'),
    vatId: vatIdField(),
    // Checked for a company only (below): a consumer's hidden leftover must not block the step.
    buyerReference: z.string().trim().optional(),
    firstName: requiredText('name', TEXTS.firstName),
    lastName: requiredText('name', TEXTS.lastName),
    email: emailField(),
    phone: phoneField(TEXTS.phone),
    street: requiredText('street', TEXTS.street),
    postalCode: optionalText('postalCode'),
    city: requiredText('city', TEXTS.city),
    country: countryField(),
  })
  .superRefine((customer, ctx) => {
    if (customer.customerType === 'company' && customer.companyName === '') {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: TEXTS.companyName });
    }
    const reference = customer.buyerReference ?? '';
    if (customer.customerType === 'company' && reference.length > FIELD_LIMITS.orderReference) {
      ctx.addIssue({ code: 'custom', path: ['buyerReference'], message: TEXTS.buyerReferenceTooLong });
    } else if (customer.customerType === 'company' && !BUYER_REFERENCE.test(reference)) {
      ctx.addIssue({ code: 'custom', path: ['buyerReference'], message: TEXTS.buyerReference });
    }
    checkPostalCode(customer.country, customer.postalCode, ctx, 'postalCode');
  });

/** The schema for the cart as it is now: one participant per seat of every line. */
export function checkoutSchema(items: readonly CartItem[]) {
  const participants = Object.fromEntries(
    items.map((item) => [
      lineKey(item.id),
      // Seats removed in step 1 leave entries behind: only the first `quantity` count (and are sent).
      z.preprocess(
        (list) => (Array.isArray(list) ? list.slice(0, item.quantity) : []),
        z.array(participantSchema).length(item.quantity, TEXTS.participants),
      ),
    ]),
  );
  return z.object({
    participants: z.object(participants),
    customer: customerSchema,
    paymentMethod: z.enum(['invoice', 'online'], { message: TEXTS.paymentMethod }),
    consent: z.boolean().refine((value) => value, TEXTS.consent),
  });
}

export function emptyParticipant() {
  return { firstName: '', lastName: '', email: '' };
}

export function emptyCheckoutValues(): CheckoutFormValues {
  return {
    participants: {},
    customer: {
      customerType: 'private',
      companyName: '',
      vatId: '',
      buyerReference: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      street: '',
      postalCode: '',
      city: '',
      country: 'DE',
    },
    paymentMethod: 'invoice',
    consent: false,
  };
}
