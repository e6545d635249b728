/**
 * The product's schema, seed, RPCs and edge functions as the demo backend serves them (demo, Jest, Storybook):
 * mocks/app mirrors supabase/migrations table by table and function by function.
 */
import { productSchema } from './app/schema';
import { productSeed } from './app/seed';
import { PRODUCT_RPC } from './app/functions';
import { PRODUCT_EDGE_FUNCTIONS } from './app/edgeFunctions';
import type { PersistenceAdapter } from './db/persistence';
import type { SeedFactory } from './db/schema';
import { createMockBackend, type MockBackend } from './mockBackend';

export const appSchema = productSchema;

export const appSeed: SeedFactory = productSeed;

/** The product's backend; the demo passes localStorage persistence, Jest and Storybook none. */
export function createAppBackend(options: { persistence?: PersistenceAdapter } = {}): MockBackend {
  return createMockBackend({
    ...appSchema,
    seed: appSeed,
    rpc: PRODUCT_RPC,
    functions: PRODUCT_EDGE_FUNCTIONS,
    persistence: options.persistence,
  });
}
