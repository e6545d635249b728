/**
 * A local stand-in for a Supabase project, for measuring the live build (scripts/bench-web.ts): an HTTP server on
 * 127.0.0.1 that answers Supabase's HTTP API (PostgREST tables and RPC, GoTrue, edge functions) with the demo's mock
 * backend. The live bundle and its prerenderer talk to it over a real socket as they would to Supabase, and get the
 * demo's data, so the live pages are prerendered and their data requests succeed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';
import { createAppBackend } from '../../mocks/appBackend';
import { createHandlers } from '../../mocks/handlers';
import { withCors } from '../../mocks/handlers/cors';
import { DEMO_SUPABASE_ANON_KEY } from '../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../src/config/env';

/** The anon key a build against the stand-in carries (`SUPABASE_ANON_KEY`). */
export const STAND_IN_ANON_KEY = 'bench-anon-key';

export interface SupabaseStandIn {
  /** `http://127.0.0.1:<port>`: the build's `SUPABASE_URL`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The incoming request as the mock's handlers expect it: on the demo host (they match `${DEMO_SUPABASE_URL}/rest/v1/…`)
 * and with the demo's anon key, because the mock verifies keys as JWTs signed with its own secret, as Supabase's
 * gateway does; signed-in users' tokens are the mock's own JWTs and pass unchanged.
 */
async function toMockRequest(incoming: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  if (headers.get('apikey') === STAND_IN_ANON_KEY) headers.set('apikey', DEMO_SUPABASE_ANON_KEY);
  if (headers.get('authorization') === `Bearer ${STAND_IN_ANON_KEY}`) {
    headers.set('authorization', `Bearer ${DEMO_SUPABASE_ANON_KEY}`);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(new URL(incoming.url ?? '/', DEMO_SUPABASE_URL), {
    method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

async function answer(incoming: IncomingMessage, handlers: RequestHandler[]): Promise<Response> {
  // The browser asks before every cross-origin API call (the page is served from another port); the handlers never
  // see preflights under MSW (the service worker gets the real request only), so the stand-in answers them as Kong does.
  if (incoming.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': incoming.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      },
    });
  }
  const response = await getResponse(handlers, await toMockRequest(incoming));
  // The handlers add Supabase's CORS headers already; this covers the 404 and any answer that would lack them.
  return withCors(response ?? Response.json({ message: 'no mock handler for this request' }, { status: 404 }));
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  // A flat [name, value, …] list keeps repeated headers (Set-Cookie) apart.
  outgoing.writeHead(response.status, [...response.headers].flat());
  if (!response.body) {
    outgoing.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), outgoing);
}

/** Starts the stand-in on 127.0.0.1 (`port` 0: any free port) with a fresh in-memory backend on the seed. */
export async function startSupabaseStandIn({ port = 0 }: { port?: number } = {}): Promise<SupabaseStandIn> {
  // Made as Jest and the demo prerenderer make theirs (no persistence); its clock is the real one (mocks/clock.ts), so
  // the seed's dates are relative to the day the stand-in starts, as the demo's are to the day it loads.
  const backend = createAppBackend();
  const handlers = createHandlers(() => backend);
  const server = createServer((incoming, outgoing) => {
    answer(incoming, handlers)
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        console.error('[supabase stand-in]', incoming.method, incoming.url, error);
        if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"stand-in failed"}');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
