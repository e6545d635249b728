/**
 * Sequence tampering, the attack first: as anon, `select nextval('public.waitlist_queue_seq')` or `setval(…, 1)` worked
 * (only booking_number_seq was revoked), so anyone could burn or rewind the waiting list's queue numbers. Every
 * sequence in schema public is advanced only by security-definer functions; no API role may read, advance or set one
 * — checked for every sequence that exists, so a future sequence cannot reopen it.
 */
import { asRole, asSuperuser, closePool } from '../db/client';
import { expectDbError } from '../db/fixtures';

afterAll(closePool);

const API_ROLES = ['anon', 'authenticated'] as const;

async function publicSequences(): Promise<string[]> {
  const { rows } = await asSuperuser().query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  return rows.map((row) => row.name);
}

describe('an API role tampering with a sequence', () => {
  it('finds the sequences the booking and waiting-list numbers come from', async () => {
    expect(await publicSequences()).toEqual(expect.arrayContaining(['booking_number_seq', 'waitlist_queue_seq']));
  });

  it('holds no privilege on any sequence in schema public', async () => {
    const { rows } = await asSuperuser().query<{ role: string; name: string; privilege: string }>(
      `select r.role, c.relname as name, p.privilege
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated']) as r(role)
       cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as p(privilege)
       where n.nspname = 'public' and c.relkind = 'S'
         and has_sequence_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(rows).toEqual([]);
  });

  it.each(API_ROLES)('as %s cannot advance or rewind the waiting-list queue numbers', async (role) => {
    const before = await asSuperuser().query<{ last_value: string }>(
      'select last_value from public.waitlist_queue_seq',
    );
    for (const sql of [
      "select nextval('public.waitlist_queue_seq')",
      "select setval('public.waitlist_queue_seq', 1)",
      "select currval('public.waitlist_queue_seq')",
      'select last_value from public.waitlist_queue_seq',
    ]) {
      const error = await expectDbError(() => asRole(role).query(sql));
      expect(error.code).toBe('42501');
    }
    const after = await asSuperuser().query<{ last_value: string }>('select last_value from public.waitlist_queue_seq');
    expect(after.rows).toEqual(before.rows);
  });
});
