/** Mock edge functions for `/functions/v1/:name`; real ones get plugged in from supabase/functions/_shared later. */
import type { MockDb } from '../db/mockDb';
import type { RequestContext } from '../db/schema';

export interface EdgeFunctionContext {
  request: Request;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  auth: RequestContext;
  db: MockDb;
}

/** Returns a `Response`, or any JSON value sent as 200. */
export type EdgeFunction = (ctx: EdgeFunctionContext) => unknown;

const registry = new Map<string, EdgeFunction>();

export function defineEdgeFunction(name: string, fn: EdgeFunction): void {
  registry.set(name, fn);
}

export function removeEdgeFunction(name: string): void {
  registry.delete(name);
}

export function findEdgeFunction(name: string): EdgeFunction | null {
  return registry.get(name) ?? null;
}
