import type { RequestHandler } from 'msw';
import { getMockDb } from '../backend';
import type { MockDb } from '../db/mockDb';
import { registerBuiltinRpcs } from '../rpc/builtins';
import { authHandlers } from './auth';
import { functionHandlers } from './functions';
import { mailboxHandlers } from './mailbox';
import { restHandlers } from './rest';
import { rpcHandlers } from './rpc';

registerBuiltinRpcs();

export type HandlerGroups = Record<'auth' | 'rpc' | 'rest' | 'functions' | 'mailbox', RequestHandler[]>;

/**
 * The handlers per domain over the database `getDb` returns (read on each request). Storybook's
 * `parameters.msw.handlers` takes this object, so a story overrides one domain and keeps the others.
 */
export function createHandlerGroups(getDb: () => MockDb = getMockDb): HandlerGroups {
  return {
    auth: authHandlers(getDb),
    rpc: rpcHandlers(getDb),
    rest: restHandlers(getDb),
    functions: functionHandlers(getDb),
    mailbox: mailboxHandlers(getDb),
  };
}

export function createHandlers(getDb: () => MockDb = getMockDb): RequestHandler[] {
  return Object.values(createHandlerGroups(getDb)).flat();
}

export const handlerGroups: HandlerGroups = createHandlerGroups();

/** Every handler of the mock backend, merged in one list (demo worker, Jest server and Storybook share it). */
export const handlers: RequestHandler[] = Object.values(handlerGroups).flat();
