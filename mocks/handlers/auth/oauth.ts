/**
 * Sign-in with Google in demo mode. `GET /auth/v1/authorize?provider=google&redirect_to=…` sends the browser to the
 * app's demo consent page (`paths.demoOAuthConsent`: `/demo/google-anmeldung?provider=…&redirect_to=…`) instead of
 * Google; with `skip_http_redirect=true` it answers `{ url }` (GoTrue supports that flag here). The consent page then calls
 * `POST /auth/v1/demo/oauth/complete { provider, email, full_name?, redirect_to, deny? }` (demo only) and navigates
 * to the returned `url`: `redirect_to#access_token=…` like GoTrue's implicit OAuth callback, or `#error=access_denied…`.
 */
import { authFailures } from '../../auth/gotrueErrors';
import { authSettings, safeRedirect } from '../../auth/settings';
import { startSession } from '../../auth/sessions';
import { createUser, demoUser, findUserByEmail, markSignedIn, updateUser } from '../../auth/users';
import { isValidEmail, readAuthBody, stringField, type AuthRequest } from './authRoute';

export function authorizeEndpoint({ url }: AuthRequest): Response {
  const provider = url.searchParams.get('provider') ?? '';
  if (!authSettings.oauthProviders.includes(provider)) throw authFailures.providerDisabled();
  const redirectTo = safeRedirect(url.searchParams.get('redirect_to'));
  const consent = new URL(authSettings.oauthConsentPath, new URL(redirectTo).origin);
  consent.searchParams.set('provider', provider);
  consent.searchParams.set('redirect_to', redirectTo);
  const scopes = url.searchParams.get('scopes');
  if (scopes) consent.searchParams.set('scopes', scopes);
  if (url.searchParams.get('skip_http_redirect') === 'true') return Response.json({ url: consent.toString() });
  return new Response(null, { status: 302, headers: { Location: consent.toString() } });
}

export async function completeOAuthEndpoint({ db, request }: AuthRequest): Promise<Response> {
  const body = await readAuthBody(request);
  const provider = stringField(body, 'provider') || 'google';
  const redirectTo = safeRedirect(stringField(body, 'redirect_to'));
  const base = redirectTo.split('#')[0] as string;
  if (body.deny === true) {
    const fields = new URLSearchParams({
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: 'The user denied the request',
    });
    return Response.json({ url: `${base}#${fields.toString()}` });
  }
  if (!authSettings.oauthProviders.includes(provider)) throw authFailures.providerDisabled();
  const email = stringField(body, 'email').trim().toLowerCase();
  if (!isValidEmail(email)) throw authFailures.invalidEmail();
  const fullName = stringField(body, 'full_name') || email.split('@')[0];
  let user = findUserByEmail(db, email);
  if (!user) {
    user = createUser(
      db,
      demoUser({
        email,
        password: crypto.randomUUID(),
        provider,
        userMetadata: { full_name: fullName, name: fullName },
      }),
    );
  } else {
    const providers = (user.raw_app_meta_data.providers as string[] | undefined) ?? [];
    if (!providers.includes(provider)) {
      user = updateUser(db, user, {
        raw_app_meta_data: { ...user.raw_app_meta_data, providers: [...providers, provider] },
      });
    }
  }
  const session = await startSession(db, markSignedIn(db, user), 'oauth');
  const fields = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    provider_token: `demo-${provider}-token`,
    refresh_token: session.refresh_token,
    token_type: 'bearer',
  });
  return Response.json({ url: `${base}#${fields.toString()}` });
}
