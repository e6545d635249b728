/**
 * The Deno function imports the shared engine, whose files import each other without extensions (tsc, webpack and
 * Jest want that); its deno.json maps each such specifier to the file. A new engine file needs its line there.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const sharedDir = path.join(root, 'supabase/functions/_shared/chat');

it('maps every shared chat module in supabase/functions/chat/deno.json', () => {
  const { imports } = JSON.parse(fs.readFileSync(path.join(root, 'supabase/functions/chat/deno.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  const modules = fs
    .readdirSync(sharedDir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''));
  for (const name of modules) expect(imports[`../_shared/chat/${name}`]).toBe(`../_shared/chat/${name}.ts`);
  // And the shared engine never reaches into the app, the mocks or a runtime.
  for (const file of fs.readdirSync(sharedDir)) {
    const source = fs.readFileSync(path.join(sharedDir, file), 'utf8');
    expect([file, source]).not.toEqual([
      file,
      expect.stringMatching(/from '(@\/|\.\.\/\.\.\/\.\.\/|npm:|jsr:|node:)|Deno\.|window\.|document\./),
    ]);
  }
});
