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
