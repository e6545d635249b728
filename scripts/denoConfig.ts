/**
 * The deno.json of every edge function (and of their Deno tests). The shared code under supabase/functions/_shared is
 * also compiled by tsc, webpack and Jest, which want extensionless relative imports; Deno wants files, so each
 * function's import map names every shared module, and maps the bare package names the shared code uses to `npm:`
 * specifiers that Deno resolves from node_modules. `npm run deno:config` writes them; a Jest test fails on drift.
 */
import fs from 'node:fs';
import path from 'node:path';

export const FUNCTIONS_DIR = 'supabase/functions';
/** Directories that get a deno.json: every function, and the Deno tests. */
export const DENO_DIRS = ['chat', 'checkout', 'payment-webhook', 'send-mail', 'tests'];
/** Bare package names the shared code imports (each must be a dependency in package.json). */
export const PACKAGES = ['pdf-lib', '@pdf-lib/fontkit', '@e-invoice-eu/core'];

function sharedModules(root: string, dir = '_shared'): string[] {
  return fs
    .readdirSync(path.join(root, FUNCTIONS_DIR, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return sharedModules(root, relative);
      return entry.name.endsWith('.ts') ? [relative.replace(/\.ts$/, '')] : [];
    })
    .sort();
}

export function denoConfigText(root: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const imports: Record<string, string> = {};
  for (const name of PACKAGES) {
    const range = manifest.dependencies[name] ?? manifest.devDependencies[name];
    if (!range) throw new Error(`${name} is not in package.json`);
    imports[name] = `npm:${name}@${range}`;
  }
  for (const module of sharedModules(root)) imports[`../${module}`] = `../${module}.ts`;
  return `${JSON.stringify({ imports }, null, 2)}\n`;
}
