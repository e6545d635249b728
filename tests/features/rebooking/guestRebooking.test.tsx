/**
 * `Umbuchen` on /meine-buchung (issue 34): a guest moves a seminar line with the secret of the mail's link, which the
 * page keeps in the tab; no account needed. Not before the booking is binding.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { getMockDb, listMails } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { recordRequests } from '../../utils/session';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

const GUEST_EMAIL = 'gast.umbuchung@example.test';
/** SEO-Grundlagen in Hamburg (in 52 days); the seminar's other dates: München, Köln, Berlin, Frankfurt. */
const HAMBURG = seedId('session', 3);
const KOELN = seedId('session', 4);

async function bookAsGuest(): Promise<{ booking_id: string; booking_number: string }> {
  const client = await getSupabase();
  const { data, error } = await act(() =>
    client.rpc('book_cart', {
      _lines: [
        {
          session_id: HAMBURG,
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

/** The mail's „Ihre Buchung ansehen“ link and its secret. */
function linkOfMail(): { path: string; code: string } {
  const mail = listMails(getMockDb(), GUEST_EMAIL).find((m) => /ist eingegangen/.test(m.subject))!;
  const url = new URL(mail.links.find((l) => l.label === 'Ihre Buchung ansehen')!.url);
  return { path: `${url.pathname}${url.search}`, code: url.searchParams.get('code')! };
}

async function confirmEmail(bookingId: string) {
  const token = getMockDb()
    .rows('booking_tokens')
    .find((row) => row.booking_id === bookingId)!.confirmation_token as string;
  const client = await getSupabase();
  await act(() => client.rpc('confirm_booking_email', { _token: token }));
}

describe('/meine-buchung: Umbuchen', () => {
  afterEach(() => sessionStorage.clear());

  it('rebooks a binding booking with the link’s secret; not while it is only held', async () => {
    const booked = await bookAsGuest();
    const { path, code } = linkOfMail();

    // Held until the address is confirmed: nothing to rebook yet.
    const held = renderApp(path);
    await screen.findByRole('article', { name: `Buchung ${booked.booking_number}` });
    expect(screen.queryByRole('button', { name: /^Umbuchen/ })).not.toBeInTheDocument();
    held.unmount();

    await confirmEmail(booked.booking_id);
    const quotes = recordRequests('/rpc/rebooking_quote');
    const rebooks = recordRequests('/rpc/rebook_booking_item');
    // A reload of the tab: the secret comes from the tab's storage, the address bar no longer has it.
    const { user } = renderApp(paths.guestBooking);
    const card = await screen.findByRole('article', { name: `Buchung ${booked.booking_number}` });
    await user.click(await within(card).findByRole('button', { name: /^Umbuchen – SEO-Grundlagen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' });
    await user.click(await within(dialog).findByRole('radio', { name: /Köln/ }));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() => expect(quote).toHaveTextContent('Umbuchung kostenfrei bis'));
    expect(quotes.json()).toEqual({ _booking_item_id: expect.any(String), _session_id: KOELN, _token: code });

    await user.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    expect(await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' })).toBeInTheDocument();
    expect(rebooks.json()).toEqual(expect.objectContaining({ _session_id: KOELN, _token: code }));
    expect(rebooks.json()).not.toHaveProperty('_waive_fee');
    const item = getMockDb()
      .rows('booking_items')
      .find((row) => row.booking_id === booked.booking_id)!;
    expect(item.session_id).toBe(KOELN);
    // The page reads the booking again: the line names the new venue.
    const venue = getMockDb()
      .rows('locations')
      .find(
        (row) =>
          row.id ===
          getMockDb()
            .rows('seminar_sessions')
            .find((s) => s.id === KOELN)!.location_id,
      )!;
    await waitFor(() => expect(card).toHaveTextContent(String(venue.venue_name)));
  });
});
