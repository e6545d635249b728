/**
 * The waiting list through the real store, sagas and the mock backend: joining a sold-out date as a guest (double
 * opt-in by the Demo-Postfach link) or signed in (prefilled), the place on the dashboard, leaving, and the offer
 * link that puts the held seats into the cart and sends its token to book_cart.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { bookCartArgs } from '@/features/checkout/checkoutApi';
import { getMockDb, serviceContext, updateRow } from '../../../mocks';
import { listMails } from '../../../mocks/mailbox/mailbox';
import { seedId } from '../../../mocks/seed';
import { renderApp, stopRenderedStores } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

/** Seed session 47: KI-Coding mit Lovable in Berlin, sold out. */
const SOLD_OUT_SESSION = seedId('session', 47);

/** Entries beyond the seed's two on the sold-out date. */
function newEntries() {
  return getMockDb()
    .rows('waitlist_entries')
    .filter((e) => !String(e.id).startsWith('ab000000-'));
}

function mailLink(to: string, label: string): string {
  const mail = listMails(getMockDb(), to).find((m) => m.links.some((l) => l.label === label));
  const url = mail?.links.find((l) => l.label === label)?.url;
  if (!url) throw new Error(`No mail to ${to} with the link ${label}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

type Rendered = ReturnType<typeof renderApp>;

/** Opens the next screen as a link from a mail would: the previous one is gone. */
function reopen(previous: Rendered, url: string): Rendered {
  previous.unmount();
  stopRenderedStores();
  return renderApp(url);
}

async function openJoinDialog({ user }: Rendered) {
  const dates = await screen.findByRole('list', { name: 'Termine in Berlin' });
  await user.click(within(dates).getByRole('button', { name: /Auf die Warteliste/ }));
  return await screen.findByRole('dialog', { name: 'Auf die Warteliste' });
}

jest.setTimeout(30_000);

describe('waiting list', () => {
  it('lets a guest join a sold-out date, confirm by the e-mail link and leave by the other link', async () => {
    // The seed's date holds two guest entries, below the per-date limit for guests
    // (settings.guest_waitlist_entries_per_date, docs/booking-rules.md): a guest can join it as seeded.
    const page = renderApp('/berlin/ki-coding-lovable');
    const { user } = page;
    const dialog = await openJoinDialog(page);
    await user.type(within(dialog).getByLabelText(/Name/), 'Gerda Gast');
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'gerda@example.test');
    await user.selectOptions(within(dialog).getByLabelText(/Gewünschte Plätze/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Auf die Warteliste' }));
    expect(await within(dialog).findByText(/Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse/)).toBeVisible();
    const entry = newEntries()[0]!;
    expect(entry).toMatchObject({ session_id: SOLD_OUT_SESSION, seats: 2, status: 'pending_confirmation' });

    const confirmation = reopen(page, mailLink('gerda@example.test', 'Eintrag bestätigen'));
    expect(
      // The seed's two waiting people stay ahead.
      await screen.findByText('Ihre E-Mail-Adresse ist bestätigt. Sie stehen auf der Warteliste: Platz 3.'),
    ).toBeInTheDocument();

    reopen(confirmation, mailLink('gerda@example.test', 'Von der Warteliste abmelden'));
    expect(await screen.findByText(/Sie wurden von der Warteliste abgemeldet/)).toBeInTheDocument();
    expect(newEntries()[0]!.status).toBe('left');
  });

  it('keeps what was typed and says what is missing', async () => {
    const page = renderApp('/berlin/ki-coding-lovable');
    const { user } = page;
    const dialog = await openJoinDialog(page);
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'gerda@');
    await user.click(within(dialog).getByRole('button', { name: 'Auf die Warteliste' }));
    expect(within(dialog).getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
    expect(within(dialog).getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeVisible();
    expect(within(dialog).getByLabelText(/E-Mail/)).toHaveValue('gerda@');
    expect(newEntries()).toHaveLength(0);
  });

  it('prefills a signed-in customer, queues them at once and shows the place on the dashboard', async () => {
    await signInAs('customer');
    const page = renderApp('/berlin/ki-coding-lovable');
    const { user } = page;
    const dialog = await openJoinDialog(page);
    await waitFor(() => expect(within(dialog).getByLabelText(/E-Mail/)).toHaveValue('kunde@akademie.test'));
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Katharina Neumann');
    await user.click(within(dialog).getByRole('button', { name: 'Auf die Warteliste' }));
    expect(await within(dialog).findByText(/Sie stehen auf der Warteliste: Platz 3\./)).toBeVisible();

    reopen(page, paths.dashboard);
    const lists = await screen.findByRole('region', { name: 'Meine Wartelisten' });
    expect(await within(lists).findByText('Platz 3 auf der Warteliste')).toBeInTheDocument();
    expect(await within(lists).findByText(/^KI-Coding mit Lovable/)).toBeInTheDocument();
  });

  it('books the held seats from the offer link: the cart line carries the offer token to book_cart', async () => {
    await signInAs('customer');
    const page = renderApp('/berlin/ki-coding-lovable');
    const { user } = page;
    const dialog = await openJoinDialog(page);
    await waitFor(() => expect(within(dialog).getByLabelText(/E-Mail/)).toHaveValue('kunde@akademie.test'));
    await user.click(within(dialog).getByRole('button', { name: 'Auf die Warteliste' }));
    await within(dialog).findByText(/Platz 3\./);

    // Four seats free up (the admin raises the capacity): the seed's two waiting people (1 + 2 seats) and then the
    // customer are offered theirs, in order; the offer mail arrives in the Demo-Postfach.
    const db = getMockDb();
    const session = db.rows('seminar_sessions').find((s) => s.id === SOLD_OUT_SESSION)!;
    updateRow(db, 'seminar_sessions', session, { capacity: Number(session.capacity) + 4 }, serviceContext(db));
    expect(
      db
        .rows('waitlist_entries')
        .filter((e) => e.status === 'offered')
        .map((e) => e.name),
    ).toEqual(['Jonas Richter', 'Miriam Schulz', 'Katharina Neumann']);
    const offerPath = mailLink('kunde@akademie.test', 'Platz jetzt buchen');
    expect(offerPath).toMatch(/^\/warteliste\/angebot\?token=/);

    const offer = reopen(page, offerPath);
    const { user: buyer, store } = offer;
    expect(await screen.findByText(/1 Platz ist für Sie reserviert bis/)).toBeInTheDocument();
    await buyer.click(await screen.findByRole('button', { name: 'Weiter zur Buchung' }));
    await waitFor(() => expect(offer.location().pathname).toBe(paths.checkout));
    const items = store.getState().cart.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ sessionId: SOLD_OUT_SESSION, quantity: 1, offerToken: expect.any(String) });
    const token = new URL(offerPath, 'http://x').searchParams.get('token');
    expect(items[0]!.offerToken).toBe(token);
    const args = bookCartArgs({
      items: items.map((item) => ({ ...item, priceNet: item.priceNet, vatRate: item.vatRate })),
      participants: [[{ firstName: 'K', lastName: 'N', email: 'k@example.test' }]],
      customer: {
        email: 'kunde@akademie.test',
        firstName: 'K',
        lastName: 'N',
        phone: '',
        customerType: 'private',
        companyName: '',
        vatId: '',
        street: 'S 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      paymentMethod: 'invoice',
    } as unknown as Parameters<typeof bookCartArgs>[0]);
    expect(args._lines[0]).toMatchObject({ session_id: SOLD_OUT_SESSION, offer_token: token });
  });
});
