import { ADMIN, ALICE, BOB, BOOK } from '../fixtures/librarySeed';
import { anonClient, serviceClient, signedInClient, useLibraryBackend } from '../support/testBackend';

const db = useLibraryBackend();

const titlesOf = (rows: { title: string }[] | null) => (rows ?? []).map((row) => row.title).sort();

describe('row-level security', () => {
  it('filters selects silently by role and user', async () => {
    const anon = await anonClient().from('books').select('title');
    expect(anon.data).toHaveLength(4);
    const alice = await (await signedInClient(ALICE)).from('books').select('title');
    expect(titlesOf(alice.data)).toContain('Alices Entwurf');
    const bob = await (await signedInClient(BOB)).from('books').select('title').eq('id', BOOK.aliceDraft);
    expect(bob).toMatchObject({ data: [], error: null });
    const service = await serviceClient().from('books').select('title');
    expect(service.data).toHaveLength(5);
  });

  it('refuses inserts failing WITH CHECK: 401 for anon, 403 for a signed-in user', async () => {
    const anon = await anonClient().from('reviews').insert({ book_id: BOOK.faust, user_id: ALICE.id, stars: 1 });
    expect(anon.status).toBe(401);
    expect(anon.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "reviews"',
    });
    const bob = await signedInClient(BOB);
    const forged = await bob.from('reviews').insert({ book_id: BOOK.faust, user_id: ALICE.id, stars: 1 });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const own = await bob.from('reviews').insert({ book_id: BOOK.faust, stars: 2 }).select('user_id').single();
    expect(own.data).toEqual({ user_id: BOB.id });
  });

  it("leaves other users' rows untouched on update and delete", async () => {
    const bob = await signedInClient(BOB);
    const update = await bob.from('books').update({ title: 'Gehackt' }).eq('id', BOOK.faust).select();
    expect(update).toMatchObject({ data: [], error: null });
    const remove = await bob.from('books').delete().eq('id', BOOK.faust).select();
    expect(remove).toMatchObject({ data: [], error: null });
    expect(
      db()
        .rows('books')
        .find((b) => b.id === BOOK.faust)?.title,
    ).toBe('Faust');
  });

  it('refuses an update whose new row fails WITH CHECK', async () => {
    const alice = await signedInClient(ALICE);
    const { status, error } = await alice.from('books').update({ owner_id: BOB.id }).eq('id', BOOK.faust);
    expect(status).toBe(403);
    expect(error?.message).toBe('new row violates row-level security policy for table "books"');
  });

  it('lets policies look up roles (admins manage authors)', async () => {
    const alice = await signedInClient(ALICE);
    expect((await alice.from('authors').insert({ name: 'Rilke' })).status).toBe(403);
    const admin = await signedInClient(ADMIN);
    expect((await admin.from('authors').insert({ name: 'Rilke' })).status).toBe(201);
  });
});
