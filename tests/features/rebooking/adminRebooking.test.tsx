/**
 * `Umbuchen` in the admin's booking details (issue 34): on the customer's behalf, with `Ohne Umbuchungsgebühr`
 * (`_waive_fee`, admins only), in a dialog over the details that returns to them.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { getMockDb, listMails, type Row } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

/** Lisa Hartmann's paid booking: one seat of KI-Coding mit Lovable in Berlin (in 40 days). */
const ITEM = seedId('bookingItem', 51);
const MUENCHEN = seedId('session', 48);

function seedBooking(lastName: string): Row {
  return getMockDb()
    .rows('bookings')
    .find((row) => row.customer_last_name === lastName)!;
}

function money(cents: number): string {
  return formatCents(cents).replace(/\u00a0/g, ' ');
}

async function openDetails(lastName: string) {
  await signInAs('admin');
  const view = renderApp(`${paths.adminBookings}?q=${lastName}`);
  const number = String(seedBooking(lastName).booking_number);
  await view.user.click(await screen.findByRole('button', { name: `Buchung ${number} anzeigen` }, { timeout: 8000 }));
  const details = await screen.findByRole('dialog', { name: `Buchung ${number}` });
  return { ...view, details };
}

describe('/admin/bookings: Umbuchen', () => {
  it('rebooks on the customer’s behalf without the fee when asked, then returns to the details', async () => {
    const db = getMockDb();
    // The free period is over: 60 days before a date 40 days away.
    db.setRows(
      'settings',
      db.rows('settings').map((s) => ({ ...s, free_rebooking_days: 60 })),
    );
    const rebooks = recordRequests('/rpc/rebook_booking_item');
    const { user, details } = await openDetails('Hartmann');
    const trigger = within(details).getByRole('button', { name: /^Umbuchen – KI-Coding/ });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' });
    await user.click(await within(dialog).findByRole('radio', { name: /München/ }));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() => expect(quote).toHaveTextContent(`Umbuchungsgebühr: ${money(5950)} inkl. MwSt.`));

    const quotes = recordRequests('/rpc/rebooking_quote');
    const waive = within(dialog).getByRole('checkbox', { name: 'Ohne Umbuchungsgebühr' });
    await user.click(waive);
    // Asked again without the fee (`_waive_fee`, admins only): the figures shown are exact, the box stays ticked.
    await waitFor(() =>
      expect(quote).toHaveTextContent(`Umbuchungsgebühr: entfällt (sonst ${money(5950)} inkl. MwSt.)`),
    );
    expect(quotes.json()).toEqual({ _booking_item_id: ITEM, _session_id: MUENCHEN, _waive_fee: true });
    expect(waive).toBeChecked();
    const gross = Number(seedBooking('Hartmann').gross_cents);
    expect(quote).toHaveTextContent(`Neuer Gesamtbetrag (inkl. MwSt.)${money(gross)}`);
    expect(quote).toHaveTextContent(`Differenz${money(0)}`);
    expect(quote).toHaveTextContent('Nichts zu zahlen');
    expect(quote).not.toHaveTextContent('enthalten die Gebühr');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    expect(await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Die Kundin bzw. der Kunde erhält die Bestätigung mit der neuen Rechnung und der Kalenderdatei per E-Mail.',
    );
    // Paid, same price, no fee: nothing to pay and nothing to refund.
    expect(dialog).toHaveTextContent('Nichts zu zahlen');
    expect(rebooks.json()).toEqual({ _booking_item_id: ITEM, _session_id: MUENCHEN, _waive_fee: true });
    const [rebooking] = db.rows('booking_rebookings').filter((row) => row.booking_item_id === ITEM);
    expect(rebooking).toEqual(expect.objectContaining({ fee_waived: true, fee_net_cents: 0, by_admin: true }));
    expect(listMails(db, 'lisa.hartmann@example.test').some((m) => /^Umbuchung bestätigt/.test(m.subject))).toBe(true);

    // Back in the details: they show the new date, the focus is on the line's button.
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Termin umbuchen' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: /^Buchung / })).toBe(details);
    await waitFor(() => expect(details).toHaveTextContent('München'));
    await waitFor(() => expect(within(details).getByRole('button', { name: /^Umbuchen – KI-Coding/ })).toHaveFocus());
  });

  it('offers the booking of a cancelled date its rebooking, free of charge', async () => {
    const { user, details } = await openDetails('Vogel');
    expect(within(details).getByRole('note')).toHaveTextContent('Nachbearbeitung nötig');
    await user.click(within(details).getByRole('button', { name: /^Umbuchen – Google Ads/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin umbuchen' });
    expect(dialog).toHaveTextContent('Die Akademie hat diesen Termin abgesagt: Das Umbuchen ist kostenfrei');
    await user.click(await within(dialog).findByRole('radio', { name: /Stuttgart/ }));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() =>
      expect(quote).toHaveTextContent('Umbuchung kostenfrei: Wir haben den bisherigen Termin abgesagt.'),
    );
    // No fee to waive.
    expect(within(dialog).queryByRole('checkbox', { name: 'Ohne Umbuchungsgebühr' })).not.toBeInTheDocument();
  });
});
