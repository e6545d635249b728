/**
 * Issue 31: a guest has no account, so a guest's booking mails link „Ihre Buchung ansehen“ (the booking's secret link,
 * docs/booking-rules.md) instead of „Zu meinen Buchungen“ and never send the guest to an account; a customer with an
 * account keeps the dashboard link.
 */
import { renderMail } from '../../supabase/functions/_shared/mail';
import { bookingData, cancelledDateRefundedData, rebookingData, sessionCancelledData } from './mailFixtures';

const context = { siteUrl: 'https://akademie.example/' };
const VIEW_TOKEN = 'Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC10b2tlbi0x';
const webinarItemData = () => {
  const data = bookingData();
  const webinar = { ...data.booking.items[0]!, id: 'item-webinar', is_webinar: true };
  return { ...data, booking: { ...data.booking, items: [webinar] }, item_id: 'item-webinar' };
};

const BOOKER_MAILS: Array<[string, () => object]> = [
  ['booking_received', () => bookingData()],
  ['booking_confirmed', () => bookingData()],
  ['payment_received', () => bookingData({ paid: true })],
  ['cancellation_confirmed', () => bookingData()],
  ['reminder_7_days', webinarItemData],
  ['reminder_1_day', webinarItemData],
  ['session_cancelled', () => sessionCancelledData()],
  ['booking_rebooked', () => rebookingData()],
  ['cancelled_date_refunded', () => cancelledDateRefundedData()],
];

describe('a guest’s booking mails', () => {
  it.each(BOOKER_MAILS)('%s links the booking by its secret and names no account', (template, data) => {
    const mail = renderMail(template, { ...data(), view_token: VIEW_TOKEN }, context);
    const url = `https://akademie.example/meine-buchung?code=${VIEW_TOKEN}`;
    expect(mail.links).toContainEqual({ label: 'Ihre Buchung ansehen', url });
    expect(mail.text).toContain(`Ihre Buchung ansehen: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).not.toMatch(/dashboard|Zu meinen Buchungen|Konto/);
  });

  it.each(BOOKER_MAILS)('%s keeps the dashboard link for a customer with an account', (template, data) => {
    const mail = renderMail(template, data(), context);
    expect(mail.links).toContainEqual({ label: 'Zu meinen Buchungen', url: 'https://akademie.example/dashboard' });
    expect(mail.text).not.toContain('meine-buchung');
  });

  it('a guest’s webinar reminder says where the join link appears without sending them to an account', () => {
    const mail = renderMail('reminder_1_day', { ...webinarItemData(), view_token: VIEW_TOKEN }, context);
    expect(mail.text).toContain(
      'Den Zugangslink haben Sie per E-Mail erhalten; ab 1 Stunde vor Beginn finden Sie ihn auch auf der Seite Ihrer Buchung.',
    );
  });
});
