/**
 * Every story starts from clean storage: what a story before wrote (a checkout draft, a stored booking, consent, a
 * cart in IndexedDB) is gone when the project's store loader has run — in Storybook, where nothing else clears it.
 */
import type { StoryContext } from '@storybook/react';
import { storeLoader, type StoryLoaded } from '../../.storybook/decorators';
import { loadCart, saveCart } from '@/lib/storage';

function context(parameters: Record<string, unknown> = {}): StoryContext {
  return { parameters, id: 'clean-storage' } as unknown as StoryContext;
}

it('empties sessionStorage, localStorage and the cart database before a story', async () => {
  sessionStorage.setItem('checkout-draft', '{"customer":{"firstName":"Erika"}}');
  localStorage.setItem('consent', '{"analytics":"accepted"}');
  await saveCart({ id: 'cart_leak', items: [], createdAt: Date.now(), updatedAt: Date.now() }, Date.now());
  expect(await loadCart('cart_leak')).not.toBeNull();

  const { store } = (await storeLoader(context())) as StoryLoaded;
  store.stopSagas();

  expect(Object.keys(sessionStorage)).toEqual([]);
  expect(Object.keys(localStorage).filter((key) => !key.startsWith('sb-'))).toEqual([]);
  expect(await loadCart('cart_leak')).toBeFalsy();
});

it('hides the consent banner unless a story asks for it', async () => {
  const hidden = (await storeLoader(context({ consentBanner: 'hidden' }))) as StoryLoaded;
  hidden.store.stopSagas();
  expect(hidden.store.getState().consent.bannerOpen).toBe(false);
  const shown = (await storeLoader(context({ consentBanner: 'shown' }))) as StoryLoaded;
  shown.store.stopSagas();
  expect(shown.store.getState().consent.bannerOpen).toBe(true);
});
