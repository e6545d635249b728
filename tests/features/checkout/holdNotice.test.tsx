/**
 * Before ordering, the checkout says what happens next (issue 29): a guest paying by invoice must confirm the e-mail
 * address within `invoice_confirmation_hours` or the booking lapses; online payment holds the seats for
 * `online_hold_minutes`. The numbers come from `settings`, as the database applies them (private.start_hold).
 */
import { configure, screen, waitFor } from '@testing-library/react';
import { getMockDb, serviceContext, updateRow } from '../../../mocks';
import { holdNoticeText } from '@/features/checkout/components/HoldNotice';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';
import { cartItemForSession, fillCart, next, orderButton, stepHeading, walkToSummary } from './checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

async function startCheckout() {
  const view = renderApp('/checkout');
  await fillCart(view.store, [{ item: cartItemForSession(3) }]);
  return view;
}

function setHoldTerms(terms: { online_hold_minutes: number; invoice_confirmation_hours: number }) {
  const db = getMockDb();
  updateRow(db, 'settings', db.rows('settings')[0]!, terms, serviceContext(db));
}

/** The notice that sits right above `Zahlungspflichtig bestellen`. */
function noticeAboveOrderButton(): HTMLElement {
  const notice = screen.getByText('So geht es weiter:').closest('p')!;
  const following = notice.compareDocumentPosition(orderButton()) & Node.DOCUMENT_POSITION_FOLLOWING;
  expect(following).toBeTruthy();
  return notice;
}

describe('the checkout says before ordering how long the seats are held', () => {
  it('a guest paying by invoice reads at the payment choice and above the order button: confirm within 24 hours', async () => {
    const { user } = await startCheckout();
    await walkToSummary(user, { payment: 'Rechnung' });
    const notice = noticeAboveOrderButton();
    await waitFor(() => expect(notice).toHaveTextContent('innerhalb von 24 Stunden'));
    expect(notice).toHaveTextContent('„Buchung bestätigen“');
    expect(notice).toHaveTextContent('ohne Bestätigung verfällt die Buchung');

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await stepHeading('Zahlungsart');
    expect(screen.getByRole('radio', { name: /Rechnung/ })).toHaveAccessibleName(
      expect.stringMatching(/Bitte bestätigen Sie danach innerhalb von 24 Stunden Ihre E-Mail-Adresse/),
    );
    expect(screen.getByRole('radio', { name: /Online bezahlen/ })).toHaveAccessibleName(
      expect.stringMatching(/Ihre Plätze sind 30 Minuten für die Zahlung reserviert\./),
    );
  });

  it('online payment: the seats are held for 30 minutes while paying', async () => {
    const { user } = await startCheckout();
    await walkToSummary(user, { payment: 'Online bezahlen' });
    const notice = noticeAboveOrderButton();
    await waitFor(() => expect(notice).toHaveTextContent('30 Minuten lang für Sie reserviert'));
    expect(notice).toHaveTextContent('Ohne Zahlung in dieser Zeit verfällt die Buchung');
    expect(notice).not.toHaveTextContent('Buchung bestätigen');
  });

  it('the hours and minutes follow the academy settings', async () => {
    setHoldTerms({ online_hold_minutes: 45, invoice_confirmation_hours: 48 });
    const { user } = await startCheckout();
    await walkToSummary(user, { payment: 'Rechnung' });
    await waitFor(() => expect(noticeAboveOrderButton()).toHaveTextContent('innerhalb von 48 Stunden'));
    expect(screen.queryByText(/24 Stunden/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await stepHeading('Zahlungsart');
    expect(screen.getByRole('radio', { name: /Online bezahlen/ })).toHaveAccessibleName(
      expect.stringMatching(/45 Minuten/),
    );
  });

  it('a signed-in customer with a confirmed address books by invoice bindingly: no confirmation to explain', async () => {
    await signInAs('customer');
    const { user } = await startCheckout();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jetzt anmelden' })).not.toBeInTheDocument());
    await next(user);
    await stepHeading('Teilnehmer');
    await next(user);
    await stepHeading('Rechnungsdaten');
    await next(user);
    await stepHeading('Zahlungsart');
    // Wait for the settings, so the absence below is not just a slow answer.
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Online bezahlen/ })).toHaveAccessibleName(
        expect.stringMatching(/30 Minuten/),
      ),
    );
    expect(screen.getByRole('radio', { name: /Rechnung/ })).not.toHaveAccessibleName(
      expect.stringMatching(/bestätigen/),
    );
    await user.click(screen.getByRole('radio', { name: /Rechnung/ }));
    await next(user);
    await stepHeading('Prüfen und bestellen');
    expect(screen.queryByText('So geht es weiter:')).not.toBeInTheDocument();
  });
});

describe('holdNoticeText', () => {
  const terms = { online_hold_minutes: 1, invoice_confirmation_hours: 1 };
  it('says one hour and one minute in the singular', () => {
    expect(holdNoticeText('invoice', true, terms)).toContain('innerhalb von 1 Stunde;');
    expect(holdNoticeText('online', false, terms)).toContain('1 Minute lang');
  });

  it('says nothing for a binding invoice order, and no number while the settings load', () => {
    expect(holdNoticeText('invoice', false, terms)).toBeNull();
    expect(holdNoticeText('invoice', true, undefined)).not.toMatch(/\d/);
    expect(holdNoticeText('online', true, undefined)).not.toMatch(/\d/);
  });
});
