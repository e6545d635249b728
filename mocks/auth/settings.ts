/** GoTrue configuration of the demo project (what `supabase/config.toml` sets for the live one). */
import { paths } from '../../src/config/paths';

export const authSettings = {
  minPasswordLength: 6,
  /** Mails (sign-up, recovery, e-mail change, magic link) per address within the window, then 429. */
  emailRateLimit: { max: 3, windowMs: 60_000 },
  /** How long a link or OTP from a mail stays valid (GoTrue's `mailer_otp_exp`). */
  otpTtlMs: 24 * 60 * 60 * 1000,
  /** Where `/authorize` sends the browser in demo mode instead of Google; the page belongs to the app. */
  oauthConsentPath: paths.demoOAuthConsent,
  oauthProviders: ['google'] as string[],
  /**
   * Where a mail link lands when the client names no `redirect_to`: the app's own pages for that step (the live
   * project's mail templates point at the same routes), instead of GoTrue's bare SITE_URL.
   */
  mailRedirectPaths: {
    signup: paths.registerComplete,
    recovery: paths.passwordReset,
    email_change: paths.settings,
    magiclink: paths.home,
    invite: paths.registerComplete,
  } as Record<string, string>,
};

/** GoTrue's SITE_URL: the app's own origin in the browser, a fixed origin elsewhere. */
export function siteUrl(): string {
  const origin = typeof location !== 'undefined' ? location.origin : '';
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

/**
 * GoTrue only redirects to allowed URLs and falls back to SITE_URL; the demo allows any http(s) URL. Mail links fall
 * back to the app page of their step (`mailRedirectPaths`).
 */
export function safeRedirect(redirectTo: string | null | undefined, fallbackPath = ''): string {
  if (redirectTo && /^https?:\/\//i.test(redirectTo)) return redirectTo;
  return fallbackPath && fallbackPath !== '/' ? `${siteUrl()}${fallbackPath}` : siteUrl();
}
