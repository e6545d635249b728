import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as timers from 'node:timers';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../../scripts/webpack/compileHintsPlugin';

/** A production build of a small app: an entry, a page chunk it starts with, and a chunk it loads on demand. */
async function build(dir: string, hints: boolean): Promise<Record<string, string>> {
  writeFileSync(
    join(dir, 'entry.js'),
    `import(/* webpackChunkName: "page-start" */ './page').then((page) => page.show());
document.addEventListener('click', () => import(/* webpackChunkName: "on-demand" */ './later').then((later) => later.run()));
`,
  );
  writeFileSync(join(dir, 'page.js'), `export function show() {\n  document.title = 'pageShownTitle';\n}\n`);
  writeFileSync(join(dir, 'later.js'), `export function run() {\n  document.title = 'laterRunTitle';\n}\n`);
  const outDir = hints ? 'hinted' : 'plain';
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './entry.js' },
        output: { path: join(dir, outDir), filename: '[name].js', chunkFilename: '[name].js' },
        devtool: 'source-map',
        plugins: hints ? [new CompileHintsPlugin((name) => name.startsWith('page-'))] : [],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);
  const files = readdirSync(join(dir, outDir));
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(dir, outDir, file), 'utf8')]));
}

describe('compile hints', () => {
  let dir: string;
  let files: Record<string, string>;
  let plain: Record<string, string>;

  beforeAll(async () => {
    // webpack queues its work with Node's setImmediate, which the jsdom environment of this project does not have.
    globalThis.setImmediate ??= timers.setImmediate;
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    files = await build(dir, true);
    plain = await build(dir, false);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("start the entry's script and the scripts of the chunks a page starts with, after minification", () => {
    expect(files['main.js']!.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['page-start.js']!.startsWith(COMPILE_HINT)).toBe(true);
    // Minified: the rest of the script is one line.
    expect(files['page-start.js']!.slice(COMPILE_HINT.length).split('\n')[0]).toContain('pageShownTitle');
  });

  it('leave the scripts loaded on demand lazy', () => {
    expect(files['on-demand.js']).toContain('laterRunTitle');
    expect(files['on-demand.js']).not.toContain('allFunctionsCalledOnLoad');
  });

  it("keep the source maps true: each is the plain build's map with the hint's line in front", () => {
    for (const script of ['main.js', 'page-start.js']) {
      const hinted = JSON.parse(files[`${script}.map`]!) as { mappings: string; sources: string[] };
      const unhinted = JSON.parse(plain[`${script}.map`]!) as { mappings: string; sources: string[] };
      expect(hinted.sources).toEqual(unhinted.sources);
      expect(hinted.mappings).toBe(`;${unhinted.mappings}`);
    }
    expect(files['on-demand.js.map']).toBe(plain['on-demand.js.map']);
  });
});
