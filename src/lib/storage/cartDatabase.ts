import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { CART_DB_NAME, CART_DB_VERSION, CART_EXPIRES_AT_INDEX, CART_STORE_NAME } from '@/config/constants';

/** A stored cart (docs/states.md): the items plus its timestamps (epoch milliseconds). */
export interface StoredCart<Item = unknown> {
  id: string;
  items: Item[];
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
}

interface CartSchema extends DBSchema {
  [CART_STORE_NAME]: {
    key: string;
    value: StoredCart;
    indexes: { [CART_EXPIRES_AT_INDEX]: number };
  };
}

export type CartDatabase = IDBPDatabase<CartSchema>;

let database: Promise<CartDatabase> | null = null;

/**
 * Opens exactly the schema of docs/states.md: database `SeminarCartDB`, version 1, object store `carts` keyed by `id`
 * with an index on `expiresAt`. (localforage's own IndexedDB driver can create neither the index nor keep the
 * version, hence this.)
 */
export function openCartDatabase(): Promise<CartDatabase> {
  database ??= openDB<CartSchema>(CART_DB_NAME, CART_DB_VERSION, {
    upgrade(db) {
      const store = db.createObjectStore(CART_STORE_NAME, { keyPath: 'id' });
      store.createIndex(CART_EXPIRES_AT_INDEX, CART_EXPIRES_AT_INDEX);
    },
    // Another tab of an older version would block the open; there is only version 1, so close politely.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

/** Tests start each case with a closed connection (fake-indexeddb is reset between files). */
export async function closeCartDatabase(): Promise<void> {
  const open = database;
  database = null;
  if (open) (await open).close();
}
