import type { CartItem } from '@/features/cart';

export type PaymentMethod = 'invoice' | 'online';
export type CustomerType = 'private' | 'company';

export interface ParticipantInput {
  firstName: string;
  lastName: string;
  email: string;
}

export interface CustomerInput {
  customerType: CustomerType;
  companyName: string;
  vatId: string;
  /** Company only, optional: the order number or a public body's Leitweg-ID for the invoice (BT-10, docs/invoices.md). */
  buyerReference?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** Everything the checkout form holds: kept whole while the user moves between steps. */
export interface CheckoutFormValues {
  /** Per cart line (key: `lineKey(item.id)`), one participant per seat. */
  participants: Record<string, ParticipantInput[]>;
  customer: CustomerInput;
  paymentMethod: PaymentMethod;
  consent: boolean;
}

/** A cart line priced as the order summary shows it (net unit price and VAT rate; server prices win). */
export type PricedItem = CartItem;

/** What `book_cart` answers (supabase/README.md). */
export interface BookCartResult {
  booking_id: string;
  booking_number: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  status: 'pending';
  /** Until when the seats are only held (online: for the payment; a guest's invoice: for the e-mail confirmation). */
  hold_expires_at?: string | null;
  /** Proof of ownership for the checkout function (issued once by book_cart; owners may use their session instead). */
  payment_token?: string;
}

/** One submission of `Zahlungspflichtig bestellen`. */
export interface CheckoutSubmission {
  cartId: string | null;
  items: PricedItem[];
  participants: ParticipantInput[][];
  customer: CustomerInput;
  paymentMethod: PaymentMethod;
  /** The gross total the summary showed: the server's prices must agree before anything is booked. */
  shownGrossCents: number;
}

/** What the success page needs to show a booking without reading it back (guests may not read bookings, RLS). */
export interface CompletedBooking {
  result: BookCartResult;
  items: PricedItem[];
  participants: ParticipantInput[][];
  customer: CustomerInput;
  paymentMethod: PaymentMethod;
  cartId: string | null;
  /** ISO instant of the booking. */
  bookedAt: string;
}
