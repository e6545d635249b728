import type { RequestHandler } from 'msw';
import { getMockBackend } from '../backend';
import type { MockBackend } from '../mockBackend';
import { authHandlers } from './auth';
import { functionHandlers } from './functions';
import { mailboxHandlers } from './mailbox';
import { restHandlers } from './rest';
import { rpcHandlers } from './rpc';

export type HandlerGroups = Record<'auth' | 'rpc' | 'rest' | 'functions' | 'mailbox', RequestHandler[]>;

/**
 * The handlers per domain over the backend `getBackend` returns (read on each request). Storybook's
 * `parameters.msw.handlers` takes this object, so a story overrides one domain and keeps the others.
 */
export function createHandlerGroups(getBackend: () => MockBackend = getMockBackend): HandlerGroups {
  const getDb = () => getBackend().db;
  return {
    auth: authHandlers(getDb),
    rpc: rpcHandlers(getBackend),
    rest: restHandlers(getBackend),
    functions: functionHandlers(getBackend),
    mailbox: mailboxHandlers(getDb),
  };
}

export function createHandlers(getBackend: () => MockBackend = getMockBackend): RequestHandler[] {
  return Object.values(createHandlerGroups(getBackend)).flat();
}

export const handlerGroups: HandlerGroups = createHandlerGroups();

/** Every handler of the mock backend, merged in one list (demo worker, Jest server and Storybook share it). */
export const handlers: RequestHandler[] = Object.values(handlerGroups).flat();
