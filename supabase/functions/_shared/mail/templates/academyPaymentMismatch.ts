import { money } from '../format';
import { renderContent } from '../layout';
import { legalFooterOf, siteLink } from '../parts';
import type { MailContext, PaymentMismatchData, RenderedMail } from '../types';

/** `153.510` cents in euro as `1.535,10 €`; any other currency by its code (`1.535,10 USD`). */
function paidAmount({ amount_cents: cents, currency }: PaymentMismatchData['payment']): string {
  if (cents === null) return 'kein Betrag übermittelt';
  if (currency === 'eur') return money(cents);
  const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
  return `${amount} ${currency ? currency.toUpperCase() : '(keine Währung übermittelt)'}`;
}

/**
 * To the academy when Stripe reports a payment that is not exactly the booking's total in euro (record_stripe_payment:
 * amount_mismatch). The booking stays unpaid and is marked for follow-up; this says what to check and decide.
 */
export function academyPaymentMismatch(data: PaymentMismatchData, context: MailContext): RenderedMail {
  const { booking, payment } = data;
  return renderContent({
    subject: `Zahlung prüfen: Betrag weicht ab – Buchung ${booking.booking_number}`,
    heading: 'Zahlungsbetrag weicht ab',
    greeting: 'Hallo Team,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `für die Buchung ${booking.booking_number} von ${booking.customer_first_name} ` +
          `${booking.customer_last_name} (${booking.customer_email}) hat Stripe eine Zahlung gemeldet, die nicht dem ` +
          'Gesamtbetrag der Buchung entspricht. Die Buchung ist deshalb nicht als bezahlt markiert; sie bleibt offen ' +
          'und ist zur Nachbearbeitung markiert.',
      },
      {
        kind: 'facts',
        rows: [
          ['Buchungsnummer', booking.booking_number],
          ['Erwartet (brutto)', money(booking.gross_cents)],
          ['Erhalten', paidAmount(payment)],
          ['Stripe-Checkout-Session', payment.session_id ?? 'nicht übermittelt'],
          ['Stripe-Ereignis', payment.event_id],
        ],
      },
      {
        kind: 'paragraph',
        text:
          'Was zu tun ist: Prüfen Sie die Zahlung im Stripe-Dashboard unter der genannten Checkout-Session. Fehlt ' +
          'Geld, fordern Sie die Differenz bei der Kundin bzw. dem Kunden an oder erstatten Sie die Zahlung in Stripe ' +
          'und bitten um eine neue Zahlung. Ist der Betrag nach Prüfung vollständig eingegangen, setzen Sie die ' +
          'Buchung im Adminbereich auf „bezahlt“. Bitte entscheiden Sie zeitnah: Eine offene Online-Buchung verfällt ' +
          'mit ihrer Reservierungsfrist, dann werden die Plätze wieder freigegeben.',
      },
      {
        kind: 'action',
        label: 'Zur Buchung',
        url: siteLink(context, `/admin/bookings?q=${encodeURIComponent(booking.booking_number)}`),
      },
    ],
    signature: 'Automatische Nachricht der Buchungsplattform',
    footer: legalFooterOf(data.academy),
  });
}
