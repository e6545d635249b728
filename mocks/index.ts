/**
 * The public face of the mock backend (demo, Jest, Storybook). Declare a schema with `defineSchema` and build a backend
 * with `createMockBackend({ tables, seed, rpc, functions })`: its RPCs and edge functions are the ones passed in.
 */
export * from './db';
export { createMockBackend, type MockBackend, type MockBackendOptions } from './mockBackend';
export { getMockBackend, getMockDb, useMockBackend, configureMockBackend, resetMockDb } from './backend';
export { createHandlerGroups, createHandlers, handlerGroups, handlers, type HandlerGroups } from './handlers';
export type { RpcFunction } from './rpc/rpcFunction';
export { hasRole } from './rpc/hasRole';
export type { EdgeFunction, EdgeFunctionContext } from './functions/edgeFunction';
export { demoUser, findUserByEmail, AUTH_USERS, type AuthUserRow, type DemoUserInput } from './auth/users';
export { authSettings } from './auth/settings';
export { DEMO_SUPABASE_SERVICE_ROLE_KEY } from './auth/keys';
export { signJwt, verifyJwt } from './auth/jwt';
export { sendMail, listMails, deleteMails, type DemoMail, type MailLink } from './mailbox/mailbox';
