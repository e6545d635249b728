/**
 * The Demo-Postfach API for the app's mailbox page (demo only, no Supabase counterpart):
 * `GET /demo/mailbox?to=` lists mails newest first, `DELETE /demo/mailbox?to=` or `?id=` removes them, and
 * `POST /demo/reset` puts the whole demo database back to its seed (footer button "Demo-Daten zurücksetzen").
 */
import { http, type RequestHandler } from 'msw';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { MockDb } from '../db/mockDb';
import { deleteMails, listMails } from '../mailbox/mailbox';
import { withCors } from './cors';

export function mailboxHandlers(getDb: () => MockDb): RequestHandler[] {
  return [
    http.get(`${DEMO_SUPABASE_URL}/demo/mailbox`, ({ request }) => {
      return withCors(Response.json(listMails(getDb(), new URL(request.url).searchParams.get('to'))));
    }),
    http.delete(`${DEMO_SUPABASE_URL}/demo/mailbox`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      deleteMails(getDb(), { to: params.get('to'), id: params.get('id') });
      return withCors(new Response(null, { status: 204 }));
    }),
    http.post(`${DEMO_SUPABASE_URL}/demo/reset`, () => {
      getDb().reset();
      return withCors(new Response(null, { status: 204 }));
    }),
  ];
}
