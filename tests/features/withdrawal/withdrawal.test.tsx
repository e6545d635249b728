import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb, listMails } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

const CONSUMER_BOOKING = seedId('booking', 2);
const COMPANY_BOOKING = seedId('booking', 1);
const GUEST_BOOKING = seedId('booking', 5);

function booking(id: string) {
  return getMockDb()
    .rows('bookings')
    .find((b) => b.id === id)!;
}

// A whole form flow through the real store and mock backend: more than the default 5 s on a busy machine.
jest.setTimeout(20_000);

describe('/vertrag-widerrufen', () => {
  it('lets a signed-in consumer pick the booking, confirm, and shows the receipt with date and time', async () => {
    await signInAs('customer');
    const { user } = renderApp(`${paths.withdrawal}?buchung=${CONSUMER_BOOKING}`);
    const form = await screen.findByRole('form', { name: 'Buchung aus Ihrem Konto' });
    const number = String(booking(CONSUMER_BOOKING).booking_number);
    const options = within(form).getAllByRole('radio');
    expect(options).toHaveLength(3);
    // The dashboard's booking is preselected; the company and the cancelled booking cannot be picked.
    expect(within(form).getByRole('radio', { name: new RegExp(number) })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /Firmenbuchung – kein Widerrufsrecht/ })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: /Bereits storniert/ })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    const receipt = await screen.findByRole('status', { name: 'Ihr Widerruf ist eingegangen' });
    expect(receipt).toHaveTextContent(
      new RegExp(`Buchung ${number} haben wir am \\d{1,2}\\. \\S+ \\d{4} um \\d{2}:\\d{2} Uhr erhalten`),
    );
    expect(receipt).toHaveTextContent('kunde@akademie.test');

    expect(booking(CONSUMER_BOOKING)).toMatchObject({ status: 'cancelled', needs_follow_up: true });
    const [mail] = listMails(getMockDb(), 'kunde@akademie.test');
    expect(mail!.subject).toBe(`Eingangsbestätigung Ihres Widerrufs – Buchung ${number}`);
    expect(mail!.text).toMatch(/ist am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr bei uns eingegangen/);
    const academy = listMails(getMockDb(), 'info@akademie.test');
    expect(academy.some((m) => m.subject === `Widerruf eingegangen: Buchung ${number}`)).toBe(true);
  });

  it('asks to pick a booking when none is chosen', async () => {
    await signInAs('customer');
    const { user } = renderApp(paths.withdrawal);
    const form = await screen.findByRole('form', { name: 'Buchung aus Ihrem Konto' });
    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bitte wählen Sie die Buchung aus, die Sie widerrufen möchten.',
    );
    expect(booking(CONSUMER_BOOKING).status).toBe('confirmed');
    expect(booking(COMPANY_BOOKING).status).toBe('paid');
  });

  it('lets a guest withdraw with name, booking number and e-mail, keeping the input and explaining a mismatch', async () => {
    const { user } = renderApp(paths.withdrawal);
    const form = await screen.findByRole('form', { name: 'Buchung mit Buchungsnummer' });
    const number = String(booking(GUEST_BOOKING).booking_number);

    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(within(form).getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    expect(
      within(form).getByText(
        'Bitte geben Sie Ihre Buchungsnummer so ein, wie sie in Ihrer Buchungsbestätigung steht, z. B. DA-2026-K7M3QX9P.',
      ),
    ).toBeVisible();
    expect(within(form).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();

    // A mistyped name does not block the withdrawal: it is recorded, not compared.
    await user.type(within(form).getByLabelText(/^Ihr Name/), 'Lisa Hartman');
    await user.type(within(form).getByLabelText(/^Buchungsnummer/), number);
    await user.type(within(form).getByLabelText(/^E-Mail-Adresse der Buchung/), 'falsch@example.test');
    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Wir haben keine Buchung mit dieser Buchungsnummer und dieser E-Mail-Adresse gefunden.',
    );
    expect(within(form).getByLabelText(/^Buchungsnummer/)).toHaveValue(number);
    expect(booking(GUEST_BOOKING).status).toBe('paid');

    const email = within(form).getByLabelText(/^E-Mail-Adresse der Buchung/);
    await user.clear(email);
    await user.type(email, 'Lisa.Hartmann@example.test');
    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await screen.findByRole('status', { name: 'Ihr Widerruf ist eingegangen' })).toHaveTextContent(number);
    await waitFor(() => expect(booking(GUEST_BOOKING).status).toBe('cancelled'));
    expect(
      getMockDb()
        .rows('booking_withdrawals')
        .find((w) => w.booking_id === GUEST_BOOKING)?.name,
    ).toBe('Lisa Hartman');
    expect(listMails(getMockDb(), 'lisa.hartmann@example.test')[0]!.subject).toContain('Eingangsbestätigung');
  });

  it('tells a company that the right of withdrawal does not apply', async () => {
    const { user } = renderApp(paths.withdrawal);
    const form = await screen.findByRole('form', { name: 'Buchung mit Buchungsnummer' });
    await user.type(within(form).getByLabelText(/^Ihr Name/), 'Martin Schneider');
    await user.type(
      within(form).getByLabelText(/^Buchungsnummer/),
      String(booking(seedId('booking', 4)).booking_number),
    );
    await user.type(within(form).getByLabelText(/^E-Mail-Adresse der Buchung/), 'm.schneider@schneider-logistik.test');
    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Das Widerrufsrecht gilt nur für Verbraucherinnen und Verbraucher',
    );
  });

  it('after 5 failed attempts asks the guest to wait an hour or write to the academy', async () => {
    const { user } = renderApp(paths.withdrawal);
    const form = await screen.findByRole('form', { name: 'Buchung mit Buchungsnummer' });
    await user.type(within(form).getByLabelText(/^Ihr Name/), 'Rita Rater');
    await user.type(within(form).getByLabelText(/^Buchungsnummer/), 'DA-2026-K7M3QX9P');
    await user.type(within(form).getByLabelText(/^E-Mail-Adresse der Buchung/), 'rita@example.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Wir haben keine Buchung');
    }
    await user.click(within(form).getByRole('button', { name: 'Widerruf bestätigen' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Zu viele Versuche. Bitte versuchen Sie es in einer Stunde erneut oder schreiben Sie uns',
      ),
    );
  });

  it('links "Vertrag widerrufen" from the footer and from the eligible booking on the dashboard', async () => {
    await signInAs('customer');
    renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    const link = await within(upcoming).findByRole('link', { name: /Vertrag widerrufen/ });
    expect(link).toHaveAttribute('href', `${paths.withdrawal}?buchung=${CONSUMER_BOOKING}`);
    const past = screen.getByRole('region', { name: 'Vergangene und stornierte Buchungen' });
    expect(within(past).queryByRole('link', { name: /Vertrag widerrufen/ })).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(footer).getByRole('link', { name: 'Vertrag widerrufen' })).toHaveAttribute('href', paths.withdrawal);
  });
});
