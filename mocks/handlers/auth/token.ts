/** `POST /auth/v1/token?grant_type=password|refresh_token` → a session, or GoTrue's error. */
import { authFailures } from '../../auth/gotrueErrors';
import { refreshSession, startSession } from '../../auth/sessions';
import { findUserByEmail, isConfirmed, markSignedIn } from '../../auth/users';
import { readAuthBody, stringField, type AuthRequest } from './authRoute';

async function passwordGrant({ db, request }: AuthRequest): Promise<Response> {
  const body = await readAuthBody(request);
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (!email && !stringField(body, 'phone')) throw authFailures.validation('missing email or phone');
  const user = findUserByEmail(db, email);
  if (!user || user.password !== password) throw authFailures.invalidCredentials();
  if (!isConfirmed(user)) throw authFailures.emailNotConfirmed();
  return Response.json(await startSession(db, markSignedIn(db, user), 'password'));
}

async function refreshTokenGrant({ db, request }: AuthRequest): Promise<Response> {
  const body = await readAuthBody(request);
  const token = stringField(body, 'refresh_token');
  if (!token) throw authFailures.refreshTokenNotFound();
  return Response.json(await refreshSession(db, token));
}

export function tokenEndpoint(req: AuthRequest): Promise<Response> {
  const grantType = req.url.searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(req);
  if (grantType === 'refresh_token') return refreshTokenGrant(req);
  throw authFailures.unsupportedGrant();
}
