/**
 * The checkout saga through the real store, its real sagas, the MSW mock and the tab's real sessionStorage: the
 * draft kept at every step change (from the values the actions carry) and what the form starts from, the profile
 * prefill as the page shows it, one place that empties the booked cart for both payment methods, one order at a time
 * and only from the summary, and the server calls made through the RTK Query endpoints.
 */
import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectProfile } from '@/features/auth';
import { addToCartRequested } from '@/features/cart';
import {
  checkoutBookingConfirmed,
  checkoutOpened,
  checkoutStepSubmitted,
  checkoutSubmitted,
  selectCheckoutState,
} from '@/features/checkout/checkoutSlice';
import { startingValues } from '@/features/checkout/checkoutFormValues';
import { loadCompletedBooking, saveCompletedBooking } from '@/features/checkout/checkoutStorage';
import { CHECKOUT_STEPS } from '@/features/checkout/checkoutSteps';
import type { CheckoutFormValues, CompletedBooking } from '@/features/checkout/checkoutTypes';
import { injectCheckout } from '@/features/checkout/injectCheckout';
import { emptyCheckoutValues, lineKey } from '@/features/checkout/validation';
import { DEMO_SUPABASE_URL } from '@/config/env';
import type { AppStore } from '@/app/store';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';
import { cartItemForSession, fillCart, GUEST, next, stepHeading } from './checkoutFixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 4000 });

const DRAFT_KEY = 'checkout.draft';
const storedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as CheckoutFormValues | null;

/** The app with its cart started (the layout starts it) and the checkout's slice and saga loaded. */
async function appWithCheckout(sessions: number[] = []) {
  const view = renderApp('/');
  await fillCart(
    view.store,
    sessions.map((n) => ({ item: cartItemForSession(n) })),
  );
  act(() => injectCheckout(view.store));
  return view;
}

const checkout = (store: AppStore) => selectCheckoutState(store.getState());

/** Complete values for the cart's lines: one participant per seat and the guest as customer. */
function completeValues(store: AppStore, paymentMethod: 'invoice' | 'online' = 'invoice'): CheckoutFormValues {
  const values = emptyCheckoutValues();
  const participants: CheckoutFormValues['participants'] = {};
  for (const item of store.getState().cart.items) {
    participants[lineKey(item.id)] = Array.from({ length: item.quantity }, (_, i) => ({
      firstName: `Person${i + 1}`,
      lastName: 'Muster',
      email: `p${i + 1}@example.test`,
    }));
  }
  return { ...values, participants, customer: { ...values.customer, ...GUEST }, paymentMethod };
}

/** Every step submitted with complete values, up to the summary, as the page does on `Weiter`. */
function walkToSummary(store: AppStore, values: CheckoutFormValues) {
  act(() => {
    store.dispatch(checkoutOpened());
    for (const step of CHECKOUT_STEPS.slice(0, -1)) {
      store.dispatch(checkoutStepSubmitted({ step, values, items: store.getState().cart.items }));
    }
  });
  expect(checkout(store).step).toBe('summary');
}

function keptBooking(cartId: string | null, paymentMethod: 'invoice' | 'online'): CompletedBooking {
  const values = emptyCheckoutValues();
  return {
    result: {
      booking_id: `booking-${paymentMethod}-${cartId ?? 'none'}`,
      booking_number: 'DA-2026-000042',
      net_cents: 129000,
      vat_cents: 24510,
      gross_cents: 153510,
      status: 'pending',
    },
    items: [],
    participants: [],
    customer: { ...values.customer, ...GUEST },
    paymentMethod,
    cartId,
    bookedAt: new Date().toISOString(),
  };
}

describe('checkout saga', () => {
  describe('the draft', () => {
    it('is saved at every step change (never the consent) and restored when the checkout opens again', async () => {
      const { store } = await appWithCheckout([3]);
      act(() => {
        store.dispatch(checkoutOpened());
      });
      const values = { ...completeValues(store), consent: true };
      act(() => {
        store.dispatch(checkoutStepSubmitted({ step: 'cart', values, items: store.getState().cart.items }));
      });
      expect(storedDraft()).toEqual({ ...values, consent: false });

      const typed = { ...values, customer: { ...values.customer, street: 'Neue Straße 2' } };
      act(() => {
        store.dispatch(
          checkoutStepSubmitted({ step: 'participants', values: typed, items: store.getState().cart.items }),
        );
      });
      expect(storedDraft()?.customer.street).toBe('Neue Straße 2');

      act(() => {
        store.dispatch(checkoutOpened());
      });
      expect(checkout(store).step).toBe('cart');
      // The form of the page opened again starts from the draft.
      expect(startingValues()).toEqual({ ...typed, consent: false });
    });

    it('without a draft the form starts empty', async () => {
      await appWithCheckout([3]);
      expect(startingValues()).toEqual(emptyCheckoutValues());
    });
  });

  describe('the profile prefill', () => {
    it('fills a signed-in customer’s empty billing fields once the profile is there, keeping what was typed', async () => {
      const draft = emptyCheckoutValues();
      sessionStorage.setItem(
        DRAFT_KEY,
        JSON.stringify({ ...draft, customer: { ...draft.customer, firstName: 'Kathi' } }),
      );
      await signInAs('customer');
      const { store, user } = renderApp('/checkout');
      await fillCart(store, [{ item: cartItemForSession(3) }]);
      await waitFor(() => expect(selectProfile(store.getState())).not.toBeNull());
      await next(user);
      await stepHeading('Teilnehmer');
      // The first seat defaults to the customer, with the name as typed.
      expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Kathi');
      await next(user);
      await stepHeading('Rechnungsdaten');
      expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Kathi');
      expect(screen.getByLabelText(/^Nachname/)).toHaveValue('Neumann');
      expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('kunde@akademie.test');
      expect(screen.getByLabelText(/^Ort/)).toHaveValue('Köln');
      // Something was typed already: the customer type stays as the user left it.
      expect(screen.getByRole('radio', { name: 'Privatperson' })).toBeChecked();
    });

    it('leaves a guest’s form as it is', async () => {
      const { store, user } = renderApp('/checkout');
      await fillCart(store, [{ item: cartItemForSession(3) }]);
      await next(user);
      await stepHeading('Teilnehmer');
      expect(screen.getByLabelText(/^Vorname/)).toHaveValue('');
      expect(selectProfile(store.getState())).toBeNull();
    });
  });

  it('takes an order only from the summary: a request on an earlier step sends nothing', async () => {
    const requests = recordRequests('/rpc/book_cart');
    const { store } = await appWithCheckout([3]);
    const values = completeValues(store);
    act(() => {
      store.dispatch(checkoutOpened());
      store.dispatch(checkoutStepSubmitted({ step: 'cart', values, items: store.getState().cart.items }));
      store.dispatch(checkoutSubmitted({ ...values, consent: true }));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(checkout(store).status).toBe('idle');
    expect(requests.count()).toBe(0);
  });

  describe('the booked cart is emptied in one place', () => {
    it('an invoice booking: booked, the cart emptied and the draft gone, the booking kept without a cart flag', async () => {
      const requests = recordRequests('/rpc/book_cart');
      const { store } = await appWithCheckout([3]);
      const cartId = store.getState().cart.cartId;
      const values = completeValues(store);
      walkToSummary(store, values);
      act(() => {
        store.dispatch(checkoutSubmitted({ ...values, consent: true }));
      });
      await waitFor(() => expect(checkout(store).bookedId).not.toBeNull());
      await waitFor(() => expect(store.getState().cart.items).toEqual([]));
      expect(store.getState().cart.cartId).not.toBe(cartId);
      expect(storedDraft()).toBeNull();
      const kept = loadCompletedBooking(checkout(store).bookedId!);
      expect(kept).toMatchObject({ cartId, paymentMethod: 'invoice' });
      expect(kept).not.toHaveProperty('cartCleared');
      expect(requests.count()).toBe(1);
    });

    it('a paid online booking: confirming empties the booked cart once; a cart filled since stays', async () => {
      const { store } = await appWithCheckout([3]);
      const cartId = store.getState().cart.cartId;
      const booking = keptBooking(cartId, 'online');
      saveCompletedBooking(booking);
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(emptyCheckoutValues()));

      act(() => {
        store.dispatch(checkoutBookingConfirmed({ bookingId: booking.result.booking_id }));
      });
      expect(storedDraft()).toBeNull();
      await waitFor(() => expect(store.getState().cart.itemCount).toBe(0));
      await waitFor(() => expect(store.getState().cart.cartId).not.toBe(cartId));

      // A reload of the success page after a new date went into the cart: the new cart is not the booked one.
      act(() => {
        store.dispatch(addToCartRequested(cartItemForSession(4)));
      });
      await waitFor(() => expect(store.getState().cart.itemCount).toBe(1));
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(emptyCheckoutValues()));
      act(() => {
        store.dispatch(checkoutBookingConfirmed({ bookingId: booking.result.booking_id }));
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(store.getState().cart.itemCount).toBe(1);
      expect(storedDraft()).not.toBeNull();
    });

    it('a booking the tab does not know, or of another cart, leaves the cart and the draft alone', async () => {
      const { store } = await appWithCheckout([3]);
      const other = keptBooking('cart_1_other', 'online');
      saveCompletedBooking(other);
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(emptyCheckoutValues()));
      act(() => {
        store.dispatch(checkoutBookingConfirmed({ bookingId: other.result.booking_id }));
        store.dispatch(checkoutBookingConfirmed({ bookingId: 'unknown-booking' }));
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(store.getState().cart.itemCount).toBe(1);
      expect(storedDraft()).not.toBeNull();
    });
  });

  it('the price check is a read of the shared API: a lost answer is retried and the order goes through', async () => {
    const { store } = await appWithCheckout([3]);
    const values = completeValues(store);
    walkToSummary(store, values);
    // The first price read of the order gets a 503; every other request is answered as usual.
    let priceReads = 0;
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`, ({ request }) => {
        if (!decodeURIComponent(request.url).includes('seminars(price_net_cents')) return undefined;
        priceReads += 1;
        if (priceReads > 1) return undefined;
        return HttpResponse.json({ code: 'XX000', message: 'busy', details: null, hint: null }, { status: 503 });
      }),
    );
    act(() => {
      store.dispatch(checkoutSubmitted({ ...values, consent: true }));
    });
    await waitFor(() => expect(checkout(store).bookedId).not.toBeNull(), { timeout: 5000 });
    expect(priceReads).toBe(2);
    expect(checkout(store).error).toBeNull();
  });

  it('a failed booking is sent once (a mutation, never retried) and keeps the cart and the draft', async () => {
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/book_cart`, () =>
        HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 }),
      ),
    );
    const requests = recordRequests('/rpc/book_cart');
    const { store } = await appWithCheckout([3]);
    const values = completeValues(store);
    walkToSummary(store, values);
    act(() => {
      store.dispatch(checkoutSubmitted({ ...values, consent: true }));
    });
    await waitFor(() => expect(checkout(store).error).not.toBeNull());
    expect(checkout(store).status).toBe('idle');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    expect(requests.count()).toBe(1);
    expect(store.getState().cart.itemCount).toBe(1);
    expect(storedDraft()?.customer.street).toBe(GUEST.street);
  });
});
