/**
 * A megabyte typed or pasted into a free-text field: every form answers with the German limit next to the field,
 * keeps what was typed and sends nothing the database would refuse (the limits of src/lib/validation).
 */
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb } from '../../mocks';
import { renderApp } from '../utils/renderApp';
import { recordRequests, signInAs } from '../utils/session';
import { cartItemForSession, fillCart, next, stepHeading } from './checkout/checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

const MEGABYTE = 'A'.repeat(1024 * 1024);

/** Puts `value` into the field at once (typing a megabyte key by key would take hours). */
function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('length limits in the forms', () => {
  it('the profile refuses a 1 MB first name in German, keeps it in the field and saves nothing', async () => {
    await signInAs('customer');
    const { user } = renderApp(paths.settings);
    const form = await screen.findByRole('form', { name: 'Profil' });
    const requests = recordRequests('/rest/v1/profiles');
    enter(within(form).getByLabelText(/^Vorname/), MEGABYTE);
    await user.click(within(form).getByRole('button', { name: 'Profil speichern' }));
    expect(await within(form).findByText('Bitte höchstens 100 Zeichen.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Vorname/)).toHaveValue(MEGABYTE);
    expect(within(form).getByLabelText(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.all().filter((request) => request.method === 'PATCH')).toHaveLength(0);
    const profile = getMockDb()
      .rows('profiles')
      .find((row) => row.email === 'kunde@akademie.test');
    expect(profile?.first_name).toBe('Katharina');
  });

  it('the checkout refuses a participant name over 100 characters and keeps it', async () => {
    const view = renderApp('/checkout');
    await fillCart(view.store, [{ item: cartItemForSession(1) }]);
    await next(view.user);
    await stepHeading('Teilnehmer');
    enter(screen.getByLabelText(/^Vorname/), 'ß'.repeat(101));
    await view.user.type(screen.getByLabelText(/^Nachname/), 'Muster');
    await view.user.type(screen.getByLabelText(/^E-Mail/), 'erika@example.test');
    await next(view.user);
    expect(await screen.findByText('Bitte höchstens 100 Zeichen.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('ß'.repeat(101));
    expect(screen.getByText('Schritt 2 von 5')).toBeInTheDocument();
  });

  it('the in-house request refuses a message over 4.000 characters and keeps it', async () => {
    const { user } = renderApp(paths.inhouse);
    const form = await screen.findByRole('form', { name: 'Inhouse-Anfrage' });
    const requests = recordRequests('/rest/v1/inhouse_requests');
    enter(within(form).getByLabelText(/^Nachricht/), MEGABYTE);
    await user.click(within(form).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(form).findByText('Bitte höchstens 4.000 Zeichen.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nachricht/)).toHaveValue(MEGABYTE);
    expect(requests.count()).toBe(0);
  });
});
