// A live build carries no demo code: no demo chunk (mock backend, demo pages, demo tools) and none of their texts.
// Run after `SUPABASE_URL=… SUPABASE_ANON_KEY=… npx webpack --mode production --env outDir=dist-live`.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist-live';
const manifestFile = path.join(dir, 'asset-manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the live mode first.`);
  process.exit(1);
}
const { chunkGroups } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const problems = [];

for (const group of Object.keys(chunkGroups)) {
  if (/demo/i.test(group)) problems.push(`chunk group "${group}"`);
}

/** Texts that only the demo code holds (the demo pages, the footer's demo tools, the mock backend). */
const demoTexts = [
  'Demo-Daten zurücksetzen',
  'Demo-Zahlungsanbieter',
  'Mit Google anmelden (Demo)',
  'mockServiceWorker',
  // The mock backend's address (src/config/env.ts): a live entry talks to the live project only.
  'demo-backend.akademie.test',
  // The demo accounts of the login pages and the hints to the Demo-Postfach.
  'admin123',
  'kunde123',
  'Demo-Zugänge',
  'Demo-Postfach',
];
const jsDir = path.join(dir, 'js');
for (const file of fs.readdirSync(jsDir)) {
  if (!file.endsWith('.js')) continue;
  const text = fs.readFileSync(path.join(jsDir, file), 'utf8');
  for (const demoText of demoTexts) if (text.includes(demoText)) problems.push(`"${demoText}" in js/${file}`);
}

if (problems.length > 0) {
  console.error(`Demo code in the live build ${dir}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${dir}: no demo code (${Object.keys(chunkGroups).length} chunk groups checked).`);
