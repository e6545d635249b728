import { money } from '../format';
import { renderContent } from '../layout';
import { legalFooterOf, siteLink } from '../parts';
import type { MailContext, RefundDueData, RenderedMail } from '../types';

/** To the academy when a paid booking is cancelled or withdrawn, or paid after its cancellation: money must go back. */
export function academyRefundDue(data: RefundDueData, context: MailContext): RenderedMail {
  const { booking } = data;
  return renderContent({
    subject: `Erstattung nötig: Buchung ${booking.booking_number} storniert`,
    heading: 'Erstattung nötig',
    greeting: 'Hallo Team,',
    blocks: [
      {
        kind: 'paragraph',
        text:
          `die bezahlte Buchung ${booking.booking_number} von ${booking.customer_first_name} ` +
          `${booking.customer_last_name} (${booking.customer_email}) wurde storniert. Sie ist zur Nachbearbeitung ` +
          'markiert.',
      },
      { kind: 'facts', rows: [['Zu erstatten', money(data.refund_cents)]] },
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
