/**
 * The product's schema, seed, RPCs and edge functions as the demo backend serves them (demo, Jest, Storybook):
 * mocks/app mirrors supabase/migrations table by table and function by function.
 */
import { productSchema } from './app/schema';
import { productSeed } from './app/seed';
import { registerProductFunctions } from './app/register';
import type { SeedFactory } from './db/schema';

registerProductFunctions();

export const appSchema = productSchema;

export const appSeed: SeedFactory = productSeed;
