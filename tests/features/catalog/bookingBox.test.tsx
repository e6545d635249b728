/**
 * The seminar page's booking box (issue 29): a date, the number of participants, the price per person and the total
 * for them with the group discount (computed as book_cart does, src/lib/pricing.ts), gross with "inkl. MwSt." and net,
 * and `In den Warenkorb` for all of them at once. Seed: Google Ads Performance Max (10 % from 3 persons).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { formatCents, grossFromNetCents, todayInBerlin } from '@/lib/format';
import { linePrice, NO_DISCOUNTS } from '@/lib/pricing';
import { renderApp } from '../../utils/renderApp';

/** As toHaveTextContent reads text: the no-break space of German amounts as a plain one. */
function plain(text: string): string {
  return text.replace(/\s/g, ' ');
}

/** `1.290,00` → 129000. */
function cents(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', ''));
}

describe('the booking box on a seminar page', () => {
  it('totals the chosen participants with the group discount, gross and net, and adds them all to the cart', async () => {
    const { user, store } = renderApp('/frankfurt/google-ads-performance-max');
    const box = await screen.findByRole('region', { name: 'Platz buchen' });
    expect(box.closest('aside')).toHaveAccessibleName('Buchung');
    const date = within(box).getByRole('combobox', { name: /Termin/ });
    const [row] = within(await screen.findByRole('list', { name: 'Termine in Frankfurt' })).getAllByRole('listitem');
    // The first bookable date of the list is chosen.
    expect(within(date).getAllByRole('option')[0]).toHaveTextContent(row!.querySelector('time')!.textContent!);
    const unitNet = cents(/([\d.]+,\d{2})\s€\snetto/.exec(row!.textContent ?? '')![1]!);
    const startDate = row!.querySelector('time')!.getAttribute('dateTime')!;

    // One person: the price per person, no group discount yet.
    expect(within(box).getByText('Gesamt')).toBeInTheDocument();
    expect(box).not.toHaveTextContent('inklusive 10 % Gruppenrabatt');

    await user.selectOptions(within(box).getByRole('combobox', { name: /Teilnehmende/ }), '3 Personen');
    const terms = { ...NO_DISCOUNTS, groupDiscountPercent: 10, groupMinParticipants: 3 };
    const line = linePrice(unitNet, 3, terms, startDate, todayInBerlin());
    expect(line.lineNetCents).toBe(unitNet * 3 - Math.round(unitNet * 3 * 0.1));
    const total = within(box).getByText('Gesamt für 3 Personen').parentElement!;
    expect(total).toHaveTextContent(plain(formatCents(grossFromNetCents(line.lineNetCents, 19))));
    expect(total).toHaveTextContent('inkl. 19 % MwSt.');
    expect(total).toHaveTextContent(plain(`${formatCents(line.lineNetCents)} netto`));
    expect(total).toHaveTextContent('inklusive 10 % Gruppenrabatt');

    await user.click(within(box).getByRole('button', { name: /^In den Warenkorb: 3 Plätze, / }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toMatchObject({ sessionDate: startDate, quantity: 3 });
    expect(store.getState().cart.itemCount).toBe(3);
  });

  it('offers no more participants than seats are left, and the waiting list on a sold-out date', async () => {
    renderApp('/muenchen/seo-grundlagen');
    const box = await screen.findByRole('region', { name: 'Platz buchen' });
    // The München date has 2 seats left (seed).
    expect(box).toHaveTextContent('Nur noch 2 Plätze');
    const participants = within(box).getByRole('combobox', { name: /Teilnehmende/ });
    expect(
      within(participants)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 Person', '2 Personen']);
  });
});
