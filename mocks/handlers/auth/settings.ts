/** `GET /auth/v1/settings`: which sign-in methods the demo project offers. */
import { authSettings } from '../../auth/settings';

export function settingsEndpoint(): Response {
  const external: Record<string, boolean> = { email: true, phone: false, anonymous_users: false };
  for (const provider of ['apple', 'azure', 'github', 'gitlab', 'google', 'facebook']) {
    external[provider] = authSettings.oauthProviders.includes(provider);
  }
  return Response.json({
    external,
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}
