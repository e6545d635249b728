import { z } from 'zod';
import type { CartItem } from '@/features/cart';
import type { CheckoutFormValues } from './checkoutTypes';

/** German validation of the checkout form (react-hook-form + zod); the server checks everything again. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const VAT_ID = /^[A-Z]{2}[0-9A-Z+*.]{2,12}$/;
const PHONE = /^\+?[0-9 ()/-]{6,20}$/;

export const COUNTRIES = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
  { value: 'LU', label: 'Luxemburg' },
  { value: 'NL', label: 'Niederlande' },
  { value: 'BE', label: 'Belgien' },
  { value: 'FR', label: 'Frankreich' },
  { value: 'IT', label: 'Italien' },
  { value: 'PL', label: 'Polen' },
  { value: 'DK', label: 'Dänemark' },
] as const;

export const TEXTS = {
  firstName: 'Bitte geben Sie den Vornamen ein.',
  lastName: 'Bitte geben Sie den Nachnamen ein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  companyName: 'Bitte geben Sie den Firmennamen ein.',
  vatId: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789) oder lassen Sie das Feld leer.',
  street: 'Bitte geben Sie Straße und Hausnummer ein.',
  postalCode: 'Bitte geben Sie eine fünfstellige PLZ ein.',
  postalCodeAbroad: 'Bitte geben Sie die Postleitzahl ein.',
  city: 'Bitte geben Sie den Ort ein.',
  country: 'Bitte wählen Sie ein Land.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein oder lassen Sie das Feld leer.',
  paymentMethod: 'Bitte wählen Sie eine Zahlungsart.',
  participants: 'Bitte geben Sie für jeden Platz einen Teilnehmer an.',
  consent: 'Bitte bestätigen Sie, dass Sie die AGB akzeptieren, um zahlungspflichtig zu bestellen.',
} as const;

/** The form key of a cart line's participants (cart ids contain `:` and `-`, which form paths must not). */
export function lineKey(itemId: string): string {
  return `l${itemId.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

/** `DE 123 456 789` → `DE123456789`. */
export function normalizeVatId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidVatId(value: string): boolean {
  const vatId = normalizeVatId(value);
  if (vatId === '') return true;
  if (vatId.startsWith('DE')) return /^DE[0-9]{9}$/.test(vatId);
  return VAT_ID.test(vatId);
}

const required = (message: string) => z.string().trim().min(1, message);

const participantSchema = z.object({
  firstName: required(TEXTS.firstName),
  lastName: required(TEXTS.lastName),
  email: z.string().trim().regex(EMAIL, TEXTS.email),
});

const customerSchema = z
  .object({
    customerType: z.enum(['private', 'company']),
    companyName: z.string(),
    vatId: z.string().refine(isValidVatId, TEXTS.vatId),
    firstName: required(TEXTS.firstName),
    lastName: required(TEXTS.lastName),
    email: z.string().trim().regex(EMAIL, TEXTS.email),
    phone: z.string().refine((value) => value.trim() === '' || PHONE.test(value.trim()), TEXTS.phone),
    street: required(TEXTS.street),
    postalCode: z.string(),
    city: required(TEXTS.city),
    country: required(TEXTS.country),
  })
  .superRefine((customer, ctx) => {
    if (customer.customerType === 'company' && customer.companyName.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: TEXTS.companyName });
    }
    const postalCode = customer.postalCode.trim();
    if (customer.country === 'DE' ? !/^[0-9]{5}$/.test(postalCode) : postalCode === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: customer.country === 'DE' ? TEXTS.postalCode : TEXTS.postalCodeAbroad,
      });
    }
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
