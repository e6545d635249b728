/**
 * A mock edge function for `/functions/v1/:name`. A backend serves the functions it was created with
 * (`createMockBackend({ functions })`).
 */
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
