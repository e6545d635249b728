/**
 * Where the demo database survives a reload. The browser demo saves to `localStorage` (debounced, so a burst of writes
 * costs one save); Jest uses no persistence at all.
 */
import type { Row } from './schema';

export interface DbSnapshot {
  fingerprint: string;
  tables: Record<string, Row[]>;
  sequences: Record<string, number>;
}

export interface PersistenceAdapter {
  load(): DbSnapshot | null;
  save(snapshot: () => DbSnapshot): void;
  clear(): void;
}

export const DEMO_DB_STORAGE_KEY = 'demo-db-v1';

export function localStoragePersistence(key: string = DEMO_DB_STORAGE_KEY, debounceMs = 150): PersistenceAdapter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => DbSnapshot) | undefined;
  const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
  const write = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const snapshot = pending;
    pending = undefined;
    if (!snapshot) return;
    try {
      storage()?.setItem(key, JSON.stringify(snapshot()));
    } catch (error) {
      console.warn('[mock db] could not persist the demo database', error);
    }
  };
  // A navigation right after a write (following a mail link, the payment page's redirect) must not lose it:
  // pagehide fires before the page goes, and localStorage writes are synchronous.
  if (typeof addEventListener === 'function') addEventListener('pagehide', write);
  return {
    load() {
      try {
        const text = storage()?.getItem(key);
        return text ? (JSON.parse(text) as DbSnapshot) : null;
      } catch {
        return null; // a corrupt or foreign value: start from the seed again
      }
    },
    save(snapshot) {
      pending = snapshot;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(write, debounceMs);
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      storage()?.removeItem(key);
    },
  };
}

export const noPersistence: PersistenceAdapter = { load: () => null, save: () => undefined, clear: () => undefined };
