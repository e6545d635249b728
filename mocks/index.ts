/**
 * The public face of the mock backend (demo, Jest, Storybook). Declare a schema with `defineSchema`, create the
 * database with `createMockDb`, add RPCs with `defineRpc` and edge functions with `defineEdgeFunction`.
 */
export * from './db';
export { getMockDb, useMockDb, configureMockBackend, resetMockDb } from './backend';
export { createHandlerGroups, createHandlers, handlerGroups, handlers, type HandlerGroups } from './handlers';
export { defineRpc, removeRpc, type RpcFunction } from './rpc/registry';
export {
  defineEdgeFunction,
  removeEdgeFunction,
  type EdgeFunction,
  type EdgeFunctionContext,
} from './functions/registry';
export { demoUser, findUserByEmail, AUTH_USERS, type AuthUserRow, type DemoUserInput } from './auth/users';
export { authSettings } from './auth/settings';
export { DEMO_SUPABASE_SERVICE_ROLE_KEY } from './auth/keys';
export { signJwt, verifyJwt } from './auth/jwt';
export { sendMail, listMails, deleteMails, type DemoMail, type MailLink } from './mailbox/mailbox';
