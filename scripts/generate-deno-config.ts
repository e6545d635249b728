/** Writes the deno.json of every edge function and of the Deno tests (see denoConfig.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { DENO_DIRS, denoConfigText, FUNCTIONS_DIR } from './denoConfig';

const root = path.resolve(import.meta.dirname, '..');
const text = denoConfigText(root);
for (const dir of DENO_DIRS) fs.writeFileSync(path.join(root, FUNCTIONS_DIR, dir, 'deno.json'), text);
console.log(`deno.json written for ${DENO_DIRS.join(', ')}`);
