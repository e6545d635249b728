/**
 * The browser demo defers the seed's invoices until a page reads them (docs/demo-data.md, "Invoices"): the mock
 * database builds deferred seed tables on the first read or write of one of them, or when it is saved, and the
 * records are the same as the eager seed's (tests/mocks/seed/seedInvoices.test.ts).
 */
import '../support/webcrypto';
import { createMockDb, insertRow, serviceContext } from '../../../mocks';
import { DEFERRED_SEED, type Row, type SeedData } from '../../../mocks/db/schema';
import type { DbSnapshot, PersistenceAdapter } from '../../../mocks/db/persistence';
import { deferSeedInvoicesForTests, productSeed } from '../../../mocks/app/seed';
import { productSchema } from '../../../mocks/app/schema';
import { INVOICE_COUNTERS, issueInvoice } from '../../../mocks/app/rpc/invoices';
import { librarySchema } from '../fixtures/librarySchema';
import { librarySeed } from '../fixtures/librarySeed';

describe('deferred seed tables', () => {
  function deferredLibrary() {
    const build = jest.fn(() => ({ authors: [{ id: 7, name: 'Fontane' }] }));
    const seed = (): SeedData => {
      const { authors: _authors, ...rest } = librarySeed();
      return { ...rest, [DEFERRED_SEED]: { tables: ['authors'], build } };
    };
    return { build, seed };
  }

  it('are built on the first read of one of them, once, and not by reading other tables', () => {
    const { build, seed } = deferredLibrary();
    const db = createMockDb(librarySchema, seed);
    db.rows('books');
    db.rows('profiles');
    expect(build).not.toHaveBeenCalled();
    expect(db.rows('authors').map((a) => a.name)).toEqual(['Fontane']);
    db.rows('authors');
    expect(build).toHaveBeenCalledTimes(1);
    // The identity sequence continues after the built rows.
    expect(insertRow(db, 'authors', { name: 'Storm' }, serviceContext(db)).id).toBe(8);
  });

  it('are built before the database is saved, so a reload keeps them', () => {
    const { build, seed } = deferredLibrary();
    let saved: (() => DbSnapshot) | undefined;
    const persistence: PersistenceAdapter = { load: () => null, save: (snapshot) => (saved = snapshot), clear() {} };
    const db = createMockDb(librarySchema, seed, { persistence });
    db.setRows('reviews', []);
    expect(build).not.toHaveBeenCalled();
    expect(saved!().tables.authors?.map((a: Row) => a.name)).toEqual(['Fontane']);
  });

  it('stay built when the work that built them fails and rolls back', () => {
    const { build, seed } = deferredLibrary();
    const db = createMockDb(librarySchema, seed);
    expect(() =>
      db.transaction(() => {
        insertRow(db, 'authors', { name: 'Storm' }, serviceContext(db));
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(db.rows('authors').map((a) => a.name)).toEqual(['Fontane']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('come back deferred after a reset', () => {
    const { build, seed } = deferredLibrary();
    const db = createMockDb(librarySchema, seed);
    db.rows('authors');
    db.reset();
    expect(build).toHaveBeenCalledTimes(1);
    expect(db.rows('authors')).toHaveLength(1);
    expect(build).toHaveBeenCalledTimes(2);
  });
});

describe('the browser demo’s seed invoices, deferred', () => {
  afterEach(() => deferSeedInvoicesForTests(false));

  it('are the eager seed’s records once read, and a new invoice continues their numbers', () => {
    const eager = productSeed();
    deferSeedInvoicesForTests(true);
    const deferredSeed = productSeed();
    expect(deferredSeed.invoices).toBeUndefined();
    expect(deferredSeed[DEFERRED_SEED]?.tables).toEqual(['invoices', INVOICE_COUNTERS]);

    const db = createMockDb(productSchema, () => deferredSeed);
    const withoutDefaults = (rows: Row[]) => rows.map(({ created_at: _createdAt, ...rest }) => rest);
    expect(withoutDefaults(db.rows('invoices'))).toEqual(withoutDefaults(eager.invoices ?? []));
    expect(db.rows(INVOICE_COUNTERS)).toEqual(eager[INVOICE_COUNTERS]);

    // A booking made in the demo gets the year's next number, not RE-…-00001 again.
    const pending = db.rows('bookings').find((b) => b.status === 'pending')!;
    db.setRows(
      'bookings',
      db.rows('bookings').map((b) => (b === pending ? { ...b, status: 'confirmed', hold_expires_at: null } : b)),
    );
    const id = issueInvoice(db, String(pending.id))!;
    const issued = db.rows('invoices').find((i) => i.id === id)!;
    const counter = (eager[INVOICE_COUNTERS] ?? []).find((c) => c.kind === 'invoice' && c.year === issued.year);
    expect(issued.seq).toBe(Number(counter?.last ?? 0) + 1);
  });
});
