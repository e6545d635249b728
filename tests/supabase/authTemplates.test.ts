/** The committed Supabase Auth templates are exactly what the catalogue renders (`npm run mail:templates`). */
import fs from 'node:fs';
import path from 'node:path';
import { authTemplateFiles, configBlock } from '../../scripts/authTemplates';

const root = path.resolve(__dirname, '../..');

it('supabase/templates and config.toml match the mail catalogue', () => {
  const files = authTemplateFiles();
  for (const file of files) {
    expect([file.path, fs.readFileSync(path.join(root, file.path), 'utf8')]).toEqual([file.path, file.html]);
    expect(file.html).toContain('{{ .ConfirmationURL }}');
    expect(file.html).toContain('{{ .Token }}');
  }
  expect(fs.readFileSync(path.join(root, 'supabase/config.toml'), 'utf8')).toContain(configBlock(files));
  expect(files.map((file) => file.name).sort()).toEqual([
    'confirmation',
    'email_change',
    'invite',
    'magic_link',
    'recovery',
  ]);
});
