/**
 * Times what the seed's invoices cost the demo's start-up (docs/demo-data.md, "Invoices"): `eager` builds the mock
 * database with them as Jest does, `deferred` as the browser demo does (issued on the first read of `invoices`),
 * `issue` the issuance alone (median of 7). One mode per process, so no run profits from another's warm caches:
 *   npx tsx scripts/measure-seed-invoices.ts eager|deferred|issue
 */
import { performance } from 'node:perf_hooks';
import { productSchema } from '../mocks/app/schema';
import { deferSeedInvoicesForTests, issueSeedInvoices, productSeed } from '../mocks/app/seed';
import { createMockDb } from '../mocks/db/mockDb';
import { buildSeedTemplate } from '../mocks/seed/template';

const mode = process.argv[2] ?? 'deferred';
buildSeedTemplate(); // the demo build embeds the template: not part of the start-up
if (mode === 'issue') {
  const seed = productSeed();
  const runs: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const start = performance.now();
    issueSeedInvoices(seed);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  console.log(`issue: ${Math.round(runs[3]!)} ms (median of 7)`);
} else {
  deferSeedInvoicesForTests(mode === 'deferred');
  const start = performance.now();
  const db = createMockDb(productSchema, productSeed);
  const seeded = performance.now();
  const records = db.rows('invoices').length;
  const read = performance.now();
  console.log(
    `${mode}: seed and database ${Math.round(seeded - start)} ms; first read of invoices ${Math.round(read - seeded)} ms (${records} records)`,
  );
}
