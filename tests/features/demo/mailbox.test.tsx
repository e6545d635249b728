/** The Demo-Postfach shows the catalogue's mails from the outbox and offers their attachments as downloads. */
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb } from '../../../mocks';
import { deliverDueMails } from '../../../mocks/app/mail/demoSender';
import { enqueueStatusMails } from '../../../mocks/app/mail/enqueue';
import { seedId } from '../../../mocks/seed';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';

jest.setTimeout(20_000);

it('shows the confirmation of a confirmed booking with its invoice PDF and calendar file to download', async () => {
  const db = getMockDb();
  const booking = seedId('booking', 2); // the demo customer's confirmed booking
  const number = String(db.rows('bookings').find((row) => row.id === booking)!.booking_number);
  // The invoice issued when the booking became binding: the confirmation attaches it (docs/mail.md).
  const invoice = String(
    db.rows('invoices').find((row) => row.booking_id === booking && row.kind === 'invoice')!.number,
  );
  enqueueStatusMails(db, booking);
  expect(deliverDueMails(db)).toBeGreaterThan(0);
  const files = captureDownloads();

  const { user } = renderApp(paths.demoMailbox);
  const heading = await screen.findByRole('heading', { level: 2, name: `Buchungsbestätigung und Rechnung ${number}` });
  const mail = heading.closest('article')!;
  expect(mail).toHaveTextContent(`Die Rechnung ${invoice} finden Sie als PDF im Anhang`);
  const attachments = within(mail).getByRole('group', { name: `Anhänge: Buchungsbestätigung und Rechnung ${number}` });

  await user.click(within(attachments).getByRole('button', { name: `Rechnung-${invoice}.pdf herunterladen` }));
  await user.click(within(attachments).getByRole('button', { name: `Termine-${number}.ics herunterladen` }));
  await waitFor(() => expect(files).toHaveLength(2));
  expect(files.map((file) => file.type)).toEqual(['application/pdf', 'text/calendar']);
  const pdf = new Uint8Array(await files[0]!.arrayBuffer());
  expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  expect(await files[1]!.text()).toContain('BEGIN:VEVENT');
});
