/**
 * Writes a static HTML file for every public route into a finished client build (`dist/<route>/index.html`,
 * `dist/index.html` for the home page, `dist/404.html`): the page's markup, title, meta and JSON-LD tags, the data it
 * was rendered from (hydrated by src/main.tsx) and the consent banner, so the first paint needs no JavaScript.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderedRoute } from '../../src/app/prerender/renderRoute';
import {
  inlineLinkedStylesheets,
  inlineStyle,
  readChunkStylesheets,
  stylesheetsFor,
  type Stylesheet,
} from './pageStyles';
import { runEntryAfterFirstPaint } from './entryScripts';
import { isIndexable, sitemapXml } from '../lib/sitemap';
import { site } from '../../src/config/site';
import type * as ServerEntry from './serverEntry';

type ServerBundle = typeof ServerEntry;

export interface PrerenderOptions {
  /** The client build to complete. */
  outDir: string;
  /** The prerenderer's bundle (webpack output of serverEntry.ts). */
  serverBundle: string;
  demoMode: boolean;
  supabaseUrl: string;
  supabaseAnonKey: string;
  log: (message: string) => void;
}

/** The file a route is written to. */
export function routeFile(outDir: string, route: string, notFoundRoute: string): string {
  if (route === '/') return path.join(outDir, 'index.html');
  if (route === notFoundRoute) return path.join(outDir, '404.html');
  return path.join(outDir, ...route.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');
}

/** Text for a double-quoted attribute value. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const DEFAULT_HEAD_TAGS = [/\s*<title>[\s\S]*?<\/title>/, /\s*<meta\s+name="description"[\s\S]*?\/>/];

/** The client build's index.html with one route's rendering put in, and the stylesheets its markup needs. */
export function pageHtml(
  template: string,
  page: RenderedRoute,
  bundle: ServerBundle,
  stylesheets: Stylesheet[] = [],
): string {
  let html = template;
  // The page's own title and description replace the template's.
  if (page.head.includes('<title>')) for (const tag of DEFAULT_HEAD_TAGS) html = html.replace(tag, '');
  const css = new Map(stylesheets.map((sheet) => [sheet.href, sheet.css]));
  const links = stylesheetsFor(page.body, stylesheets).map((href) => `    ${inlineStyle(href, css.get(href))}\n`);
  // One head script for every page, told its route by an attribute: one hash in the Content-Security-Policy.
  const route = `${bundle.HEAD_SCRIPT_ROUTE_ATTRIBUTE}="${escapeAttribute(page.route)}"`;
  const head =
    `${links.join('')}    <script ${route}>${bundle.sharedHeadScript()}</script>\n` +
    `    <style>${bundle.HEAD_STYLE}</style>\n    ${page.head}\n  </head>`;
  const state =
    `<script type="application/json" id="${bundle.PRERENDERED_STATE_ID}">${bundle.serializeHandover(page.state)}</script>` +
    `\n    <script type="application/json" id="${bundle.PRERENDERED_FORMATS_ID}">${bundle.scriptJson(page.formats)}</script>`;
  return runEntryAfterFirstPaint(
    html
      .replace(/\s*<\/head>/, `\n${head}`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>\n    ${state}`),
  );
}

/** Whether the live Supabase project answers (a build without network still gets the client-rendered shell). */
async function supabaseReachable(url: string, anonKey: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/rest/v1/settings?select=id&limit=1', url), {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(5000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export async function prerenderSite(options: PrerenderOptions): Promise<number> {
  const { outDir, serverBundle, demoMode, log } = options;
  if (!demoMode && !(await supabaseReachable(options.supabaseUrl, options.supabaseAnonKey))) {
    log(`prerender: ${options.supabaseUrl} is not reachable; the public pages stay client-rendered (shell only).`);
    return 0;
  }
  const require = createRequire(import.meta.url);
  delete require.cache[require.resolve(serverBundle)];
  const bundle = require(serverBundle) as ServerBundle;
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const stylesheets = readChunkStylesheets(outDir, template);
  const pageTemplate = inlineLinkedStylesheets(template, outDir);
  const stopMock = demoMode ? await bundle.startMockBackend() : () => undefined;
  try {
    const at = Date.now();
    const routes = await bundle.listRoutes(at);
    const indexable: string[] = [];
    for (const route of routes) {
      const page = await bundle.renderRoute(route, at).catch((error: unknown) => {
        throw new Error(`prerender: ${route} failed to render on the server`, { cause: error });
      });
      const file = routeFile(outDir, route, bundle.NOT_FOUND_ROUTE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(pageTemplate, page, bundle, stylesheets));
      if (isIndexable(page)) indexable.push(route);
    }
    // The sitemap lists exactly the pages written here that a search engine may index.
    writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(indexable, site.origin));
    log(`prerender: ${routes.length} public routes written to ${path.relative(process.cwd(), outDir) || '.'}`);
    return routes.length;
  } finally {
    stopMock();
    bundle.finish();
  }
}
