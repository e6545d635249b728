// Performance budgets (docs/quality.md), checked by `npm test` after both production builds.
// The home page's initial JS is the entry plus the home page chunk it loads before showing content, measured on the
// live-mode build (no demo mock). The demo mock and the on-demand areas are measured on their own.
const fs = require('node:fs');
const path = require('node:path');

function readManifest(dir) {
  const manifestFile = path.join(dir, 'asset-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build first (npm test does).`);
  return { manifestFile, ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')) };
}

/** The files of a named chunk (one that several chunk groups share, such as the data layer). */
function namedChunkFiles(dir, name) {
  const { manifestFile, chunks } = readManifest(dir);
  if (!chunks[name]) throw new Error(`No chunk "${name}" in ${manifestFile}`);
  return chunks[name];
}

/** The files the chunk groups load, without those of the named chunks `except` (measured on their own). */
function chunkGroupFiles(dir, groups, except = []) {
  const { manifestFile, chunkGroups } = readManifest(dir);
  const shared = new Set(except.flatMap((name) => namedChunkFiles(dir, name)));
  const files = groups.flatMap((group) => {
    if (!chunkGroups[group]) throw new Error(`No chunk group "${group}" in ${manifestFile}`);
    return chunkGroups[group];
  });
  return [...new Set(files)].filter((file) => !shared.has(file)).map((file) => path.join(dir, file));
}

module.exports = [
  {
    name: 'home page initial JS (live mode, without the demo mock)',
    path: chunkGroupFiles('dist-live', ['main', 'page-home']),
    limit: '120 KB',
    gzip: true,
  },
  {
    name: 'data layer: RTK Query and the API (loaded with the first page that reads data)',
    path: namedChunkFiles('dist-live', 'data-layer').map((file) => path.join('dist-live', file)),
    limit: '20 KB',
    gzip: true,
  },
  {
    // Loaded before the page renders (src/app/startApp.tsx): configureStore, redux-saga and the app's sagas.
    name: 'store: redux-saga and the sagas (loaded before the page renders, besides the data layer)',
    path: chunkGroupFiles('dist-live', ['store'], ['data-layer']),
    limit: '14 KB',
    gzip: true,
  },
  {
    // The chat engine is not part of it: the demo loads it with the first question (chunk demo-chat). About 70 KB of it
    // is the seed template: a year of the demo academy's bookings (docs/demo-data.md).
    // 228 KB since it mirrors ops_health and the retention purge (issue 33); 240 KB since it mirrors rebooking, the
    // cancelled date's choice and their five mails (issue 34: 233.7 KB).
    name: 'demo-mode mock backend (loaded after the first paint)',
    path: chunkGroupFiles('dist', ['demo-mock']),
    limit: '240 KB',
    gzip: true,
  },
  {
    name: 'Supabase client: postgrest-js, auth-js, functions-js (loaded on first request)',
    path: chunkGroupFiles('dist-live', ['supabase']),
    limit: '70 KB',
    gzip: true,
  },
  // The areas loaded on demand, each without the data layer every page that reads data shares.
  { name: 'admin area', path: chunkGroupFiles('dist-live', ['admin'], ['data-layer']), limit: '150 KB', gzip: true },
  // The invoice documents' builder is not part of it: it loads with the first download (docs/invoices.md).
  // 65 KB: zod configured without eval in every schema module (docs/operations.md#security-headers).
  { name: 'checkout', path: chunkGroupFiles('dist-live', ['checkout'], ['data-layer']), limit: '65 KB', gzip: true },
  { name: 'chat assistant', path: chunkGroupFiles('dist-live', ['chat'], ['data-layer']), limit: '25 KB', gzip: true },
];
