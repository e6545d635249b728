/**
 * Every edge function's deno.json maps every shared module (`npm run deno:config` writes them), and the shared code
 * stays runtime-neutral: no app, mock or runtime imports, no Deno or browser globals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DENO_DIRS, denoConfigText, FUNCTIONS_DIR, PACKAGES } from '../../scripts/denoConfig';

const root = path.resolve(__dirname, '../..');

it('each deno.json is the generated one', () => {
  const expected = denoConfigText(root);
  for (const dir of DENO_DIRS) {
    expect([dir, fs.readFileSync(path.join(root, FUNCTIONS_DIR, dir, 'deno.json'), 'utf8')]).toEqual([dir, expected]);
  }
});

it('the shared code imports only its own modules and mapped packages', () => {
  const files = (fs.readdirSync(path.join(root, FUNCTIONS_DIR, '_shared'), { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts'),
  );
  expect(files.length).toBeGreaterThan(30);
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, FUNCTIONS_DIR, '_shared', file), 'utf8');
    expect([file, source]).not.toEqual([
      file,
      expect.stringMatching(/from '(@\/|\.\.\/\.\.\/\.\.\/|npm:|jsr:|node:|https?:)|Deno\.|window\.|document\./),
    ]);
    const specifiers = [...source.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((match) => match[1]!);
    for (const specifier of specifiers)
      expect([file, specifier.startsWith('.') || PACKAGES.includes(specifier)]).toEqual([file, true]);
  }
});
