/**
 * Build-time environment. Demo mode is the default: without SUPABASE_URL and SUPABASE_ANON_KEY at build time the app
 * talks to the mock backend (MSW) at DEMO_SUPABASE_URL. The `.test` top-level domain never resolves, so a request that
 * escaped the mock fails at once instead of reaching a real host.
 */
declare const __DEMO_SUPABASE_URL__: string | undefined;
declare const __SUPABASE_URL__: string | undefined;
declare const __SUPABASE_ANON_KEY__: string | undefined;

// A live build defines `__DEMO_SUPABASE_URL__` as '' (webpack.config.ts), so its bundle carries no demo address.
export const DEMO_SUPABASE_URL: string =
  typeof __DEMO_SUPABASE_URL__ === 'undefined' ? 'https://demo-backend.akademie.test' : __DEMO_SUPABASE_URL__;

function definedString(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

// webpack's DefinePlugin replaces these identifiers; in Jest and Storybook they are undefined (typeof guards).
const liveUrl = definedString(typeof __SUPABASE_URL__ === 'undefined' ? undefined : __SUPABASE_URL__);
const liveAnonKey = definedString(typeof __SUPABASE_ANON_KEY__ === 'undefined' ? undefined : __SUPABASE_ANON_KEY__);

export type AppMode = 'demo' | 'live';

const isLive = Boolean(liveUrl && liveAnonKey);

export const env = {
  mode: (isLive ? 'live' : 'demo') as AppMode,
  supabaseUrl: isLive ? liveUrl : DEMO_SUPABASE_URL,
  /** The live project's anon key; the demo's is `DEMO_SUPABASE_ANON_KEY` (`./demoAnonKey`). */
  liveAnonKey: isLive ? liveAnonKey : '',
} as const;

export const isDemoMode = env.mode === 'demo';
