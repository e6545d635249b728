import { z } from 'zod';

/**
 * Zod's global settings, one place. `jitless`: zod would compile object parsers with `new Function` and probes for it
 * as the first object schema is built; the Content-Security-Policy forbids eval (docs/operations.md#security-headers),
 * and the probe alone reports a violation, caught or not. Every module that builds schemas calls it at its top, after
 * its imports. (Not a side-effect import nor a re-exported `z`: package.json's `sideEffects` drops the first, and a
 * re-exported namespace made webpack bundle all of zod, its locales included, into the checkout and admin chunks.)
 */
export function configureZod(): void {
  z.config({ jitless: true });
}
