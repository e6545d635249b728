/**
 * The barrier report form of the Barrierefreiheitserklärung (issue 31, docs/booking-rules.md "Accessibility feedback")
 * is open to anyone, so it is attacked like any open form: huge texts, floods, markup in the text, an address typed in
 * to make the academy mail a stranger, and reading other people's reports.
 */
import type { PoolClient } from 'pg';
import { renderMail } from '../../supabase/functions/_shared/mail';
import { asSuperuser, becomeRole, closePool, transaction } from '../db/client';
import { ADMIN, anon, as, createCustomer, expectDbError } from '../db/fixtures';

afterAll(closePool);

type Outcome = { ok: true } | { ok: false; code: string; detail: unknown };

/** One anonymous submission inside `client`'s transaction; a refusal rolls back only this call (savepoint). */
async function submit(client: PoolClient, args: { message: string; email?: string | null }): Promise<Outcome> {
  await client.query('savepoint attempt');
  try {
    await client.query('select public.submit_accessibility_feedback(_message => $1, _email => $2)', [
      args.message,
      args.email ?? null,
    ]);
    await client.query('release savepoint attempt');
    return { ok: true };
  } catch (error) {
    await client.query('rollback to savepoint attempt');
    const { message, detail } = error as { message: string; detail?: string };
    return { ok: false, code: message, detail: detail ? JSON.parse(detail) : null };
  }
}

/** Runs `fn` as anon on an empty report table, in a transaction that is rolled back (the limits count per hour). */
function asAnonOnEmptyTable<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return transaction(
    async (client) => {
      await client.query('delete from public.accessibility_feedback');
      await becomeRole(client, 'anon');
      return fn(client);
    },
    { rollback: true },
  );
}

describe('barrier reports', () => {
  it('a 1 MB text is refused with the limit, and nothing is stored or mailed', async () => {
    await asAnonOnEmptyTable(async (client) => {
      const outcome = await submit(client, { message: 'x'.repeat(1024 * 1024), email: 'mb@example.test' });
      expect(outcome).toEqual({
        ok: false,
        code: 'INVALID_INPUT',
        detail: { field: 'message', reason: 'too_long', max: 4000 },
      });
      await client.query('reset role');
      const { rows } = await client.query(
        `select (select count(*) from public.accessibility_feedback)::int as reports,
                (select count(*) from public.email_outbox where template = 'accessibility_feedback_academy'
                   and data #>> '{feedback,email}' = 'mb@example.test')::int as mails`,
      );
      expect(rows[0]).toEqual({ reports: 0, mails: 0 });
    });
  });

  it('an empty text or a broken address is refused by field', async () => {
    await asAnonOnEmptyTable(async (client) => {
      expect(await submit(client, { message: '   ' })).toMatchObject({
        detail: { field: 'message', reason: 'required' },
      });
      expect(await submit(client, { message: 'Kontrast zu gering', email: 'kein-at' })).toMatchObject({
        detail: { field: 'email', reason: 'invalid' },
      });
    });
  });

  it('1000 submissions in an hour: 3 per address (+tags are one address), 30 in total, the rest refused', async () => {
    await asAnonOnEmptyTable(async (client) => {
      const perAddress: Outcome[] = [];
      for (const email of [
        'opfer@example.test',
        'Opfer+1@example.test',
        'opfer+2@example.test',
        'OPFER@example.test',
      ]) {
        perAddress.push(await submit(client, { message: 'Barriere', email }));
      }
      expect(perAddress.map((o) => (o.ok ? 'ok' : o.code))).toEqual(['ok', 'ok', 'ok', 'ACCESSIBILITY_FEEDBACK_LIMIT']);
      let accepted = 3;
      for (let i = 0; i < 996; i += 1) {
        const outcome = await submit(client, { message: `Flut ${i}`, email: i % 2 ? `flut${i}@example.test` : null });
        if (outcome.ok) accepted += 1;
        else expect(outcome.code).toBe('ACCESSIBILITY_FEEDBACK_LIMIT');
      }
      expect(accepted).toBe(30);
      await client.query('reset role');
      const { rows } = await client.query(
        `select (select count(*) from public.accessibility_feedback)::int as reports,
                (select count(*) from public.email_outbox where template = 'accessibility_feedback_academy'
                   and data #>> '{feedback,message}' like 'Flut %')::int as flood_mails`,
      );
      expect(rows[0]).toEqual({ reports: 30, flood_mails: 27 });
    });
  });

  it('markup in the text reaches the academy as text, and nothing is mailed to the typed address', async () => {
    const typed = `fremd-${Date.now()}@example.test`;
    const text = 'Bild ohne Alternativtext <img src=x onerror=alert(1)> <a href="https://evil.example">hier</a>';
    await anon().rpc('submit_accessibility_feedback', { _message: text, _email: typed, _name: '<b>Ich</b>' });
    const { rows } = await asSuperuser().query<{ template: string; recipient: string; data: unknown }>(
      `select template, recipient, data from public.email_outbox
       where recipient_key = $1 or data #>> '{feedback,email}' = $1`,
      [typed],
    );
    expect(rows.map((r) => [r.template, r.recipient])).toEqual([
      ['accessibility_feedback_academy', 'info@akademie.test'],
    ]);
    const mail = renderMail(rows[0]!.template, rows[0]!.data, { siteUrl: 'https://akademie.example' });
    expect(mail.html).not.toMatch(/<img|<b>|href="https:\/\/evil/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('an anonymous visitor or a customer cannot read barrier reports; an admin can', async () => {
    const marker = `Lesetest ${Date.now()}`;
    await anon().rpc('submit_accessibility_feedback', { _message: marker, _email: null });
    const read = 'select message from public.accessibility_feedback where message = $1';
    const anonRead = await expectDbError(() => anon().query(read, [marker]));
    expect(anonRead.message).toMatch(/permission denied/);
    const customer = await createCustomer('barriere');
    expect((await as(customer).query(read, [marker])).rows).toEqual([]);
    await expectDbError(() =>
      as(customer).query(`insert into public.accessibility_feedback (message) values ('direkt')`),
    );
    expect((await as(customer).query('delete from public.accessibility_feedback returning id')).rows).toEqual([]);
    expect((await as(ADMIN).query(read, [marker])).rows).toEqual([{ message: marker }]);
  });
});
