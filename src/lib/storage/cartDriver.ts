import type localforage from 'localforage';
import { openCartDatabase, type StoredCart } from './cartDatabase';
import { CART_STORE_NAME } from '@/config/constants';

/** The localforage driver name under which the cart store is registered. */
export const CART_DRIVER = 'seminarCartIndexedDb';

type Driver = Parameters<typeof localforage.defineDriver>[0];

/**
 * A localforage driver over the cart database (docs/architecture.md): localforage stays the storage API of the app, while
 * the database keeps exactly docs/states.md's schema. Values are the cart records themselves (their `id` is the key).
 */
export const cartDriver: Driver = {
  _driver: CART_DRIVER,
  _support: () => Promise.resolve(typeof indexedDB !== 'undefined'),
  async _initStorage() {
    await openCartDatabase();
  },
  async getItem<T>(key: string): Promise<T | null> {
    const db = await openCartDatabase();
    return ((await db.get(CART_STORE_NAME, key)) as T | undefined) ?? null;
  },
  async setItem<T>(key: string, value: T): Promise<T> {
    const record = value as unknown as StoredCart;
    if (record.id !== key) throw new Error(`Cart record id ${record.id} does not match its key ${key}`);
    const db = await openCartDatabase();
    await db.put(CART_STORE_NAME, record);
    return value;
  },
  async removeItem(key: string): Promise<void> {
    const db = await openCartDatabase();
    await db.delete(CART_STORE_NAME, key);
  },
  async clear(): Promise<void> {
    const db = await openCartDatabase();
    await db.clear(CART_STORE_NAME);
  },
  async length(): Promise<number> {
    const db = await openCartDatabase();
    return db.count(CART_STORE_NAME);
  },
  async key(index: number): Promise<string> {
    const db = await openCartDatabase();
    const keys = await db.getAllKeys(CART_STORE_NAME);
    return keys[index] as string;
  },
  async keys(): Promise<string[]> {
    const db = await openCartDatabase();
    return (await db.getAllKeys(CART_STORE_NAME)) as string[];
  },
  async iterate<T, U>(iteratee: (value: T, key: string, iterationNumber: number) => U): Promise<U> {
    const db = await openCartDatabase();
    let cursor = await db.transaction(CART_STORE_NAME).store.openCursor();
    let iteration = 1;
    while (cursor) {
      const result = iteratee(cursor.value as T, cursor.key as string, iteration++);
      if (result !== undefined) return result;
      cursor = await cursor.continue();
    }
    return undefined as U;
  },
} as Driver;
