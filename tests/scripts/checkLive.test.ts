/**
 * `npm run check:live` (scripts/check-live.ts; docs/operations.md, "Check a live configuration") against the local
 * Supabase stand-in (the demo's mock backend behind Supabase's HTTP API) and local stand-ins for Stripe and the mail
 * provider, all on 127.0.0.1.
 *
 * The mock has no pg_cron, pg_net or Vault (the demo schedules in-process), and its ops_health says so. A project
 * set up by docs/operations.md has them: `front` passes every request through to the stand-in and, where a test asks
 * for it, answers those three parts of ops_health as such a project would (its jobs = `installedJobs`); the functions
 * and the RLS of the report stay the mock's own.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { DEMO_SUPABASE_SERVICE_ROLE_KEY } from '../../mocks';
import { DEMO_JWT_SECRET } from '../../mocks/auth/keys';
import { server } from '../../mocks/node';
import {
  checkLive,
  formatResults,
  publicFunctionNames,
  scheduledCronJobs,
  type CheckResult,
  type Env,
} from '../../scripts/check-live';
import { startSupabaseStandIn, type SupabaseStandIn } from '../../scripts/lib/supabaseStandIn';
import { DEMO_SUPABASE_ANON_KEY } from '../../src/config/demoAnonKey';

const ROOT = path.join(__dirname, '../..');
const STRIPE_KEY = 'sk_test_checklive';
const MAIL_KEY = 're_checklive';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void | Promise<void>;

async function listen(handler: Handler): Promise<{ url: string; server: Server }> {
  const httpServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handler(request, Buffer.concat(chunks).toString('utf8'), response)).catch(() => {
        response.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`, server: httpServer };
}

const close = (s: Server) =>
  new Promise<void>((resolve) => {
    s.close(() => resolve());
    s.closeAllConnections();
  });

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

let standIn: SupabaseStandIn;
let front: { url: string; server: Server };
let stripe: { url: string; server: Server };
let mail: { url: string; server: Server };
let unreachable: string;
/** null: ops_health as the mock answers it; a list: as a project with pg_cron (these jobs), pg_net and Vault. */
let installedJobs: string[] | null = null;
let opsHealthBodies: { _functions: string[]; _cron_jobs: string[] }[] = [];

beforeAll(async () => {
  standIn = await startSupabaseStandIn({ port: 0 });
  front = await listen(async (request, body, response) => {
    const upstream = await fetch(`${standIn.url}${request.url ?? '/'}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => ['apikey', 'authorization', 'content-type'].includes(name)),
      ) as Record<string, string>,
      body: request.method === 'GET' ? undefined : body,
    });
    const text = await upstream.text();
    if (request.url === '/rest/v1/rpc/ops_health' && upstream.status === 200) {
      const asked = JSON.parse(body) as { _functions: string[]; _cron_jobs: string[] };
      opsHealthBodies.push(asked);
      if (installedJobs) {
        const jobs = installedJobs;
        const report = JSON.parse(text) as Record<string, unknown>;
        json(response, 200, {
          ...report,
          pg_cron: true,
          pg_net: true,
          cron_jobs_missing: asked._cron_jobs.filter((job) => !jobs.includes(job)),
          vault_secrets_missing: [],
        });
        return;
      }
    }
    response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'text/plain' });
    response.end(text);
  });
  stripe = await listen((request, _body, response) => {
    if (request.url !== '/v1/balance') return json(response, 404, {});
    if (request.headers.authorization !== `Bearer ${STRIPE_KEY}`) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    return json(response, 200, { object: 'balance', available: [] });
  });
  // Resend's GET /domains, Postmark's GET /server and a relay's send endpoint (which answers GET with 405).
  mail = await listen((request, _body, response) => {
    if (request.url === '/server') {
      if (request.headers['x-postmark-server-token'] !== MAIL_KEY) return json(response, 401, { ErrorCode: 10 });
      return json(response, 200, { ID: 1, Name: 'Akademie' });
    }
    if (request.url === '/send') {
      if (request.headers.authorization !== `Bearer ${MAIL_KEY}`) return json(response, 401, {});
      return json(response, 405, {});
    }
    if (request.url !== '/domains') return json(response, 404, {});
    if (request.headers.authorization !== `Bearer ${MAIL_KEY}`) {
      return json(response, 401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' });
    }
    return json(response, 200, { data: [{ name: 'akademie.test', status: 'verified' }] });
  });
  // A port that was free a moment ago: nothing answers there.
  const gone = await listen(() => undefined);
  unreachable = gone.url;
  await close(gone.server);
});

afterAll(async () => {
  await Promise.all([standIn.close(), close(front.server), close(stripe.server), close(mail.server)]);
});

beforeEach(() => {
  installedJobs = scheduledCronJobs(ROOT);
  opsHealthBodies = [];
  // Jest's MSW server intercepts fetch in this process: the requests to the local servers go out over the socket.
  for (const url of [standIn.url, front.url, stripe.url, mail.url, unreachable]) {
    server.use(http.all(`${url}/*`, () => passthrough()));
  }
});

function completeEnv(): Env {
  return {
    SUPABASE_URL: front.url,
    SUPABASE_ANON_KEY: DEMO_SUPABASE_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: DEMO_SUPABASE_SERVICE_ROLE_KEY,
    SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
    SITE_URL: 'https://www.digitalakademie.test',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_checklive',
    STRIPE_API_URL: stripe.url,
    MAIL_PROVIDER: 'resend',
    MAIL_API_KEY: MAIL_KEY,
    MAIL_API_URL: `${mail.url}/emails`,
    MAIL_FROM: 'Digitalakademie Deutschland <buchung@akademie.test>',
  };
}

const failed = (results: CheckResult[]) => results.filter((r) => !r.ok).map((r) => r.message);
const check = (env: Env) => checkLive(env, { root: ROOT, timeoutMs: 5000 });

describe('check:live', () => {
  it('derives what it expects: the RPCs from the database types, the jobs from the migrations', () => {
    const functions = publicFunctionNames(ROOT);
    expect(functions).toEqual(expect.arrayContaining(['book_cart', 'has_role', 'ops_health', 'cancel_booking']));
    expect(functions).toEqual([...functions].sort());
    expect(scheduledCronJobs(ROOT)).toEqual(
      expect.arrayContaining(['expire-booking-holds', 'expire-waitlist-offers', 'send-mail']),
    );
  });

  it('passes every check of a complete configuration, and asks ops_health for those lists', async () => {
    const results = await check(completeEnv());
    expect(failed(results)).toEqual([]);
    const messages = results.map((r) => r.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'project reachable with the anon key',
        'settings row present',
        'RLS on for every public table',
        'STRIPE_SECRET_KEY accepted by Stripe (test mode)',
        'MAIL_API_KEY accepted by resend',
        'sender domain akademie.test verified at resend',
      ]),
    );
    expect(messages).toContain(`${publicFunctionNames(ROOT).length} RPCs of the database types present`);
    expect(opsHealthBodies).toEqual([{ _functions: publicFunctionNames(ROOT), _cron_jobs: scheduledCronJobs(ROOT) }]);
    expect(formatResults(results).split('\n').at(-1)).toBe('Complete.');
  });

  it('names a missing variable', async () => {
    const env = completeEnv();
    delete env.MAIL_FROM;
    delete env.STRIPE_WEBHOOK_SECRET;
    expect(failed(await check(env))).toEqual(['STRIPE_WEBHOOK_SECRET is not set', 'MAIL_FROM is not set']);
  });

  it('names a Stripe key that Stripe refuses (401) and a mail key the provider refuses', async () => {
    const results = await check({ ...completeEnv(), STRIPE_SECRET_KEY: 'sk_live_wrong', MAIL_API_KEY: 're_wrong' });
    expect(failed(results)).toEqual([
      'STRIPE_SECRET_KEY refused by Stripe (HTTP 401)',
      'MAIL_API_KEY refused by resend (HTTP 401)',
    ]);
  });

  it('reads Postmark and an SMTP relay with their own requests', async () => {
    const postmark = { ...completeEnv(), MAIL_PROVIDER: 'postmark', MAIL_API_URL: `${mail.url}/email` };
    expect(failed(await check(postmark))).toEqual([]);
    expect(failed(await check({ ...postmark, MAIL_API_KEY: 'wrong' }))).toEqual([
      'MAIL_API_KEY refused by postmark (HTTP 401)',
    ]);
    const relay = { ...completeEnv(), MAIL_PROVIDER: 'smtp-http', MAIL_API_URL: `${mail.url}/send` };
    const results = await check(relay);
    expect(failed(results)).toEqual([]);
    expect(results.map((r) => r.message)).toContain('MAIL_API_URL reachable (HTTP 405)');
    expect(failed(await check({ ...relay, MAIL_API_KEY: 'wrong' }))).toEqual([
      'MAIL_API_KEY refused by the relay (HTTP 401)',
    ]);
    const { MAIL_API_URL: _unset, ...withoutUrl } = relay;
    expect(failed(await check(withoutUrl))).toEqual(['MAIL_API_URL is not set']);
  });

  it('names a sender domain the provider has not verified', async () => {
    expect(failed(await check({ ...completeEnv(), MAIL_FROM: 'buchung@example.de' }))).toEqual([
      'sender domain example.de not verified at resend (not added): SPF/DKIM records',
    ]);
  });

  it('names an unreachable project and checks nothing behind it', async () => {
    const results = await check({ ...completeEnv(), SUPABASE_URL: unreachable });
    expect(failed(results)).toEqual([expect.stringMatching(/^project not reachable at http:\/\/127\.0\.0\.1:\d+ \(/)]);
    expect(results.map((r) => r.message)).not.toContain('RLS on for every public table');
  });

  it('names keys that are not the project’s: a service key as anon key, a JWT secret that does not sign it', async () => {
    expect(failed(await check({ ...completeEnv(), SUPABASE_ANON_KEY: DEMO_SUPABASE_SERVICE_ROLE_KEY }))).toEqual([
      'SUPABASE_ANON_KEY is a key of role service_role, not anon',
    ]);
    expect(failed(await check({ ...completeEnv(), SUPABASE_JWT_SECRET: 'another-secret' }))).toEqual([
      'SUPABASE_JWT_SECRET does not verify SUPABASE_ANON_KEY: not this project’s JWT secret',
    ]);
  });

  it('reports what the backend itself lacks: the mock has no pg_cron, pg_net or Vault', async () => {
    installedJobs = null;
    expect(failed(await check(completeEnv()))).toEqual([
      'pg_cron not installed',
      'pg_net not installed',
      `cron jobs missing: ${scheduledCronJobs(ROOT).join(', ')}`,
      'Vault secrets missing: project_url, service_role_key',
    ]);
  });

  it('names the cron jobs a project lacks', async () => {
    installedJobs = ['send-mail'];
    expect(failed(await check(completeEnv()))).toEqual([
      `cron jobs missing: ${scheduledCronJobs(ROOT)
        .filter((job) => job !== 'send-mail')
        .join(', ')}`,
    ]);
  });

  it('without the service role key, says what it could not check', async () => {
    const env = completeEnv();
    delete env.SUPABASE_SERVICE_ROLE_KEY;
    const results = await check(env);
    expect(failed(results)).toEqual([
      'SUPABASE_SERVICE_ROLE_KEY is not set: RPCs, RLS, cron jobs and Vault not checked',
    ]);
    expect(opsHealthBodies).toEqual([]);
  });

  describe('as a command', () => {
    /** Runs the script as `npm run check:live` does, from a directory without `.env`, with exactly `env`. */
    function run(env: Env): Promise<{ code: number; stdout: string }> {
      const cwd = mkdtempSync(path.join(tmpdir(), 'check-live-'));
      return new Promise((resolve) => {
        execFile(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          [path.join(ROOT, 'scripts/check-live.ts')],
          { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 60_000 },
          (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
        );
      });
    }

    it('exits 0 with one ✓ line per check for a complete configuration', async () => {
      const { code, stdout } = await run(completeEnv());
      const lines = stdout.trim().split('\n');
      expect(lines.at(-1)).toBe('Complete.');
      expect(lines.slice(0, -1).every((line) => line.startsWith('✓ '))).toBe(true);
      expect(code).toBe(0);
    }, 60_000);

    it('exits 1 and names what is missing', async () => {
      const env = completeEnv();
      delete env.SUPABASE_ANON_KEY;
      const { code, stdout } = await run({ ...env, STRIPE_SECRET_KEY: 'sk_live_wrong' });
      expect(stdout).toContain('✗ SUPABASE_ANON_KEY is not set');
      expect(stdout).toContain('✗ STRIPE_SECRET_KEY refused by Stripe (HTTP 401)');
      expect(stdout.trim().split('\n').at(-1)).toMatch(/^\d+ of \d+ checks failed\.$/);
      expect(code).toBe(1);
    }, 60_000);
  });
});
