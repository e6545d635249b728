// Performance budgets (docs/quality.md), checked by `npm test` after both production builds.
// The home page's initial JS is the entry plus the home page chunk it loads before showing content, measured on the
// live-mode build (no demo mock). The demo mock and the on-demand areas are measured on their own.
const fs = require('node:fs');
const path = require('node:path');

function chunkGroupFiles(dir, groups) {
  const manifestFile = path.join(dir, 'asset-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build first (npm test does).`);
  const { chunkGroups } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = groups.flatMap((group) => {
    if (!chunkGroups[group]) throw new Error(`No chunk group "${group}" in ${manifestFile}`);
    return chunkGroups[group];
  });
  return [...new Set(files)].map((file) => path.join(dir, file));
}

module.exports = [
  {
    name: 'home page initial JS (live mode, without the demo mock)',
    path: chunkGroupFiles('dist-live', ['main', 'page-home']),
    limit: '135 KB',
    gzip: true,
  },
  {
    name: 'demo-mode mock backend (loaded after the first paint)',
    path: chunkGroupFiles('dist', ['demo-mock']),
    limit: '180 KB',
    gzip: true,
  },
  {
    name: 'Supabase client: postgrest-js, auth-js, functions-js (loaded on first request)',
    path: chunkGroupFiles('dist-live', ['supabase']),
    limit: '70 KB',
    gzip: true,
  },
  { name: 'admin area', path: chunkGroupFiles('dist-live', ['admin']), limit: '150 KB', gzip: true },
  { name: 'checkout', path: chunkGroupFiles('dist-live', ['checkout']), limit: '60 KB', gzip: true },
  { name: 'chat assistant', path: chunkGroupFiles('dist-live', ['chat']), limit: '25 KB', gzip: true },
];
