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
  // MSW tries the handlers in this order and parses the request's cookies and URL pattern for each one it tries: the
  // table reads, most of a page's requests, come first (answered after one try instead of fifteen, about 1 ms instead
  // of 2–5 ms in Node). No two groups' paths overlap, so the order changes no answer.
  return {
    rest: restHandlers(getBackend),
    rpc: rpcHandlers(getBackend),
    functions: functionHandlers(getBackend),
    auth: authHandlers(getDb),
    mailbox: mailboxHandlers(getDb),
  };
}

export function createHandlers(getBackend: () => MockBackend = getMockBackend): RequestHandler[] {
  return Object.values(createHandlerGroups(getBackend)).flat();
}

export const handlerGroups: HandlerGroups = createHandlerGroups();

/** Every handler of the mock backend, merged in one list (demo worker, Jest server and Storybook share it). */
export const handlers: RequestHandler[] = Object.values(handlerGroups).flat();
