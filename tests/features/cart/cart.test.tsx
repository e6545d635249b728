import { act, screen, waitFor } from '@testing-library/react';
import { CART_LIFETIME_MS } from '@/config/constants';
import { addToCartRequested, cartClearRequested, cartQuantityChanged, type CartItemInput } from '@/features/cart';
import { createAppStore } from '@/app/createAppStore';
import { startCart } from '@/app/startCart';
import { loadCart, saveCart, type StoredCart } from '@/lib/storage';
import { SEO_MUENCHEN } from '../../utils/cartItems';
import { renderApp } from '../../utils/renderApp';

const GA4_HAMBURG: CartItemInput = {
  ...SEO_MUENCHEN,
  seminarId: 'a1000000-0000-4000-8000-000000000009',
  sessionId: 'a3000000-0000-4000-8000-000000000035',
  sessionDate: '2026-12-22',
  locationName: 'Digitalakademie Hamburg',
  price: 118810,
  title: 'Google Analytics 4',
  seatsLeft: 5,
};

async function startApp(url = '/') {
  const view = renderApp(url);
  // The stored cart is loaded, and the page's own data has arrived (it would otherwise land after the test).
  await view.settled();
  return view;
}

function storedLine(item: CartItemInput, quantity: number) {
  return { ...item, id: `${item.seminarId}-${item.sessionDate}-${item.startTime}-1`, quantity };
}

describe('cart (docs/states.md, §4, §9)', () => {
  it('starts with a new empty cart when nothing is stored', async () => {
    const { store, location } = await startApp();
    const { cart } = store.getState();
    expect(cart).toMatchObject({ items: [], total: 0, itemCount: 0, isLoading: false });
    expect(cart.cartId).toMatch(/^cart_\d+_[0-9a-z]+$/);
    expect(location().search).toBe('');
  });

  it('adds a new date with quantity 1 and an identical one raises the quantity; every change is stored', async () => {
    const { store, location } = await startApp('/berlin');
    act(() => {
      store.dispatch(addToCartRequested(SEO_MUENCHEN));
    });
    await waitFor(() => expect(store.getState().cart.itemCount).toBe(1));
    const [line] = store.getState().cart.items;
    expect(line!.id).toMatch(new RegExp(`^${SEO_MUENCHEN.seminarId}-2026-12-10-09:00-\\d+$`));
    expect(line!.quantity).toBe(1);
    expect(await screen.findByText('In den Warenkorb gelegt')).toBeInTheDocument();

    act(() => {
      store.dispatch(addToCartRequested(SEO_MUENCHEN));
    });
    await waitFor(() => expect(store.getState().cart.items[0]!.quantity).toBe(2));
    expect(store.getState().cart.total).toBe(2 * 153510);

    const cartId = store.getState().cart.cartId!;
    expect(new URLSearchParams(location().search).get('cartId')).toBe(cartId);
    await waitFor(async () => expect((await loadCart<{ quantity: number }>(cartId))?.items[0]?.quantity).toBe(2));
  });

  it('never adds more seats than are left', async () => {
    const { store } = await startApp();
    for (let i = 0; i < 4; i++) {
      act(() => {
        store.dispatch(addToCartRequested(SEO_MUENCHEN));
      });
    }
    // Two refused adds, two notices.
    expect(await screen.findAllByText('Keine weiteren Plätze frei')).toHaveLength(2);
    expect(store.getState().cart.items[0]!.quantity).toBe(2);
  });

  it("refuses a seminar id that is not a UUID with docs/errors.md's text", async () => {
    const { store } = await startApp();
    act(() => {
      store.dispatch(addToCartRequested({ ...SEO_MUENCHEN, seminarId: 'seo-grundlagen' }));
    });
    const text = await screen.findByText('Invalid seminar ID format. Please refresh the page and try again.');
    // The fixed English text is marked as English for screen readers (WCAG 3.1.2).
    expect(text).toHaveAttribute('lang', 'en');
    expect(store.getState().cart.items).toEqual([]);
    // A refused add is no change: nothing is stored.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await loadCart(store.getState().cart.cartId!)).toBeNull();
  });

  it('removes a line at quantity 0, and an emptied cart takes its id out of the URL', async () => {
    const { store, location } = await startApp('/koeln');
    act(() => {
      store.dispatch(addToCartRequested(SEO_MUENCHEN));
    });
    await waitFor(() => expect(location().search).toContain('cartId='));
    const id = store.getState().cart.items[0]!.id;
    act(() => {
      store.dispatch(cartQuantityChanged({ id, quantity: 0 }));
    });
    expect(store.getState().cart.items).toEqual([]);
    await waitFor(() => expect(location().search).toBe(''));
    expect(location().pathname).toBe('/koeln');
  });

  it('clearing deletes the stored cart, makes a new id and empties the items', async () => {
    const { store } = await startApp();
    act(() => {
      store.dispatch(addToCartRequested(SEO_MUENCHEN));
    });
    const oldId = store.getState().cart.cartId!;
    await waitFor(async () => expect(await loadCart(oldId)).not.toBeNull());
    act(() => {
      store.dispatch(cartClearRequested());
    });
    await waitFor(() => expect(store.getState().cart.cartId).not.toBe(oldId));
    expect(store.getState().cart).toMatchObject({ items: [], total: 0, itemCount: 0 });
    expect(await loadCart(oldId)).toBeNull();
  });

  it('restores the cart named by ?cartId', async () => {
    const now = Date.now();
    await saveCart({ id: 'cart_1_url', items: [storedLine(GA4_HAMBURG, 3)], createdAt: now, updatedAt: now }, now);
    await saveCart(
      { id: 'cart_2_newer', items: [storedLine(SEO_MUENCHEN, 1)], createdAt: now, updatedAt: now },
      now + 1000,
    );
    const { store } = await startApp('/checkout?cartId=cart_1_url');
    expect(store.getState().cart).toMatchObject({ cartId: 'cart_1_url', itemCount: 3, total: 3 * 118810 });
  });

  it('starts from the app start-up, with no screen rendered (as in the browser: sagas first, then the cart)', async () => {
    const now = Date.now();
    await saveCart({ id: 'cart_1_url', items: [storedLine(GA4_HAMBURG, 3)], createdAt: now, updatedAt: now }, now);
    await saveCart({ id: 'cart_2_newer', items: [storedLine(SEO_MUENCHEN, 1)], createdAt: now, updatedAt: now }, now);
    const store = createAppStore();
    expect(store.getState().cart.isLoading).toBe(true);
    store.startSagas();
    startCart(store.dispatch, '?seite=2&cartId=cart_1_url');
    try {
      await waitFor(() => expect(store.getState().cart).toMatchObject({ cartId: 'cart_1_url', itemCount: 3 }));
    } finally {
      store.stopSagas();
    }
  });

  it('otherwise restores the newest unexpired stored cart and puts its id into the URL', async () => {
    const now = Date.now();
    await saveCart(
      { id: 'cart_1_older', items: [storedLine(GA4_HAMBURG, 1)], createdAt: now, updatedAt: now },
      now - 1000,
    );
    await saveCart({ id: 'cart_2_newest', items: [storedLine(SEO_MUENCHEN, 2)], createdAt: now, updatedAt: now }, now);
    const { store, location } = await startApp('/about');
    expect(store.getState().cart).toMatchObject({ cartId: 'cart_2_newest', itemCount: 2 });
    await waitFor(() => expect(location().search).toBe('?cartId=cart_2_newest'));
  });

  it('an unknown ?cartId starts a new empty cart instead of switching to another stored cart', async () => {
    const now = Date.now();
    await saveCart({ id: 'cart_1_other', items: [storedLine(GA4_HAMBURG, 2)], createdAt: now, updatedAt: now }, now);
    const { store, location } = await startApp('/about?cartId=cart_9_unknown');
    expect(store.getState().cart).toMatchObject({ items: [], itemCount: 0 });
    expect(store.getState().cart.cartId).not.toBe('cart_1_other');
    expect(store.getState().cart.cartId).toMatch(/^cart_\d+_[0-9a-z]+$/);
    // An empty cart has no id in the URL.
    await waitFor(() => expect(location().search).toBe(''));
    expect((await loadCart('cart_1_other'))?.items).toHaveLength(1);
  });

  it('an expired ?cartId starts a new empty cart instead of switching to another stored cart', async () => {
    const now = Date.now();
    const eightDaysAgo = now - CART_LIFETIME_MS - 86_400_000;
    await saveCart(
      { id: 'cart_1_expired', items: [storedLine(SEO_MUENCHEN, 1)], createdAt: eightDaysAgo, updatedAt: eightDaysAgo },
      eightDaysAgo,
    );
    await saveCart({ id: 'cart_2_other', items: [storedLine(GA4_HAMBURG, 2)], createdAt: now, updatedAt: now }, now);
    const { store, location } = await startApp('/?cartId=cart_1_expired');
    expect(store.getState().cart).toMatchObject({ items: [], itemCount: 0 });
    expect(store.getState().cart.cartId).not.toBe('cart_2_other');
    expect(store.getState().cart.cartId).not.toBe('cart_1_expired');
    await waitFor(() => expect(location().search).toBe(''));
    expect(await loadCart('cart_1_expired')).toBeNull();
  });

  it("keeps a restored cart's id in the URL across navigation while it has items", async () => {
    const now = Date.now();
    await saveCart({ id: 'cart_1_url', items: [storedLine(GA4_HAMBURG, 1)], createdAt: now, updatedAt: now }, now);
    const { store, user, location } = await startApp('/about?cartId=cart_1_url');
    expect(store.getState().cart).toMatchObject({ cartId: 'cart_1_url', itemCount: 1 });
    await user.click(screen.getAllByRole('link', { name: 'Impressum' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?cartId=cart_1_url'));
    expect(location().pathname).toBe('/impressum');

    const id = store.getState().cart.items[0]!.id;
    act(() => {
      store.dispatch(cartQuantityChanged({ id, quantity: 0 }));
    });
    await waitFor(() => expect(location().search).toBe(''));
    await user.click(screen.getAllByRole('link', { name: 'Datenschutz' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('a restored empty cart follows the empty-cart rule: no id in the URL', async () => {
    const now = Date.now();
    await saveCart({ id: 'cart_1_empty', items: [], createdAt: now, updatedAt: now }, now);
    const fromUrl = await startApp('/about?cartId=cart_1_empty');
    expect(fromUrl.store.getState().cart).toMatchObject({ cartId: 'cart_1_empty', items: [], itemCount: 0 });
    await waitFor(() => expect(fromUrl.location().search).toBe(''));
    fromUrl.unmount();

    const newest = await startApp('/about');
    expect(newest.store.getState().cart).toMatchObject({ items: [], itemCount: 0 });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(newest.location().search).toBe('');
  });

  it('drops stored lines whose seminarId is not a UUID', async () => {
    const now = Date.now();
    await saveCart(
      {
        id: 'cart_1_mixed',
        items: [storedLine(SEO_MUENCHEN, 1), { ...storedLine(GA4_HAMBURG, 2), seminarId: 'kein-uuid' }],
        createdAt: now,
        updatedAt: now,
      },
      now,
    );
    const { store } = await startApp('/?cartId=cart_1_mixed');
    expect(store.getState().cart.items.map((item) => item.title)).toEqual(['SEO-Grundlagen']);
  });

  it('deletes carts older than 7 days on load and starts a new one', async () => {
    const now = Date.now();
    const eightDaysAgo = now - CART_LIFETIME_MS - 86_400_000;
    await saveCart(
      { id: 'cart_1_expired', items: [storedLine(SEO_MUENCHEN, 1)], createdAt: eightDaysAgo, updatedAt: eightDaysAgo },
      eightDaysAgo,
    );
    const { store } = await startApp('/?cartId=cart_1_expired');
    expect(store.getState().cart.cartId).not.toBe('cart_1_expired');
    expect(store.getState().cart.items).toEqual([]);
    expect(await loadCart('cart_1_expired')).toBeNull();
  });

  it('expires a stored cart 7 days after its last change (fake clock)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const first = await startApp();
      act(() => {
        first.store.dispatch(addToCartRequested(SEO_MUENCHEN));
      });
      const cartId = first.store.getState().cart.cartId!;
      await waitFor(async () => expect(await loadCart(cartId)).not.toBeNull());
      const stored = (await loadCart(cartId)) as StoredCart;
      expect(stored.expiresAt - stored.updatedAt).toBe(CART_LIFETIME_MS);
      first.unmount();

      jest.setSystemTime(stored.updatedAt + CART_LIFETIME_MS - 60_000);
      const stillThere = await startApp(`/?cartId=${cartId}`);
      expect(stillThere.store.getState().cart.cartId).toBe(cartId);
      stillThere.unmount();

      jest.setSystemTime(stored.updatedAt + CART_LIFETIME_MS + 60_000);
      const afterExpiry = await startApp(`/?cartId=${cartId}`);
      expect(afterExpiry.store.getState().cart.cartId).not.toBe(cartId);
      expect(await loadCart(cartId)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to a new empty cart when the browser storage fails (no crash, no spinner)', async () => {
    const original = globalThis.indexedDB;
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      value: {
        open: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    });
    try {
      const { store } = await startApp();
      expect(store.getState().cart).toMatchObject({ items: [], isLoading: false });
      expect(store.getState().cart.cartId).toMatch(/^cart_/);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: original });
    }
  });
});
