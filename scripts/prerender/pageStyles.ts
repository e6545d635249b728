/**
 * The stylesheets a prerendered page needs at its first paint. The entry's stylesheet is linked by index.html; a
 * page's own CSS (CSS modules of its chunk) would otherwise arrive only with the page's JavaScript, and the markup
 * would first paint unstyled and then jump. The build links, for each page, the chunk stylesheets that define the
 * classes its markup uses; the app's chunk loader later finds those links and does not load them twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Stylesheet {
  /** As index.html links it, e.g. `/css/page-home.1a2b3c.css`. */
  href: string;
  classes: Set<string>;
}

/** Every class a stylesheet's selectors name (`.a`, `.a:hover .b`, inside `@media` too). */
export function selectorClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors = ''] of withoutComments.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    if (selectors.trimStart().startsWith('@')) continue;
    for (const [, name = ''] of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

/** The classes of a page's markup. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The chunk stylesheets of a build (`css/*.css`), except those index.html links already. */
export function readChunkStylesheets(outDir: string, template: string): Stylesheet[] {
  const linked = new Set([...template.matchAll(/<link\b[^>]*href="([^"]+\.css)"/g)].map(([, href = '']) => href));
  const cssDir = path.join(outDir, 'css');
  return readdirSync(cssDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ href: `/css/${file}`, file }))
    .filter(({ href }) => !linked.has(href))
    .sort((a, b) => a.href.localeCompare(b.href))
    .map(({ href, file }) => ({ href, classes: selectorClasses(readFileSync(path.join(cssDir, file), 'utf8')) }));
}

/**
 * The fewest stylesheets that define every class of the markup that some chunk stylesheet defines: at each step the
 * one defining most of the classes still missing (a CSS module shared by two chunks sits in both).
 */
export function stylesheetsFor(markup: string, stylesheets: Stylesheet[]): string[] {
  const used = markupClasses(markup);
  const missing = new Set([...used].filter((name) => stylesheets.some((sheet) => sheet.classes.has(name))));
  const chosen: string[] = [];
  while (missing.size > 0) {
    let best: Stylesheet | null = null;
    let bestCount = 0;
    for (const sheet of stylesheets) {
      const count = [...missing].filter((name) => sheet.classes.has(name)).length;
      if (count > bestCount) {
        best = sheet;
        bestCount = count;
      }
    }
    if (!best) break;
    chosen.push(best.href);
    for (const name of best.classes) missing.delete(name);
  }
  return chosen;
}
