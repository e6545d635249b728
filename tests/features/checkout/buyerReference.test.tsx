/**
 * BT-10 at checkout (issue 30, docs/invoices.md): a business customer may give an order number or a public body's
 * Leitweg-ID; the client sends it with book_cart and the booking keeps it for the invoice. Consumers are not asked.
 */
import { configure, screen } from '@testing-library/react';
import { getMockDb } from '../../../mocks';
import { renderApp } from '../../utils/renderApp';
import { recordRequests } from '../../utils/session';
import {
  cartItemForSession,
  fillCart,
  fillCustomer,
  fillParticipants,
  next,
  orderButton,
  stepHeading,
} from './checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

const FIELD = /^Bestellnummer \/ Leitweg-ID \(optional\)/;

async function toCustomerStep() {
  const view = renderApp('/checkout');
  await fillCart(view.store, [{ item: cartItemForSession(3) }]);
  await stepHeading('Warenkorb');
  await next(view.user);
  await fillParticipants(view.user, [{ firstName: 'Person1', lastName: 'Muster', email: 'p1@example.test' }]);
  await next(view.user);
  await stepHeading('Rechnungsdaten');
  return view;
}

describe('Bestellnummer / Leitweg-ID at checkout', () => {
  it('is asked of a company only, checked in German, and sent with book_cart into the booking', async () => {
    const requests = recordRequests('/rpc/book_cart');
    const { user, location } = await toCustomerStep();
    expect(screen.queryByLabelText(FIELD)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    const field = screen.getByLabelText(FIELD);
    expect(screen.getByText('Für öffentliche Auftraggeber: die Leitweg-ID für die XRechnung.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Firmenname/), 'Bezirksamt Musterstadt');
    await fillCustomer(user);
    await user.type(field, '991<12345>67');
    await next(user);
    expect(
      await screen.findByText('Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und - _ . / : #.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' 991-12345-67 ');

    await next(user);
    await stepHeading('Zahlungsart');
    await user.click(screen.getByRole('radio', { name: /Rechnung/ }));
    await next(user);
    await stepHeading('Prüfen und bestellen');
    await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    await user.click(orderButton());
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });

    expect(requests.json()._customer).toMatchObject({
      customer_type: 'company',
      company_name: 'Bezirksamt Musterstadt',
      buyer_reference: '991-12345-67',
    });
    const bookingId = new URLSearchParams(location().search).get('booking');
    expect(
      getMockDb()
        .rows('bookings')
        .find((b) => b.id === bookingId),
    ).toMatchObject({
      buyer_reference: '991-12345-67',
    });
  });

  it('a consumer sends none, even after typing an invalid one as a company first', async () => {
    const requests = recordRequests('/rpc/book_cart');
    const { user } = await toCustomerStep();
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.type(screen.getByLabelText(FIELD), 'PO<4711>');
    await user.click(screen.getByRole('radio', { name: 'Privatperson' }));
    expect(screen.queryByLabelText(FIELD)).not.toBeInTheDocument();
    await fillCustomer(user);
    await next(user);
    await stepHeading('Zahlungsart');
    await user.click(screen.getByRole('radio', { name: /Rechnung/ }));
    await next(user);
    await stepHeading('Prüfen und bestellen');
    await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    await user.click(orderButton());
    await screen.findByRole('heading', { name: /^Buchungsnummer DA-/ });
    expect(requests.json()._customer).not.toHaveProperty('buyer_reference');
  });
});
