import type * as StorageModule from '@/lib/storage';

/**
 * The cart's storage (localforage + idb, ~10 KB gzip) is not needed for the first paint: it is fetched when the cart
 * saga first touches storage, right after the page has rendered.
 */
export type CartStorage = typeof StorageModule;

let storage: Promise<CartStorage> | null = null;

export function cartStorage(): Promise<CartStorage> {
  storage ??= import(/* webpackChunkName: "cart-storage" */ '@/lib/storage').catch((error: unknown) => {
    storage = null;
    throw error;
  });
  return storage;
}
