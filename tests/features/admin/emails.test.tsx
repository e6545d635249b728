import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb, listMails, serviceContext } from '../../../mocks';
import { mailBookingData } from '../../../mocks/app/mail/mailData';
import { enqueueMail } from '../../../mocks/app/mail/enqueueMail';
import { insertRow } from '../../../mocks/db/writes';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

// Whole-app renders on a shared 2-core machine.
jest.setTimeout(20_000);

const BOOKING = seedId('booking', 2);
const DAY = 86_400_000;

/** Three messages of the demo customer's booking: one sent, one failed after every retry, one reminder scheduled. */
function queueMessages() {
  const db = getMockDb();
  const data = mailBookingData(db, BOOKING);
  const item = data.booking.items[0]!;
  const base = { recipient: 'kunde@akademie.test', data, booking_id: BOOKING };
  insertRow(
    db,
    'email_outbox',
    {
      ...base,
      template: 'booking_received',
      idempotency_key: 'k-sent',
      attempts: 1,
      sent_at: new Date().toISOString(),
    },
    serviceContext(db),
  );
  insertRow(
    db,
    'email_outbox',
    {
      ...base,
      // Issue 30: queued without an invoice snapshot, so its subject names no invoice.
      template: 'booking_confirmed',
      idempotency_key: 'k-failed',
      attempts: 8,
      last_error: 'HTTP 500 upstream down',
    },
    serviceContext(db),
  );
  enqueueMail(db, {
    template: 'reminder_1_day',
    recipient: base.recipient,
    data: { ...data, item_id: item.id },
    key: 'k-scheduled',
    bookingId: BOOKING,
    sendAfter: Date.now() + 5 * DAY,
  });
  return data.booking.booking_number;
}

async function openEmails() {
  await signInAs('admin');
  const view = renderApp(paths.adminEmails);
  const table = await screen.findByRole('table', { name: 'Postausgang' }, { timeout: 8000 });
  return { ...view, table };
}

describe('/admin/e-mails', () => {
  it('lists the outbox with subject, status and error, filters by status, and is in the admin navigation', async () => {
    const number = queueMessages();
    const { user, table } = await openEmails();
    await waitFor(() => expect(document.title).toMatch(/^E-Mails/));
    expect(screen.getByRole('link', { name: 'E-Mails' })).toHaveAttribute('aria-current', 'page');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    const failed = within(table).getByRole('row', { name: /Fehlgeschlagen/ });
    expect(failed).toHaveTextContent(`Buchungsbestätigung ${number}`);
    expect(failed).toHaveTextContent('HTTP 500 upstream down');
    expect(failed).toHaveTextContent('8 Versuche');
    expect(within(table).getByRole('row', { name: /Gesendet/ })).toHaveTextContent(
      `Ihre Buchung ${number} ist eingegangen`,
    );
    expect(within(table).getByRole('row', { name: /Geplant/ })).toHaveTextContent('Erinnerung 1 Tag vorher');
    // Only the failed one offers a resend.
    expect(within(table).getAllByRole('button', { name: /^Erneut senden/ })).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Geplant');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(screen.getByText('1 E-Mail')).toBeInTheDocument();
  });

  it('resends a failed message through admin_resend_email; the demo delivers it into the Demo-Postfach', async () => {
    const number = queueMessages();
    const { user, table } = await openEmails();
    const rpc = recordRequests('/rpc/admin_resend_email');
    await user.click(
      within(table).getByRole('button', {
        name: `Erneut senden: Buchungsbestätigung ${number} an kunde@akademie.test`,
      }),
    );
    expect(await screen.findByText('E-Mail wird erneut gesendet')).toBeInTheDocument();
    expect(rpc.json(0)).toEqual({ _email_id: expect.any(String) });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Fehlgeschlagen/ })).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row', { name: /Gesendet/ })).toHaveLength(2);
    const delivered = listMails(getMockDb(), 'kunde@akademie.test').map((mail) => mail.subject);
    expect(delivered).toContain(`Buchungsbestätigung ${number}`);
  });

  it('shows the refusal in German when the message went out meanwhile', async () => {
    const number = queueMessages();
    const { user, table } = await openEmails();
    const db = getMockDb();
    const row = db.rows('email_outbox').find((candidate) => candidate.idempotency_key === 'k-failed')!;
    db.setRows(
      'email_outbox',
      db
        .rows('email_outbox')
        .map((candidate) => (candidate === row ? { ...candidate, sent_at: new Date().toISOString() } : candidate)),
    );
    await user.click(within(table).getByRole('button', { name: new RegExp(`Erneut senden: .*${number}`) }));
    expect(await screen.findByText('Diese E-Mail wurde bereits versendet.')).toBeInTheDocument();
  });
});
