import { renderContent } from '../layout';
import { itemLines, legalFooterOf, siteLink, totalsRows } from '../parts';
import type { BookingMailData, MailContext, RenderedMail } from '../types';

/** To the academy for every new booking. */
export function academyNewBooking(data: BookingMailData, context: MailContext): RenderedMail {
  const { booking } = data;
  const customer = `${booking.customer_first_name} ${booking.customer_last_name}`;
  const company = booking.company_name ? ` (${booking.company_name})` : '';
  return renderContent({
    subject: `Neue Buchung ${booking.booking_number}`,
    heading: 'Neue Buchung',
    greeting: 'Hallo Team,',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Buchungsnummer', booking.booking_number],
          ['Kunde', `${customer}${company}`],
          ['E-Mail', booking.customer_email],
          ['Zahlungsart', booking.payment_method === 'invoice' ? 'Rechnung' : 'Online-Zahlung'],
        ],
      },
      { kind: 'list', items: itemLines(booking) },
      { kind: 'facts', rows: totalsRows(booking) },
      { kind: 'action', label: 'Buchungen im Adminbereich', url: siteLink(context, '/admin/bookings') },
    ],
    signature: 'Automatische Nachricht der Buchungsplattform',
    footer: legalFooterOf(data.academy),
  });
}
