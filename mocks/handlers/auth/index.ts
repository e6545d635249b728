/** GoTrue on `/auth/v1/*`, one endpoint per file. */
import { http, type RequestHandler } from 'msw';
import type { MockDb } from '../../db/mockDb';
import { AUTH_URL, authRoute } from './authRoute';
import { authorizeEndpoint, completeOAuthEndpoint } from './oauth';
import { magicLinkEndpoint, recoverEndpoint } from './recover';
import { settingsEndpoint } from './settings';
import { resendEndpoint, signupEndpoint } from './signup';
import { tokenEndpoint } from './token';
import { getUserEndpoint, logoutEndpoint, updateUserEndpoint } from './user';
import { verifyLinkEndpoint, verifyOtpEndpoint } from './verify';

export function authHandlers(getDb: () => MockDb): RequestHandler[] {
  return [
    http.post(`${AUTH_URL}/token`, authRoute(getDb, tokenEndpoint)),
    http.post(`${AUTH_URL}/signup`, authRoute(getDb, signupEndpoint)),
    http.post(`${AUTH_URL}/resend`, authRoute(getDb, resendEndpoint)),
    http.get(`${AUTH_URL}/verify`, authRoute(getDb, verifyLinkEndpoint, { open: true })),
    http.post(`${AUTH_URL}/verify`, authRoute(getDb, verifyOtpEndpoint)),
    http.get(`${AUTH_URL}/user`, authRoute(getDb, getUserEndpoint)),
    http.put(`${AUTH_URL}/user`, authRoute(getDb, updateUserEndpoint)),
    http.post(`${AUTH_URL}/logout`, authRoute(getDb, logoutEndpoint)),
    http.post(`${AUTH_URL}/recover`, authRoute(getDb, recoverEndpoint)),
    http.post(`${AUTH_URL}/otp`, authRoute(getDb, magicLinkEndpoint)),
    http.get(`${AUTH_URL}/authorize`, authRoute(getDb, authorizeEndpoint, { open: true })),
    http.post(`${AUTH_URL}/demo/oauth/complete`, authRoute(getDb, completeOAuthEndpoint)),
    http.get(`${AUTH_URL}/settings`, authRoute(getDb, settingsEndpoint)),
  ];
}
