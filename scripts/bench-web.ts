/**
 * A benchmark, not a test: builds the demo and the live site, measures `/`, `/berlin` and a seminar page of each with
 * Lighthouse (mobile, median of 3 runs, via webperf.sh) and prints one table. Lighthouse simulates a mid-range phone,
 * so the figures depend on how busy the machine is: compare runs made in one sitting.
 *
 * The live site talks to a local Supabase stand-in (scripts/lib/supabaseStandIn.ts: the demo's mock backend behind
 * Supabase's HTTP API on 127.0.0.1), started before its build and kept running while its pages are measured: the
 * build prerenders the public pages from it, and the measured pages load their data from it. Its URL is baked into
 * the bundle, so the port a build used is kept in dist-live/.bench-standin-port and reused with BENCH_SKIP_BUILD.
 *
 *   npm run bench:web                 WEBPERF=path/to/webperf.sh (default ../shared/tools/webperf.sh)
 *   BENCH_SKIP_BUILD=1 npm run bench:web   measure the existing dist/ and dist-live/ (dist-live built by this script)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadedEntryScripts } from './prerender/entryScripts';
import { STAND_IN_ANON_KEY, startSupabaseStandIn } from './lib/supabaseStandIn';

const root = path.resolve(import.meta.dirname, '..');
const webperf = path.resolve(root, process.env.WEBPERF ?? '../shared/tools/webperf.sh');
const skipBuild = Boolean(process.env.BENCH_SKIP_BUILD);
const ROUTES = ['/', '/berlin', '/seminars/seo-grundlagen'];
const BUILDS = [
  { name: 'demo', outDir: 'dist', standIn: false },
  // The live bundle as it ships, against the stand-in: its public pages prerendered, its data requests answered.
  { name: 'live', outDir: 'dist-live', standIn: true },
];
/** Where a live build notes the stand-in port baked into it (webpack cleans outDir, so it is written after the build). */
const STAND_IN_PORT_FILE = '.bench-standin-port';
const COLUMNS = [
  ['performance_score', 'perf'],
  ['tbt_ms', 'TBT ms'],
  ['cls', 'CLS'],
  ['lcp_ms', 'LCP ms'],
  ['fcp_ms', 'FCP ms'],
  ['initial_js_gzip_bytes', 'initial JS gzip'],
] as const;

/**
 * The gzip bytes of the entry scripts a prerendered page's loader adds after the first paint: webperf.sh counts the
 * scripts the HTML references, and a prerendered page references none (scripts/prerender/entryScripts.ts).
 */
function loaderScriptBytes(outDir: string, route: string): number {
  const page = [path.join(outDir, route, 'index.html'), path.join(outDir, 'index.html')].find(existsSync);
  if (!page) return 0;
  return loadedEntryScripts(readFileSync(page, 'utf8'))
    .map((src) => gzipSync(readFileSync(path.join(outDir, src)), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * Runs a command asynchronously, its stderr shown, and resolves to its stdout: a synchronous child would block this
 * process's event loop, and with it the stand-in the build and Lighthouse are talking to.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** The stand-in port to listen on: any free one before a build, the one baked into an existing live build otherwise. */
function standInPort(outDir: string): number {
  if (!skipBuild) return 0;
  const file = path.join(root, outDir, STAND_IN_PORT_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${outDir} was not built by bench-web against its Supabase stand-in: run without BENCH_SKIP_BUILD.`,
    );
  }
  return Number(readFileSync(file, 'utf8').trim());
}

if (!existsSync(webperf)) {
  console.error(`webperf.sh not found at ${webperf}: set WEBPERF.`);
  process.exit(2);
}

const rows: string[][] = [];
for (const build of BUILDS) {
  const outDir = path.join(root, build.outDir);
  const standIn = build.standIn ? await startSupabaseStandIn({ port: standInPort(build.outDir) }) : null;
  try {
    if (standIn) console.error(`Supabase stand-in for ${build.name} at ${standIn.url}`);
    if (!skipBuild) {
      console.error(`building ${build.name} into ${build.outDir} …`);
      const env = standIn ? { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: STAND_IN_ANON_KEY } : {};
      await run('npx', ['webpack', '--mode', 'production', '--env', `outDir=${build.outDir}`], {
        ...process.env,
        ...env,
      });
      if (standIn) writeFileSync(path.join(outDir, STAND_IN_PORT_FILE), `${new URL(standIn.url).port}\n`);
    }
    for (const route of ROUTES) {
      console.error(`measuring ${build.name} ${route} …`);
      const output = await run(webperf, [outDir, route]);
      const figures = Object.fromEntries(
        output
          .split('\n')
          .map((line) => /^(\w+): (.*)$/.exec(line))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => [match[1], match[2]]),
      );
      rows.push([
        build.name,
        route,
        ...COLUMNS.map(([key]) =>
          key === 'initial_js_gzip_bytes'
            ? `${((Number(figures[key]) + loaderScriptBytes(outDir, route)) / 1024).toFixed(1)} KB`
            : (figures[key] ?? 'n/a'),
        ),
      ]);
    }
  } finally {
    await standIn?.close();
  }
}

const header = ['build', 'route', ...COLUMNS.map(([, label]) => label)];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
