/**
 * The one wording of a booking's status and payment method: the customer's dashboard, the admin's dashboard, its
 * bookings list, CSV and detail dialog all read it from here, so a status never has two names.
 */
export const BOOKING_STATUS_LABELS = {
  pending: 'Ausstehend',
  confirmed: 'Bestätigt',
  paid: 'Bezahlt',
  cancelled: 'Storniert',
  // A hold that ran out (unpaid online booking, unconfirmed guest invoice booking): its seats are back on sale.
  expired: 'Abgelaufen',
} as const satisfies Record<string, string>;

export const PAYMENT_METHOD_LABELS = {
  invoice: 'Rechnung',
  online: 'Online-Zahlung',
} as const satisfies Record<string, string>;
