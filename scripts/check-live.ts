/**
 * `npm run check:live`: checks a live configuration from the outside and names what is missing (docs/operations.md,
 * "Check a live configuration"). Reads the variables of .env.example from the environment, and from `.env` in the
 * working directory if there is one (the environment wins). One line per check, ✓ or ✗; exit code 0 when every check
 * passed, 1 otherwise. Nothing is written anywhere: the project is read with GET requests and `ops_health`, Stripe
 * with GET /v1/balance, the mail provider with its cheapest authenticated read.
 *
 * The lists it expects are derived, not kept here: the RPCs from the generated database types
 * (src/lib/supabase/database.types.ts), the cron jobs from the `cron.schedule` calls of supabase/migrations.
 * STRIPE_API_URL and MAIL_API_URL point the Stripe and mail checks elsewhere (tests: local stand-ins).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Env = Record<string, string | undefined>;

export interface CheckResult {
  ok: boolean;
  /** One short line: what was checked, and on ✗ the variable or the missing thing. */
  message: string;
}

export interface CheckOptions {
  /** The repository checkout the expected lists are read from (default: the working directory). */
  root?: string;
  /** Per request (default 10 s): an unreachable host fails the check instead of hanging it. */
  timeoutMs?: number;
}

const TYPES_FILE = 'src/lib/supabase/database.types.ts';
const MIGRATIONS_DIR = 'supabase/migrations';
const MAIL_PROVIDERS = ['resend', 'postmark', 'smtp-http'] as const;
const DEFAULT_MAIL_BASE: Record<string, string> = {
  resend: 'https://api.resend.com',
  postmark: 'https://api.postmarkapp.com',
};

/** The names of `Database['public']['Functions']` in the generated types, read with the TypeScript parser. */
export function publicFunctionNames(root: string): string[] {
  const file = path.join(root, TYPES_FILE);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const memberNamed = (node: ts.Node | undefined, name: string): ts.TypeLiteralNode | undefined => {
    if (!node || !ts.isTypeLiteralNode(node)) return undefined;
    const member = node.members.find(
      (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText(source) === name,
    );
    return member?.type && ts.isTypeLiteralNode(member.type) ? member.type : undefined;
  };
  let database: ts.TypeNode | undefined;
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'Database') database = node.type;
  });
  const functions = memberNamed(memberNamed(database, 'public'), 'Functions');
  if (!functions) throw new Error(`${TYPES_FILE}: no Database['public']['Functions'] found`);
  return functions.members
    .filter(ts.isPropertySignature)
    .map((m) => m.name.getText(source))
    .sort();
}

/** The pg_cron jobs the migrations leave scheduled: `cron.schedule('name', …)` in file order, less `cron.unschedule`. */
export function scheduledCronJobs(root: string): string[] {
  const dir = path.join(root, MIGRATIONS_DIR);
  const jobs = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const call of sql.matchAll(/cron\.(schedule|unschedule)\(\s*'([^']+)'/g)) {
      if (call[1] === 'schedule') jobs.add(call[2]!);
      else jobs.delete(call[2]!);
    }
  }
  return [...jobs].sort();
}

const pass = (message: string): CheckResult => ({ ok: true, message });
const fail = (message: string): CheckResult => ({ ok: false, message });

/** The payload of a JWT, or null when `token` is not one. */
function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether `token` is an HS256 JWT signed with `secret` (Supabase's legacy keys and sessions). */
function signedWith(token: string, secret: string): boolean {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature ?? '', 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** https, or http on the local machine (a local stack, the tests' stand-ins). */
function webUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url : null;
  } catch {
    return null;
  }
}

/** `<ref>.supabase.co` → ref (a custom domain or a local stack has none). */
const projectRef = (url: URL) => /^([a-z0-9]+)\.supabase\.co$/.exec(url.hostname)?.[1] ?? null;

type ApiKeyKind = 'anon' | 'service_role';

/** A legacy JWT key of that role for this project, or a new-style key of its kind. Null when well-formed. */
function keyProblem(name: string, key: string, kind: ApiKeyKind, url: URL | null): string | null {
  const prefix = kind === 'anon' ? 'sb_publishable_' : 'sb_secret_';
  if (key.startsWith(prefix)) return null;
  const payload = jwtPayload(key);
  if (!payload) return `${name} is neither a JWT nor an ${prefix}… key`;
  if (payload.role !== kind) return `${name} is a key of role ${String(payload.role)}, not ${kind}`;
  const ref = url ? projectRef(url) : null;
  if (ref && typeof payload.ref === 'string' && payload.ref !== ref) {
    return `${name} belongs to project ${payload.ref}, SUPABASE_URL to ${ref}`;
  }
  return null;
}

interface Answer {
  status: number;
  body: unknown;
}

/** GET/POST with a timeout; a network failure is `{ error }` (its cause's code when there is one). */
async function request(url: string, init: RequestInit, timeoutMs: number): Promise<Answer | { error: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body };
  } catch (error) {
    // fetch says "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, bad port); a timeout is its own error.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)) };
  }
}

const isError = (answer: Answer | { error: string }): answer is { error: string } => 'error' in answer;
const list = (names: string[]) => names.join(', ');

interface OpsHealth {
  tables_without_rls: string[];
  pg_cron: boolean;
  pg_net: boolean;
  cron_jobs_missing: string[];
  vault_secrets_missing: string[];
  functions_missing: string[];
}

async function checkSupabase(env: Env, root: string, timeoutMs: number): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const rawUrl = env.SUPABASE_URL?.trim();
  const url = rawUrl ? webUrl(rawUrl) : null;
  if (!rawUrl) results.push(fail('SUPABASE_URL is not set'));
  else if (!url) results.push(fail(`SUPABASE_URL is not an https URL: ${rawUrl}`));
  else results.push(pass(`SUPABASE_URL ${url.origin}`));

  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  const anonProblem = anonKey ? keyProblem('SUPABASE_ANON_KEY', anonKey, 'anon', url) : 'SUPABASE_ANON_KEY is not set';
  results.push(anonProblem ? fail(anonProblem) : pass('SUPABASE_ANON_KEY is an anon key'));

  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  const serviceProblem = serviceKey
    ? keyProblem('SUPABASE_SERVICE_ROLE_KEY', serviceKey, 'service_role', url)
    : 'SUPABASE_SERVICE_ROLE_KEY is not set: RPCs, RLS, cron jobs and Vault not checked';
  results.push(serviceProblem ? fail(serviceProblem) : pass('SUPABASE_SERVICE_ROLE_KEY is a service role key'));

  // Optional: hosted Supabase reserves the SUPABASE_ prefix for its own secrets, so checkout may run without it and
  // identify the booker by the payment token (docs/operations.md, step 6). When given, it must be the project's.
  const jwtSecret = env.SUPABASE_JWT_SECRET?.trim();
  if (jwtSecret && anonKey && !anonProblem && jwtPayload(anonKey)) {
    results.push(
      signedWith(anonKey, jwtSecret)
        ? pass('SUPABASE_JWT_SECRET verifies SUPABASE_ANON_KEY')
        : fail('SUPABASE_JWT_SECRET does not verify SUPABASE_ANON_KEY: not this project’s JWT secret'),
    );
  }

  if (!url || !anonKey || anonProblem) return results;
  const base = url.origin + url.pathname.replace(/\/$/, '');
  const anon = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  const probe = await request(`${base}/rest/v1/settings?select=id&limit=1`, { headers: anon }, timeoutMs);
  if (isError(probe)) {
    results.push(fail(`project not reachable at ${url.origin} (${probe.error})`));
    return results;
  }
  if (probe.status === 401 || probe.status === 403) {
    results.push(fail(`SUPABASE_ANON_KEY refused by the project (HTTP ${probe.status})`));
    return results;
  }
  if (probe.status !== 200) {
    results.push(fail(`project answers HTTP ${probe.status} for the settings table: migrations applied?`));
    return results;
  }
  results.push(pass('project reachable with the anon key'));
  results.push(
    Array.isArray(probe.body) && probe.body.length === 1
      ? pass('settings row present')
      : fail('settings row missing: insert the academy’s data (docs/operations.md)'),
  );

  if (!serviceKey || serviceProblem) return results;
  const functions = publicFunctionNames(root);
  const cronJobs = scheduledCronJobs(root);
  const health = await request(
    `${base}/rest/v1/rpc/ops_health`,
    {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ _functions: functions, _cron_jobs: cronJobs }),
    },
    timeoutMs,
  );
  if (isError(health)) {
    results.push(fail(`ops_health not reachable (${health.error})`));
    return results;
  }
  if (health.status === 401 || health.status === 403) {
    results.push(fail(`SUPABASE_SERVICE_ROLE_KEY refused by the project (HTTP ${health.status})`));
    return results;
  }
  if (health.status === 404) {
    results.push(fail('RPC ops_health missing: migrations not applied (supabase db push)'));
    return results;
  }
  if (health.status !== 200) {
    results.push(fail(`ops_health answered HTTP ${health.status}`));
    return results;
  }
  const report = health.body as OpsHealth;
  results.push(
    report.functions_missing.length === 0
      ? pass(`${functions.length} RPCs of the database types present`)
      : fail(`RPCs missing: ${list(report.functions_missing)} (supabase db push)`),
    report.tables_without_rls.length === 0
      ? pass('RLS on for every public table')
      : fail(`RLS off: ${list(report.tables_without_rls)}`),
    report.pg_cron ? pass('pg_cron installed') : fail('pg_cron not installed'),
    report.pg_net ? pass('pg_net installed') : fail('pg_net not installed'),
    report.cron_jobs_missing.length === 0
      ? pass(`cron jobs present: ${list(cronJobs)}`)
      : fail(`cron jobs missing: ${list(report.cron_jobs_missing)}`),
    report.vault_secrets_missing.length === 0
      ? pass('Vault secrets project_url, service_role_key present')
      : fail(`Vault secrets missing: ${list(report.vault_secrets_missing)}`),
  );
  return results;
}

function checkSiteUrl(env: Env): CheckResult {
  const raw = env.SITE_URL?.trim();
  if (!raw) return fail('SITE_URL is not set');
  const url = webUrl(raw);
  if (!url) return fail(`SITE_URL is not an https URL: ${raw}`);
  if (url.pathname !== '/' || url.search || url.hash) return fail(`SITE_URL must be an origin only: ${raw}`);
  return pass(`SITE_URL ${url.origin}`);
}

async function checkStripe(env: Env, timeoutMs: number): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) results.push(fail('STRIPE_SECRET_KEY is not set'));
  else if (!/^(sk|rk)_(live|test)_\w+$/.test(key)) {
    results.push(fail('STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_… or sk_test_…)'));
  } else {
    const base = (env.STRIPE_API_URL?.trim() || 'https://api.stripe.com').replace(/\/$/, '');
    const answer = await request(`${base}/v1/balance`, { headers: { Authorization: `Bearer ${key}` } }, timeoutMs);
    const mode = key.includes('_test_') ? ' (test mode)' : '';
    if (isError(answer)) results.push(fail(`Stripe not reachable at ${base} (${answer.error})`));
    else if (answer.status === 200) results.push(pass(`STRIPE_SECRET_KEY accepted by Stripe${mode}`));
    else results.push(fail(`STRIPE_SECRET_KEY refused by Stripe (HTTP ${answer.status})`));
  }
  const secret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secret) results.push(fail('STRIPE_WEBHOOK_SECRET is not set'));
  else if (!secret.startsWith('whsec_')) results.push(fail('STRIPE_WEBHOOK_SECRET does not start with whsec_'));
  else results.push(pass('STRIPE_WEBHOOK_SECRET is a signing secret'));
  return results;
}

async function checkMail(env: Env, timeoutMs: number): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const provider = env.MAIL_PROVIDER?.trim();
  const from = env.MAIL_FROM?.trim();
  const fromAddress = from ? (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from) : '';
  if (!from) results.push(fail('MAIL_FROM is not set'));
  else if (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(fromAddress)) {
    results.push(fail(`MAIL_FROM has no valid address: ${from}`));
  } else results.push(pass(`MAIL_FROM ${fromAddress}`));

  const key = env.MAIL_API_KEY?.trim();
  if (!provider) {
    results.push(fail('MAIL_PROVIDER is not set (resend, postmark or smtp-http)'));
    return results;
  }
  if (!(MAIL_PROVIDERS as readonly string[]).includes(provider)) {
    results.push(fail(`MAIL_PROVIDER ${provider} is none of resend, postmark, smtp-http`));
    return results;
  }
  if (!key) {
    results.push(fail('MAIL_API_KEY is not set'));
    return results;
  }
  const apiUrl = env.MAIL_API_URL?.trim();
  if (provider === 'smtp-http') {
    const url = apiUrl ? webUrl(apiUrl) : null;
    if (!url) {
      results.push(fail(apiUrl ? `MAIL_API_URL is not an https URL: ${apiUrl}` : 'MAIL_API_URL is not set'));
      return results;
    }
    // The relay's send endpoint is all there is: any answer but a refused key shows it is there.
    const answer = await request(url.href, { headers: { Authorization: `Bearer ${key}` } }, timeoutMs);
    if (isError(answer)) results.push(fail(`MAIL_API_URL not reachable (${answer.error})`));
    else if (answer.status === 401 || answer.status === 403) {
      results.push(fail(`MAIL_API_KEY refused by the relay (HTTP ${answer.status})`));
    } else results.push(pass(`MAIL_API_URL reachable (HTTP ${answer.status})`));
    return results;
  }
  // resend / postmark: MAIL_API_URL replaces the send endpoint; the check reads from the same host.
  const base = apiUrl ? (webUrl(apiUrl)?.origin ?? null) : DEFAULT_MAIL_BASE[provider]!;
  if (!base) {
    results.push(fail(`MAIL_API_URL is not an https URL: ${apiUrl}`));
    return results;
  }
  const answer =
    provider === 'resend'
      ? await request(`${base}/domains`, { headers: { Authorization: `Bearer ${key}` } }, timeoutMs)
      : await request(
          `${base}/server`,
          { headers: { 'X-Postmark-Server-Token': key, Accept: 'application/json' } },
          timeoutMs,
        );
  if (isError(answer)) {
    results.push(fail(`${provider} not reachable at ${base} (${answer.error})`));
    return results;
  }
  const body = (answer.body ?? {}) as { name?: string; data?: { name?: string; status?: string }[] };
  if (provider === 'resend' && answer.status === 401 && body.name === 'restricted_api_key') {
    // A key with sending access only (Resend's advice) may not list domains: it is a valid key.
    results.push(pass('MAIL_API_KEY accepted by resend (sending access only; sender domain not checked)'));
    return results;
  }
  if (answer.status !== 200) {
    results.push(fail(`MAIL_API_KEY refused by ${provider} (HTTP ${answer.status})`));
    return results;
  }
  results.push(pass(`MAIL_API_KEY accepted by ${provider}`));
  if (provider === 'resend' && fromAddress.includes('@')) {
    const domain = fromAddress.split('@')[1]!.toLowerCase();
    const entry = body.data?.find((d) => d.name?.toLowerCase() === domain);
    results.push(
      entry?.status === 'verified'
        ? pass(`sender domain ${domain} verified at resend`)
        : fail(`sender domain ${domain} not verified at resend (${entry?.status ?? 'not added'}): SPF/DKIM records`),
    );
  }
  return results;
}

function checkChat(env: Env): CheckResult[] {
  if (env.CHAT_LLM_ENABLED?.trim() !== 'true') return [];
  const missing = ['CHAT_LLM_URL', 'CHAT_LLM_KEY', 'CHAT_LLM_MODEL'].filter((name) => !env[name]?.trim());
  return [
    missing.length === 0
      ? pass('CHAT_LLM_URL, CHAT_LLM_KEY, CHAT_LLM_MODEL set')
      : fail(`CHAT_LLM_ENABLED=true but not set: ${list(missing)}`),
  ];
}

/** Every check, in the order of docs/operations.md. */
export async function checkLive(env: Env, options: CheckOptions = {}): Promise<CheckResult[]> {
  const root = options.root ?? process.cwd();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const [supabase, stripe, mail] = await Promise.all([
    checkSupabase(env, root, timeoutMs),
    checkStripe(env, timeoutMs),
    checkMail(env, timeoutMs),
  ]);
  return [...supabase, checkSiteUrl(env), ...stripe, ...mail, ...checkChat(env)];
}

export function formatResults(results: CheckResult[]): string {
  const lines = results.map((r) => `${r.ok ? '✓' : '✗'} ${r.message}`);
  const failed = results.filter((r) => !r.ok).length;
  lines.push(failed === 0 ? 'Complete.' : `${failed} of ${results.length} checks failed.`);
  return lines.join('\n');
}

async function main(script: string): Promise<void> {
  // Like `node --env-file=.env`: the file fills in what the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  // The expected lists come from the checkout this script is part of, wherever it is run from.
  const results = await checkLive(process.env, { root: path.resolve(path.dirname(script), '..') });
  console.log(formatResults(results));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

const script = process.argv[1];
if (script && path.basename(script) === 'check-live.ts') {
  main(script).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
