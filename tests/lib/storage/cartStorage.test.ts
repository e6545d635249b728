import { CART_LIFETIME_MS } from '@/config/constants';
import {
  closeCartDatabase,
  deleteCart,
  deleteExpiredCarts,
  loadCart,
  newestUnexpiredCart,
  resetCartStorageForTests,
  saveCart,
} from '@/lib/storage';

function rawDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('SeminarCartDB');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function wipe() {
  await resetCartStorageForTests();
  await closeCartDatabase();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('SeminarCartDB');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('cart storage (docs/states.md)', () => {
  beforeEach(wipe);
  afterAll(wipe);

  it('uses exactly database SeminarCartDB, version 1, store carts keyed by id, with an index on expiresAt', async () => {
    await saveCart({ id: 'cart_1_a', items: [], createdAt: T0, updatedAt: T0 }, T0);
    await closeCartDatabase();
    const db = await rawDatabase();
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual(['carts']);
    const store = db.transaction('carts').objectStore('carts');
    expect(store.keyPath).toBe('id');
    expect([...store.indexNames]).toEqual(['expiresAt']);
    expect(store.index('expiresAt').keyPath).toBe('expiresAt');
    db.close();
  });

  it('stores the record of docs/states.md with a 7-day expiry from the last save', async () => {
    const saved = await saveCart({ id: 'cart_1_a', items: [{ x: 1 }], createdAt: T0, updatedAt: T0 }, T0 + 1000);
    expect(saved).toEqual({
      id: 'cart_1_a',
      items: [{ x: 1 }],
      createdAt: T0,
      updatedAt: T0 + 1000,
      expiresAt: T0 + 1000 + CART_LIFETIME_MS,
    });
    expect(await loadCart('cart_1_a')).toEqual(saved);
    await deleteCart('cart_1_a');
    expect(await loadCart('cart_1_a')).toBeNull();
  });

  it('finds the most recently stored unexpired cart', async () => {
    await saveCart({ id: 'old', items: [], createdAt: T0, updatedAt: T0 }, T0);
    await saveCart({ id: 'new', items: [], createdAt: T0, updatedAt: T0 }, T0 + 60_000);
    expect((await newestUnexpiredCart(T0 + 120_000))?.id).toBe('new');
    expect(await newestUnexpiredCart(T0 + 60_000 + CART_LIFETIME_MS)).toBeNull();
  });

  it('deletes expired carts through the expiresAt index and keeps the others', async () => {
    await saveCart({ id: 'expired', items: [], createdAt: T0, updatedAt: T0 }, T0);
    await saveCart({ id: 'fresh', items: [], createdAt: T0, updatedAt: T0 }, T0 + 3 * 86_400_000);
    expect(await deleteExpiredCarts(T0 + CART_LIFETIME_MS + 1)).toBe(1);
    expect(await loadCart('expired')).toBeNull();
    expect(await loadCart('fresh')).not.toBeNull();
  });
});
