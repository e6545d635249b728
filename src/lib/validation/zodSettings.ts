import { z } from 'zod';

/**
 * zod for the app, configured: src imports zod only from '@/lib/validation' (an ESLint rule), so this module runs
 * before any schema is built. `jitless`: zod would compile object parsers with `new Function` and probes for it as the
 * first object schema is built; the Content-Security-Policy forbids eval (docs/operations.md#security-headers), and
 * the probe alone reports a violation, caught or not. package.json's `sideEffects` would let webpack skip this module
 * and bind `z` straight to zod: webpack.config.ts marks it as having side effects.
 */
z.config({ jitless: true });

export { z };
