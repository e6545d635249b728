import '../support/webcrypto';
import {
  createMockBackend,
  createMockDb,
  getMockDb,
  insertRow,
  localStoragePersistence,
  resetMockDb,
  serviceContext,
  useMockBackend,
} from '../../../mocks';
import { librarySchema } from '../fixtures/librarySchema';
import { librarySeed } from '../fixtures/librarySeed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createMockDb', () => {
  // A test's last debounced save (5 ms) must land before the storage is cleared, not in the next test.
  afterEach(async () => {
    await wait(20);
    localStorage.clear();
  });

  it('persists to localStorage (debounced) and loads from it on start', async () => {
    const persistence = localStoragePersistence('test-db', 5);
    const db = createMockDb(librarySchema, librarySeed, { persistence });
    insertRow(db, 'authors', { name: 'Kleist' }, serviceContext(db));
    await wait(20);
    expect(localStorage.getItem('test-db')).toContain('Kleist');
    const reloaded = createMockDb(librarySchema, librarySeed, { persistence: localStoragePersistence('test-db', 5) });
    expect(reloaded.rows('authors').map((a) => a.name)).toContain('Kleist');
    expect(insertRow(reloaded, 'authors', { name: 'Hesse' }, serviceContext(reloaded)).id).toBe(5); // sequence restored
  });

  it('reset() returns to the seed, and a stored copy of another schema is ignored', async () => {
    const db = createMockDb(librarySchema, librarySeed, { persistence: localStoragePersistence('test-db', 5) });
    insertRow(db, 'authors', { name: 'Kleist' }, serviceContext(db));
    db.reset();
    expect(db.rows('authors')).toHaveLength(3);
    localStorage.setItem('test-db', JSON.stringify({ fingerprint: 'old', tables: {}, sequences: {} }));
    const fresh = createMockDb(librarySchema, librarySeed, { persistence: localStoragePersistence('test-db', 5) });
    expect(fresh.rows('books')).toHaveLength(5);
  });

  it('resetMockDb() resets the database the handlers serve', () => {
    const backend = createMockBackend({ ...librarySchema, seed: librarySeed });
    const { db } = backend;
    useMockBackend(backend);
    insertRow(db, 'authors', { name: 'Kleist' }, serviceContext(db));
    resetMockDb();
    expect(getMockDb().rows('authors')).toHaveLength(3);
  });

  it('a failed transaction leaves every table as it was', () => {
    const db = createMockDb(librarySchema, librarySeed);
    const before = db.rows('authors');
    expect(() =>
      db.transaction(() => {
        insertRow(db, 'authors', { name: 'Kleist' }, serviceContext(db));
        insertRow(db, 'authors', { name: 'Kleist' }, serviceContext(db));
      }),
    ).toThrow('duplicate key value violates unique constraint "authors_name_key"');
    expect(db.rows('authors')).toBe(before);
  });
});

/** Deferred constraint triggers of the mock (`deferUntilCommit`): what the guarantee of a date is weighed with. */
describe('deferUntilCommit', () => {
  it('runs once per key when the outermost transaction commits, never after a rollback', () => {
    const db = createMockDb(librarySchema, librarySeed);
    const runs: string[] = [];
    db.transaction(() => {
      db.deferUntilCommit('a', () => runs.push('a1'));
      db.deferUntilCommit('a', () => runs.push('a2'));
      db.transaction(() => db.deferUntilCommit('b', () => runs.push('b')));
      expect(runs).toEqual([]);
    });
    expect(runs).toEqual(['a2', 'b']);

    expect(() =>
      db.transaction(() => {
        db.deferUntilCommit('c', () => runs.push('c'));
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    db.transaction(() => undefined);
    expect(runs).toEqual(['a2', 'b']);
  });

  it('drops what a failed inner transaction deferred, keeps the rest, and runs at once outside a transaction', () => {
    const db = createMockDb(librarySchema, librarySeed);
    const runs: string[] = [];
    db.transaction(() => {
      db.deferUntilCommit('kept', () => runs.push('kept'));
      try {
        db.transaction(() => {
          db.deferUntilCommit('dropped', () => runs.push('dropped'));
          throw new Error('inner');
        });
      } catch {
        // the caller goes on, as after a rolled-back savepoint
      }
    });
    expect(runs).toEqual(['kept']);
    db.deferUntilCommit('now', () => runs.push('now'));
    expect(runs).toEqual(['kept', 'now']);
  });

  it('rolls the transaction back when deferred work fails', () => {
    const db = createMockDb(librarySchema, librarySeed);
    const before = db.rows('authors').length;
    expect(() =>
      db.transaction(() => {
        insertRow(db, 'authors', { name: 'Fontane' }, serviceContext(db));
        db.deferUntilCommit('check', () => {
          throw new Error('deferred check failed');
        });
      }),
    ).toThrow('deferred check failed');
    expect(db.rows('authors')).toHaveLength(before);
  });
});
