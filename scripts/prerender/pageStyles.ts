/**
 * The stylesheets a prerendered page needs at its first paint. The entry's stylesheet is linked by index.html; a
 * page's own CSS (CSS modules of its chunk) would otherwise arrive only with the page's JavaScript, and the markup
 * would first paint unstyled and then jump. The build puts into each page the chunk stylesheets that define the
 * classes its markup uses, and the entry's, inline: a phone on a slow network paints the page with the HTML alone
 * instead of waiting one round trip per stylesheet. Each `<style data-href>` names its file, so the app's chunk
 * loader finds it and does not load that stylesheet again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Stylesheet {
  /** As index.html links it, e.g. `/css/page-home.1a2b3c.css`. */
  href: string;
  classes: Set<string>;
  /** The file's content, to inline. */
  css?: string;
}

/** A stylesheet inline, named by its file (mini-css-extract's loader looks for `data-href`); a link if it cannot be. */
export function inlineStyle(href: string, css: string | undefined): string {
  if (css === undefined || /<\/style/i.test(css)) return `<link href="${href}" rel="stylesheet">`;
  return `<style data-href="${href}">${css}</style>`;
}

/** index.html with the stylesheets it links (the entry's) inline. */
export function inlineLinkedStylesheets(template: string, outDir: string): string {
  return template.replace(/<link href="(\/css\/[^"]+\.css)" rel="stylesheet">/g, (_link, href: string) =>
    inlineStyle(href, readFileSync(path.join(outDir, href), 'utf8')),
  );
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
    .map(({ href, file }) => {
      const css = readFileSync(path.join(cssDir, file), 'utf8');
      return { href, classes: selectorClasses(css), css };
    });
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
