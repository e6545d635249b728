import { act } from '@testing-library/react';
import { getSupabase } from '@/lib/supabase';
import { server } from '../../mocks/node';

export const DEMO_USERS = {
  admin: { email: 'admin@akademie.test', password: 'admin123' },
  customer: { email: 'kunde@akademie.test', password: 'kunde123' },
} as const;

/**
 * Signs a demo user in through the real client and the mock's auth server before the app renders, as a returning
 * visitor with a stored session would arrive. A test may also sign in while the app is on screen (e.g. as an admin to
 * read back what a visitor stored): the app follows the sign-in, so React applies that inside act().
 */
export async function signInAs(who: keyof typeof DEMO_USERS): Promise<void> {
  const client = await getSupabase();
  const { error } = await act(() => client.auth.signInWithPassword(DEMO_USERS[who]));
  if (error) throw new Error(`Demo sign-in as ${who} failed: ${error.message}`);
}

/** Records every request to the mock backend whose URL contains `fragment` (method, URL, body text). */
export function recordRequests(fragment: string) {
  const seen: Array<{ method: string; url: URL; body: string }> = [];
  const listener = async ({ request }: { request: Request }) => {
    if (!request.url.includes(fragment)) return;
    const body = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, url: new URL(request.url), body });
  };
  // tests/setup/jest.setup.ts removes every listener after each test.
  server.events.on('request:start', listener);
  return {
    all: () => seen,
    count: () => seen.length,
    last: () => seen.at(-1),
    json: (index = -1) => JSON.parse(seen.at(index)?.body || 'null') as Record<string, unknown>,
  };
}
