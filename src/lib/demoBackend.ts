import { DEMO_SUPABASE_ANON_KEY } from '@/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { whenRequestsMayStart } from '@/lib/supabase';

/**
 * Demo mode only: the mock backend lives in this tab (MSW), so its demo tools — reset and the Demo-Postfach — are
 * requests to the mock like any other, sent once the mock is ready.
 */

export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: Array<{ label: string; url: string }>;
  /** Files of the mail (invoice PDF, calendar file), built by the mock when downloaded. */
  attachments?: Array<{ filename: string; contentType: string }>;
  createdAt: string;
}

async function demoRequest(path: string, init?: RequestInit): Promise<Response> {
  await whenRequestsMayStart();
  // The mock's gateway, like Supabase's, wants the anon key on every request.
  const headers = new Headers(init?.headers);
  headers.set('apikey', DEMO_SUPABASE_ANON_KEY);
  const response = await fetch(`${DEMO_SUPABASE_URL}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`Demo backend answered ${response.status} for ${path}`);
  return response;
}

/**
 * Puts every demo table back to its seed; what the browser kept goes too, since it points at old data: the session,
 * every stored cart (IndexedDB) and this tab's session storage (chat conversation, checkout draft and booking).
 */
export async function resetDemoData(): Promise<void> {
  await demoRequest('/demo/reset', { method: 'POST' });
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('sb-')) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  const { deleteAllCarts } = await import(/* webpackChunkName: "cart-storage" */ '@/lib/storage');
  await deleteAllCarts();
}

export async function fetchDemoMails(to?: string): Promise<DemoMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  return (await demoRequest(`/demo/mailbox${query}`)).json() as Promise<DemoMail[]>;
}

export async function deleteDemoMails(filter: { to?: string; id?: string }): Promise<void> {
  const params = new URLSearchParams();
  if (filter.to) params.set('to', filter.to);
  if (filter.id) params.set('id', filter.id);
  await demoRequest(`/demo/mailbox?${params.toString()}`, { method: 'DELETE' });
}

/** The bytes of a mail's attachment (`index` in its `attachments`). */
export async function fetchDemoMailAttachment(mailId: string, index: number): Promise<Uint8Array> {
  const response = await demoRequest(`/demo/mailbox/${encodeURIComponent(mailId)}/attachments/${index}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Where a mail link leads. Links to the auth server (confirm, reset) would be page navigations, which a service
 * worker never sees; so the link is asked for its redirect target (`skip_http_redirect`) and the page goes there.
 */
export async function resolveDemoMailLink(url: string): Promise<string> {
  if (!url.startsWith(DEMO_SUPABASE_URL)) return url;
  const separator = url.includes('?') ? '&' : '?';
  const response = await demoRequest(`${url.slice(DEMO_SUPABASE_URL.length)}${separator}skip_http_redirect=true`);
  const { url: target } = (await response.json()) as { url: string };
  return target;
}

export interface DemoOAuthDecision {
  provider: string;
  redirectTo: string;
  email?: string;
  fullName?: string;
  deny?: boolean;
}

/** The demo consent page's answer, in place of Google's: returns the URL the provider would redirect to. */
export async function completeDemoOAuth(decision: DemoOAuthDecision): Promise<string> {
  const response = await demoRequest('/auth/v1/demo/oauth/complete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      provider: decision.provider,
      redirect_to: decision.redirectTo,
      email: decision.email,
      full_name: decision.fullName,
      deny: decision.deny ?? false,
    }),
  });
  const { url } = (await response.json()) as { url: string };
  return url;
}
