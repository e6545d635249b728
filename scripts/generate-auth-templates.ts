/** Writes supabase/templates/*.html and their block in supabase/config.toml from the mail catalogue. */
import fs from 'node:fs';
import path from 'node:path';
import { authTemplateFiles, withConfigBlock } from './authTemplates';

const root = path.resolve(import.meta.dirname, '..');
const files = authTemplateFiles();
fs.mkdirSync(path.join(root, 'supabase/templates'), { recursive: true });
for (const file of files) fs.writeFileSync(path.join(root, file.path), file.html);
const configPath = path.join(root, 'supabase/config.toml');
fs.writeFileSync(configPath, withConfigBlock(fs.readFileSync(configPath, 'utf8'), files));
console.log(`${files.length} auth templates written`);
