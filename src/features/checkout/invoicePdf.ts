import { todayInBerlin } from '@/lib/format';
import { buildInvoicePdf as buildSharedInvoicePdf, type BookingMailData } from '@shared/mail';
import type { AcademySettings } from './checkoutQueries';
import type { CompletedBooking } from './checkoutTypes';
import { cartLineTotals } from './pricing';

export { PAYMENT_DAYS } from '@shared/mail';

/** The success page's booking in the shape the mail catalogue's invoice reads (the confirmation mail's data). */
export function invoiceData(booking: CompletedBooking, seller: AcademySettings): BookingMailData {
  const { customer, result } = booking;
  const company = customer.customerType === 'company';
  const lines = cartLineTotals(booking.items);
  return {
    academy: {
      name: seller.academy_name,
      street: seller.street,
      postal_code: seller.postal_code,
      city: seller.city,
      email: seller.email,
      phone: seller.phone,
      vat_id: seller.vat_id,
      iban: seller.iban,
      bic: seller.bic,
      bank_name: seller.bank_name,
    },
    booking: {
      id: result.booking_id,
      booking_number: result.booking_number,
      payment_method: booking.paymentMethod,
      customer_email: customer.email,
      customer_first_name: customer.firstName,
      customer_last_name: customer.lastName,
      customer_type: customer.customerType,
      company_name: company ? customer.companyName : null,
      vat_id: company && customer.vatId ? customer.vatId : null,
      billing_street: customer.street,
      billing_postal_code: customer.postalCode,
      billing_city: customer.city,
      billing_country: customer.country,
      net_cents: result.net_cents,
      vat_cents: result.vat_cents,
      gross_cents: result.gross_cents,
      booked_on: todayInBerlin(new Date(booking.bookedAt)),
      // The success page of an online booking is reached only after the payment went through.
      paid: booking.paymentMethod === 'online',
      items: booking.items.map((item, index) => {
        const totals = lines[index]!;
        return {
          id: item.id,
          title: item.title,
          location_name: item.webinarId ? 'Online' : (item.city ?? item.locationName),
          start_date: item.sessionDate,
          start_time: item.startTime,
          starts_at: item.sessionDate,
          is_webinar: Boolean(item.webinarId),
          quantity: item.quantity,
          unit_net_cents: item.priceNet,
          line_net_cents: totals.netCents,
          vat_rate: item.vatRate,
          line_vat_cents: totals.vatCents,
          // Prices: the line's discounts as book_cart computes them.
          early_bird_percent: totals.estimate.earlyBirdPercent,
          early_bird_cents: totals.estimate.earlyBirdCents,
          group_discount_percent: totals.estimate.groupDiscountPercent,
          group_discount_cents: totals.estimate.groupDiscountCents,
          participants: (booking.participants[index] ?? []).map((p) => ({
            first_name: p.firstName,
            last_name: p.lastName,
            email: p.email,
          })),
        };
      }),
    },
  };
}

/** The invoice PDF of the success page: the same builder as the confirmation mail's attachment. */
export function buildInvoicePdf(booking: CompletedBooking, seller: AcademySettings): Promise<Uint8Array> {
  return buildSharedInvoicePdf(invoiceData(booking, seller));
}
