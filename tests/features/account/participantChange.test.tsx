import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb, listMails } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

const ITEM = seedId('bookingItem', 21);

describe('/dashboard: Teilnehmer ändern', () => {
  it('replaces a participant until the start, free of charge; the new person gets the mail and the change is logged', async () => {
    await signInAs('customer');
    const { user } = renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    await user.click(within(upcoming).getByRole('button', { name: 'Teilnehmer ändern – Jonas Albrecht' }));
    const form = within(upcoming).getByRole('form', { name: 'Ersatz für Jonas Albrecht' });

    await user.click(within(form).getByRole('button', { name: 'Änderung speichern' }));
    expect(within(form).getByText('Bitte geben Sie den Vornamen ein.')).toBeVisible();
    expect(within(form).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();

    await user.type(within(form).getByLabelText(/^Vorname/), 'Mara');
    await user.type(within(form).getByLabelText(/^Nachname/), 'Ersatz');
    await user.type(within(form).getByLabelText(/^E-Mail/), 'mara.ersatz@example.test');
    await user.click(within(form).getByRole('button', { name: 'Änderung speichern' }));

    expect(await screen.findByText('Teilnehmer geändert')).toBeInTheDocument();
    await waitFor(() => expect(upcoming).toHaveTextContent('Teilnehmende: Katharina Neumann, Mara Ersatz'));
    const item = getMockDb()
      .rows('booking_items')
      .find((row) => row.id === ITEM)!;
    expect((item.participants as Array<{ email: string }>)[1]!.email).toBe('mara.ersatz@example.test');
    // The one new change (the seed's history has its own substitutes, ids ad000000-…).
    expect(
      getMockDb()
        .rows('participant_changes')
        .filter((row) => !String(row.id).startsWith('ad000000-')),
    ).toEqual([
      expect.objectContaining({ booking_item_id: ITEM, previous_last_name: 'Albrecht', last_name: 'Ersatz' }),
    ]);
    const [mail] = listMails(getMockDb(), 'mara.ersatz@example.test');
    expect(mail!.subject).toBe('Ihre Teilnahme: Google Analytics 4 (GA4) in der Praxis');
    // Mail limits (issue 28): the substitute's address is unverified, so the mail carries no name the booker typed.
    expect(mail!.text).toContain('als Teilnehmerin bzw. Teilnehmer für folgende Veranstaltung angemeldet');
    expect(mail!.text).not.toContain('Katharina Neumann');
  }, 20_000);

  it('offers no change for past dates', async () => {
    await signInAs('customer');
    renderApp(paths.dashboard);
    const past = await screen.findByRole('region', { name: 'Vergangene und stornierte Buchungen' });
    await screen.findAllByRole('button', { name: /Teilnehmer ändern/ });
    expect(within(past).queryByRole('button', { name: /Teilnehmer ändern/ })).toBeNull();
  });
});
