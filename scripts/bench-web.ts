/**
 * A benchmark, not a test: builds the demo and the live site, measures `/`, `/berlin` and a seminar page of each with
 * Lighthouse (mobile, median of 3 runs, via webperf.sh) and prints one table. Lighthouse simulates a mid-range phone,
 * so the figures depend on how busy the machine is: compare runs made in one sitting.
 *
 *   npm run bench:web                 WEBPERF=path/to/webperf.sh (default ../shared/tools/webperf.sh)
 *   BENCH_SKIP_BUILD=1 npm run bench:web   measure the existing dist/ and dist-live/
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadedEntryScripts } from './prerender/entryScripts';

const root = path.resolve(import.meta.dirname, '..');
const webperf = path.resolve(root, process.env.WEBPERF ?? '../shared/tools/webperf.sh');
const ROUTES = ['/', '/berlin', '/seminars/seo-grundlagen'];
const BUILDS = [
  { name: 'demo', outDir: 'dist', env: {} },
  // A host that is never reached: the live bundle as it ships, its public pages prerendered only when Supabase answers.
  {
    name: 'live',
    outDir: 'dist-live',
    env: { SUPABASE_URL: 'https://size-check.supabase.co', SUPABASE_ANON_KEY: 'bench-anon-key' },
  },
];
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

if (!existsSync(webperf)) {
  console.error(`webperf.sh not found at ${webperf}: set WEBPERF.`);
  process.exit(2);
}

const rows: string[][] = [];
for (const build of BUILDS) {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.error(`building ${build.name} into ${build.outDir} …`);
    execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${build.outDir}`], {
      cwd: root,
      env: { ...process.env, ...build.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  for (const route of ROUTES) {
    console.error(`measuring ${build.name} ${route} …`);
    const output = execFileSync(webperf, [path.join(root, build.outDir), route], { cwd: root, encoding: 'utf8' });
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
          ? `${((Number(figures[key]) + loaderScriptBytes(path.join(root, build.outDir), route)) / 1024).toFixed(1)} KB`
          : (figures[key] ?? 'n/a'),
      ),
    ]);
  }
}

const header = ['build', 'route', ...COLUMNS.map(([, label]) => label)];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
