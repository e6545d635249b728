import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { isDemoMode } from '@/config/env';
import { catalogApi } from '@/features/catalog';
import { api } from '@/lib/api';
import { pinClock } from '@/lib/clock';
import { recordFormats } from '@/lib/format';
import { createAppStore, type AppStore } from '../createAppStore';
import { App } from '../App';
import { handoverOf, normalizeRoute, type PrerenderedState } from './handover';
import { isNotFoundRoute, preloadRoute } from './preloadRoute';
import { EARLY_CLICKS_SCRIPT } from './earlyClicks';

/** Query chains are short (a seminar, then its dates); more passes than this means a page keeps asking. */
const MAX_PASSES = 6;

export interface RenderedRoute {
  route: string;
  status: 200 | 404;
  /** Title, meta and link tags the page set (React hoists them to the front of its output). */
  head: string;
  /** The markup inside `#root`. */
  body: string;
  state: PrerenderedState;
  /** The dates and prices the page formatted (lib/format `recordFormats`), written into the page for its hydration. */
  formats: Record<string, string>;
}

/**
 * The element's markup. A component that throws fails the render with its error (React's `onError`): left to
 * React, a Suspense boundary would be written with its fallback and the page would hydrate with a recoverable error.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // One chunk: every Suspense boundary's content in place, not streamed after the shell with a script to move it.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) {
    throw new Error(`The server render threw: ${String(errors[0] instanceof Error ? errors[0].message : errors[0])}`, {
      cause: errors[0],
    });
  }
  return html;
}

const HOISTED_TAG = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)/;

/** React emits the page's hoisted `<title>`, `<meta>` and `<link>` tags before the app's markup: split them off. */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  const tags: string[] = [];
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join('\n    '), body: rest };
}

/**
 * The catalogue's version, read before the page's data: a change while the page renders leaves the recorded version
 * behind, so the browser refreshes everything. Null when the backend does not answer it (a project without the
 * function): the browser then refreshes every query.
 */
async function readCatalogVersion(store: AppStore): Promise<number | null> {
  const request = store.dispatch(catalogApi.endpoints.catalogSeats.initiate({}));
  try {
    const { data } = await request;
    return data?.version ?? null;
  } finally {
    request.unsubscribe();
  }
}

/**
 * Renders one public route with its data: the query hooks start their requests during render (the prerender build's
 * RTK Query), the page is rendered again once they have answered, until no query is running.
 */
export async function renderRoute(url: string, renderedAt: number): Promise<RenderedRoute> {
  const route = normalizeRoute(url);
  pinClock(renderedAt);
  const store: AppStore = createAppStore();
  const takeFormats = recordFormats();
  try {
    // The demo's data lives in the visitor's browser, seeded on the day it is opened: every query is asked again there.
    const catalogVersion = isDemoMode ? null : await readCatalogVersion(store);
    await preloadRoute(route);
    // The browser's tree with a static router: the same shape, so useId gives the same ids when the page hydrates.
    const router = ({ children }: { children: ReactNode }) => <StaticRouter location={route}>{children}</StaticRouter>;
    const app = (
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>
    );
    let html = await renderToHtml(app);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.all(running);
      html = await renderToHtml(app);
    }
    const { head, body } = splitHoisted(html);
    const formats = takeFormats();
    return {
      route,
      status: isNotFoundRoute(route) ? 404 : 200,
      head,
      body,
      state: handoverOf(store.getState(), route, renderedAt, catalogVersion),
      formats,
    };
  } finally {
    takeFormats();
    pinClock(null);
  }
}

/**
 * A tiny script for the page's head, run before the first paint: hides the consent banner for a visitor who already
 * chose (the app removes it after hydration), and hides the prerendered page when the static host served it for
 * another URL (a private route falling back to index.html) or with a query string (filters the markup does not
 * show), which the app then renders itself. It also records taps on buttons until the app has hydrated them
 * (`./earlyClicks`).
 */
export function headScript(route: string): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  const expected = JSON.stringify(normalizeRoute(route));
  return (
    `(function(){var d=document.documentElement;try{if(localStorage.getItem(${key}))d.setAttribute('data-consent-decided','')}catch(e){}` +
    `if(location.search.length>1||(location.pathname.replace(/\\/+$/,'')||'/')!==${expected})d.setAttribute('data-other-route','')})();` +
    EARLY_CLICKS_SCRIPT
  );
}

export const HEAD_STYLE =
  'html[data-consent-decided] [data-consent-banner]{display:none}html[data-other-route] #root{visibility:hidden}';
