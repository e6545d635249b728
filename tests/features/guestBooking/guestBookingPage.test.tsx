/**
 * /meine-buchung (docs/booking-rules.md, „Ihre Buchung ansehen“): a guest opens the link of their mail and sees the
 * booking, its documents and the calendar file; the secret leaves the address bar at once; an unknown link says so.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { getMockDb, listMails } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

const GUEST_EMAIL = 'gast.link@example.test';

async function bookAsGuest(): Promise<{ booking_id: string; booking_number: string }> {
  const client = await getSupabase();
  const { data, error } = await act(() =>
    client.rpc('book_cart', {
      _lines: [
        {
          session_id: seedId('session', 3),
          quantity: 1,
          participants: [{ first_name: 'Petra', last_name: 'Teilnehmerin', email: 'petra@example.test' }],
        },
      ],
      _customer: {
        first_name: 'Gustav',
        last_name: 'Gast',
        customer_type: 'private',
        street: 'Musterweg 1',
        postal_code: '10115',
        city: 'Berlin',
        email: GUEST_EMAIL,
      },
      _payment_method: 'invoice',
    }),
  );
  expect(error).toBeNull();
  return data as { booking_id: string; booking_number: string };
}

/** The path of the mail's „Ihre Buchung ansehen“ link, as the guest's mail program would open it. */
function linkOfMail(subject: RegExp): string {
  const mail = listMails(getMockDb(), GUEST_EMAIL).find((m) => subject.test(m.subject));
  expect(mail).toBeDefined();
  const link = mail!.links.find((l) => l.label === 'Ihre Buchung ansehen');
  expect(link).toBeDefined();
  expect(mail!.links.some((l) => l.url.endsWith('/dashboard'))).toBe(false);
  const url = new URL(link!.url);
  return `${url.pathname}${url.search}`;
}

describe('/meine-buchung', () => {
  afterEach(() => sessionStorage.clear());

  it('shows a guest’s booking from the mail’s link, the names once it is binding, with invoice, calendar and withdrawal', async () => {
    const created = captureDownloads();
    const booked = await bookAsGuest();
    const path = linkOfMail(/ist eingegangen/);
    expect(path).toMatch(/^\/meine-buchung\?code=[A-Za-z0-9_-]{43}$/);

    const view = renderApp(path);
    const card = await screen.findByRole('article', { name: `Buchung ${booked.booking_number}` });
    // The secret leaves the address bar at once.
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(view.location().pathname).toBe(paths.guestBooking);
    expect(card).toHaveTextContent('Ausstehend');
    expect(card).toHaveTextContent(/Reserviert bis .* „Buchung bestätigen“/);
    // Until the mailbox's owner confirmed, only the academy's facts: no typed names.
    expect(card).toHaveTextContent('Namen und Rechnungsangaben zeigen wir hier, sobald Ihre Buchung verbindlich ist.');
    expect(card).not.toHaveTextContent('Petra');
    expect(card).not.toHaveTextContent('Gustav');
    expect(within(card).queryByRole('button', { name: /PDF herunterladen/ })).not.toBeInTheDocument();
    view.unmount();

    const token = getMockDb()
      .rows('booking_tokens')
      .find((row) => row.booking_id === booked.booking_id)!.confirmation_token as string;
    const client = await getSupabase();
    await act(() => client.rpc('confirm_booking_email', { _token: token }));

    // A reload of the tab (the secret kept in this tab only) shows the binding booking.
    const again = renderApp(paths.guestBooking);
    const binding = await screen.findByRole('article', { name: `Buchung ${booked.booking_number}` });
    await waitFor(() => expect(binding).toHaveTextContent('Teilnehmende: Petra Teilnehmerin'));
    expect(binding).toHaveTextContent('von Gustav Gast');
    expect(binding).not.toHaveTextContent('petra@example.test');
    expect(within(binding).getByRole('button', { name: /PDF herunterladen – Rechnung RE-/ })).toBeEnabled();
    expect(within(binding).getByRole('link', { name: 'Vertrag widerrufen' })).toHaveAttribute('href', paths.withdrawal);

    await again.user.click(within(binding).getByRole('button', { name: 'Kalendereintrag (.ics)' }));
    expect(created).toHaveLength(1);
    // The one calendar builder (docs/calendar.md): one event per day, UIDs from booking, date and day, full address.
    const ics = (await created[0]!.text()).replace(/\r\n /g, '');
    const session = getMockDb()
      .rows('seminar_sessions')
      .find((row) => row.id === seedId('session', 3))!;
    const days = (Date.parse(String(session.end_date)) - Date.parse(String(session.start_date))) / 86_400_000 + 1;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(days);
    expect(ics).toContain(`UID:${booked.booking_id}-${seedId('session', 3)}-`);
    expect(ics).toMatch(/LOCATION:[^\r]+\\, [^\r]+\\, \d{5} /);
  });

  it('says clearly that an unknown or shortened link leads to no booking, and how to get help', async () => {
    renderApp(`${paths.guestBooking}?code=${'A'.repeat(43)}`);
    expect(await screen.findByText('Dieser Link führt zu keiner Buchung')).toBeInTheDocument();
    expect(screen.getByText(/direkt aus Ihrer E-Mail – vollständig und unverändert/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('without any link it shows the same help instead of asking the server', async () => {
    renderApp(paths.guestBooking);
    expect(await screen.findByText('Dieser Link führt zu keiner Buchung')).toBeInTheDocument();
  });
});
