/**
 * The Demo-Postfach API for the app's mailbox page (demo only, no Supabase counterpart):
 * `GET /demo/mailbox?to=` lists mails newest first, `GET /demo/mailbox/:id/attachments/:index` downloads an
 * attachment (invoice PDF, calendar file), `DELETE /demo/mailbox?to=` or `?id=` removes them, and
 * `POST /demo/reset` puts the whole demo database back to its seed (footer button "Demo-Daten zurücksetzen").
 */
import { http, type RequestHandler } from 'msw';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import type { MockDb } from '../db/mockDb';
import { demoAttachment } from '../app/mail/demoSender';
import { deleteMails, findMail, listMails } from '../mailbox/mailbox';
import { withCors } from './cors';

export function mailboxHandlers(getDb: () => MockDb): RequestHandler[] {
  return [
    http.get(`${DEMO_SUPABASE_URL}/demo/mailbox`, ({ request }) => {
      return withCors(Response.json(listMails(getDb(), new URL(request.url).searchParams.get('to'))));
    }),
    http.get(`${DEMO_SUPABASE_URL}/demo/mailbox/:id/attachments/:index`, async ({ params }) => {
      const db = getDb();
      const mail = findMail(db, String(params.id));
      const file = mail ? await demoAttachment(db, mail, Number(params.index)) : null;
      if (!file) return withCors(Response.json({ message: 'Anhang nicht gefunden' }, { status: 404 }));
      return withCors(
        new Response(new Uint8Array(file.content), {
          headers: {
            'Content-Type': file.contentType,
            'Content-Disposition': `attachment; filename="${file.filename}"`,
          },
        }),
      );
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
