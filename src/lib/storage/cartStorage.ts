import localforage from 'localforage';
import { CART_DB_NAME, CART_EXPIRES_AT_INDEX, CART_LIFETIME_MS, CART_STORE_NAME } from '@/config/constants';
import { openCartDatabase, type StoredCart } from './cartDatabase';
import { CART_DRIVER, cartDriver } from './cartDriver';

let store: Promise<LocalForage> | null = null;
/** localforage keeps its drivers for the page's life: registered once (a second time it only logs that it did). */
let driverDefined: Promise<void> | null = null;

/** Operations still running, so a test can let them finish before it wipes the database. */
const pending = new Set<Promise<unknown>>();

function tracked<T>(operation: Promise<T>): Promise<T> {
  pending.add(operation);
  const forget = () => pending.delete(operation);
  operation.then(forget, forget);
  return operation;
}

/** The localforage instance over the cart database, created once its driver is registered. */
function cartStore(): Promise<LocalForage> {
  store ??= (async () => {
    driverDefined ??= localforage.defineDriver(cartDriver).catch((error: unknown) => {
      driverDefined = null;
      throw error;
    });
    await driverDefined;
    const instance = localforage.createInstance({ name: CART_DB_NAME, storeName: CART_STORE_NAME });
    await instance.setDriver(CART_DRIVER);
    await instance.ready();
    return instance;
  })().catch((error: unknown) => {
    store = null;
    throw error;
  });
  return store;
}

export function loadCart<Item>(id: string): Promise<StoredCart<Item> | null> {
  return tracked(cartStore().then((instance) => instance.getItem<StoredCart<Item>>(id)));
}

/** Saves the cart; every save extends its life to 7 days from now (docs/constants.md). */
export async function saveCart<Item>(
  cart: Omit<StoredCart<Item>, 'expiresAt'>,
  now: number,
): Promise<StoredCart<Item>> {
  const record: StoredCart<Item> = { ...cart, updatedAt: now, expiresAt: now + CART_LIFETIME_MS };
  await (await cartStore()).setItem(record.id, record);
  return record;
}

export function deleteCart(id: string): Promise<void> {
  return tracked(cartStore().then((instance) => instance.removeItem(id)));
}

/** Deletes every stored cart (the demo's reset). */
export function deleteAllCarts(): Promise<void> {
  return tracked(cartStore().then((instance) => instance.clear()));
}

/** Deletes every cart whose time is up, walking the `expiresAt` index; returns how many went. */
export function deleteExpiredCarts(now: number): Promise<number> {
  return tracked(deleteExpiredCartsNow(now));
}

async function deleteExpiredCartsNow(now: number): Promise<number> {
  const db = await openCartDatabase();
  const transaction = db.transaction(CART_STORE_NAME, 'readwrite');
  let cursor = await transaction.store.index(CART_EXPIRES_AT_INDEX).openCursor(IDBKeyRange.upperBound(now));
  let deleted = 0;
  while (cursor) {
    await cursor.delete();
    deleted += 1;
    cursor = await cursor.continue();
  }
  await transaction.done;
  return deleted;
}

/** The most recently stored cart that has not expired (the index ends with the latest expiry). */
export function newestUnexpiredCart<Item>(now: number): Promise<StoredCart<Item> | null> {
  return tracked(newestUnexpiredCartNow<Item>(now));
}

async function newestUnexpiredCartNow<Item>(now: number): Promise<StoredCart<Item> | null> {
  const db = await openCartDatabase();
  const cursor = await db
    .transaction(CART_STORE_NAME)
    .store.index(CART_EXPIRES_AT_INDEX)
    .openCursor(IDBKeyRange.lowerBound(now, true), 'prev');
  return (cursor?.value as StoredCart<Item> | undefined) ?? null;
}

/** Tests: let running operations finish, then forget the open instance. */
export async function resetCartStorageForTests(): Promise<void> {
  await Promise.allSettled([...pending]);
  store = null;
}
