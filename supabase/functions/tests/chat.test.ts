// chat for real: the rule-based engine answers from the catalogue it reads on PostgreSQL as `anon`.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { handleChat } from '../chat/handler.ts';
import { closeFunctionsPool, serveFunction, sql } from './support.ts';

Deno.test('chat answers from the live catalogue; bad requests get their status', async () => {
  const fn = serveFunction(handleChat);
  const ask = (body: unknown) => fetch(`${fn.url}/`, { method: 'POST', body: JSON.stringify(body) });
  try {
    const answer = await ask({ message: 'Was kostet das Seminar SEO-Grundlagen?' });
    equal(answer.status, 200);
    const body = (await answer.json()) as { text: string; intent: string; links: Array<{ href: string }> };
    const [seminar] = await sql('select price_net_cents from public.seminars where slug = $1', ['seo-grundlagen']);
    ok(body.text.includes('SEO'), body.text);
    ok(body.text.includes(new Intl.NumberFormat('de-DE').format(seminar!.price_net_cents / 100)), body.text);

    // The rebooking terms are settings columns the function selects (SETTINGS_COLUMNS) and anon may read.
    const rebooking = await ask({ message: 'Was kostet eine Umbuchung?' });
    equal(rebooking.status, 200);
    const terms = (await rebooking.json()) as { text: string; intent: string };
    const [settings] = await sql(
      'select free_rebooking_days, rebooking_fee_net_cents, rebooking_fee_percent from public.settings where id = 1',
    );
    equal(terms.intent, 'rebooking');
    ok(terms.text.includes(`Bis ${settings!.free_rebooking_days} Tage vor dem ersten Seminartag`), terms.text);
    const euros = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 });
    const fee =
      settings!.rebooking_fee_net_cents === null
        ? `${settings!.rebooking_fee_percent} % des Seminarpreises`
        : `${euros.format(settings!.rebooking_fee_net_cents / 100)}\u00a0€ zzgl. MwSt.`;
    ok(terms.text.includes(`Umbuchungsgebühr von ${fee}`), terms.text);

    equal((await ask({})).status, 400);
    equal((await fetch(`${fn.url}/`)).status, 405);
    const preflight = await fetch(`${fn.url}/`, { method: 'OPTIONS' });
    equal(preflight.status, 200);
    deepStrictEqual(preflight.headers.get('access-control-allow-origin'), '*');
    await preflight.body?.cancel();
  } finally {
    await fn.close();
    await closeFunctionsPool();
  }
});
