import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addToCartRequested, type CartItemInput } from '@/features/cart';
import type { AppStore } from '@/app/store';
import { getMockDb } from '../../../mocks';
import { seedId } from '../../../mocks/seed';

/** A cart line for seed session `n`, read from the mock database like a date row builds it. */
export function cartItemForSession(n: number, overrides: Partial<CartItemInput> = {}): CartItemInput {
  const db = getMockDb();
  const session = db.rows('seminar_sessions').find((s) => s.id === seedId('session', n))!;
  const seminar = db.rows('seminars').find((s) => s.id === session.seminar_id)!;
  const location = db.rows('locations').find((l) => l.id === session.location_id)!;
  const net = Number(seminar.price_net_cents);
  return {
    seminarId: String(seminar.id),
    sessionId: String(session.id),
    sessionDate: String(session.start_date),
    startTime: String(session.start_time).slice(0, 5),
    locationName: String(location.venue_name),
    price: Math.round((net * 119) / 100),
    priceNet: net,
    vatRate: Number(seminar.vat_rate),
    title: String(seminar.title),
    city: String(location.city_name),
    seatsLeft: Math.max(1, Number(session.capacity) - Number(session.seats_booked)),
    ...overrides,
  };
}

export async function fillCart(store: AppStore, items: Array<{ item: CartItemInput; quantity?: number }>) {
  await waitFor(() => expect(store.getState().cart.isLoading).toBe(false));
  for (const { item, quantity = 1 } of items) {
    for (let i = 0; i < quantity; i++) {
      act(() => {
        store.dispatch(addToCartRequested(item));
      });
    }
  }
  const expected = items.reduce((sum, { quantity = 1 }) => sum + quantity, 0);
  await waitFor(() => expect(store.getState().cart.itemCount).toBe(expected));
}

export const GUEST = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika@example.test',
  street: 'Musterweg 1',
  postalCode: '10115',
  city: 'Berlin',
};

export async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

export async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

/** Step 2: every seat gets a participant (`Teilnehmer n` sections in the order shown). */
export async function fillParticipants(
  user: UserEvent,
  people: Array<{ firstName: string; lastName: string; email: string }>,
) {
  await stepHeading('Teilnehmer');
  const first = screen.getAllByLabelText(/^Vorname/);
  const last = screen.getAllByLabelText(/^Nachname/);
  const mail = screen.getAllByLabelText(/^E-Mail/);
  for (const [index, person] of people.entries()) {
    await user.type(first[index]!, person.firstName);
    await user.type(last[index]!, person.lastName);
    await user.type(mail[index]!, person.email);
  }
}

/** Step 3 as a private guest. */
export async function fillCustomer(user: UserEvent, customer = GUEST) {
  await stepHeading('Rechnungsdaten');
  await user.type(screen.getByLabelText(/^Vorname/), customer.firstName);
  await user.type(screen.getByLabelText(/^Nachname/), customer.lastName);
  await user.type(screen.getByLabelText(/^E-Mail/), customer.email);
  await user.type(screen.getByLabelText(/^Straße und Hausnummer/), customer.street);
  await user.type(screen.getByLabelText(/^PLZ/), customer.postalCode);
  await user.type(screen.getByLabelText(/^Ort/), customer.city);
}

/** Steps 1–5 for a guest with one seat per line, up to the order button (consent given). */
export async function walkToSummary(
  user: UserEvent,
  { payment = 'Rechnung', seats = 1 }: { payment?: 'Rechnung' | 'Online bezahlen'; seats?: number } = {},
) {
  await stepHeading('Warenkorb');
  await next(user);
  await fillParticipants(
    user,
    Array.from({ length: seats }, (_, i) => ({
      firstName: `Person${i + 1}`,
      lastName: 'Muster',
      email: `p${i + 1}@example.test`,
    })),
  );
  await next(user);
  await fillCustomer(user);
  await next(user);
  await stepHeading('Zahlungsart');
  await user.click(screen.getByRole('radio', { name: new RegExp(payment) }));
  await next(user);
  await stepHeading('Prüfen und bestellen');
  await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
}

export function orderButton() {
  return screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
}

export function alertText() {
  return within(screen.getByRole('alert')).getByText(/./).textContent;
}
