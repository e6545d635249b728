/**
 * The security headers of the production build, written as `dist/_headers` (the file Netlify and Cloudflare Pages
 * read: a path line, then indented `Name: value` lines). docs/operations.md#security-headers gives the same headers
 * for nginx.
 *
 * The Content-Security-Policy allows no inline code but the inline `<script>` and `<style>` elements the built pages
 * carry, each by its SHA-256 hash: the writer reads them from the HTML files of the build, so the policy always
 * matches the pages it is sent with. Markup the policy would block (a `style` attribute, an `on…` handler, a
 * `javascript:` address) fails the build instead of failing in a visitor's browser.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Cloudflare Pages refuses a `_headers` line longer than this; Netlify has no lower limit. */
export const MAX_LINE_LENGTH = 2000;

/** The script types a browser runs; any other type (`application/json`, `application/ld+json`) is a data block. */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

export interface InlineSources {
  /** `'sha256-…'` sources of the inline scripts the browser runs. */
  scripts: string[];
  /** `'sha256-…'` sources of the inline `<style>` elements. */
  styles: string[];
  /** Markup a strict policy blocks: `style` attributes, `on…` handler attributes, `javascript:` addresses. */
  blocked: string[];
}

/** A CSP hash source: SHA-256 of the element's text as UTF-8, base64. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The attributes of a start tag's inside (`<a href="/x" class=b>` → href, class), names lower-cased. */
function attributesOf(tagInside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', doubleQuoted, singleQuoted, bare] of tagInside.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

/** The inline scripts and styles of one HTML page, and what in it the policy would block. */
export function inlineSources(html: string): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const blocked: string[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  // Script and style contents are raw text: taken out before the tags are read, so their text is never a tag.
  const markup = withoutComments.replace(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
    (_element, name: string, inside: string, text: string) => {
      const attributes = attributesOf(inside);
      if (name.toLowerCase() === 'style') styles.add(hashSource(text));
      else if (!attributes.has('src') && SCRIPT_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase()))
        scripts.add(hashSource(text));
      return `<${name}${inside}>`;
    },
  );
  for (const [tag, name = '', inside = ''] of markup.matchAll(/<([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g)) {
    for (const [attribute, value] of attributesOf(inside)) {
      const element = `<${name.toLowerCase()}>`;
      if (attribute === 'style') blocked.push(`${element} style attribute: ${tag.slice(0, 120)}`);
      else if (/^on[a-z]+$/.test(attribute)) blocked.push(`${element} ${attribute} handler: ${tag.slice(0, 120)}`);
      else if (/^\s*javascript:/i.test(value)) blocked.push(`${element} javascript: address: ${tag.slice(0, 120)}`);
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), blocked };
}

export interface PolicyOptions {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** Origins besides the site's own that scripts load from (a live build's analytics script on another host). */
  scriptOrigins?: readonly string[];
  /** Origins besides the site's own that the app fetches from (the Supabase project). */
  connectOrigins?: readonly string[];
}

/** The Content-Security-Policy: the site's own files, the listed inline elements, nothing inline or evaluated else. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const list = (...sources: ReadonlyArray<string | readonly string[]>) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, options.scriptOrigins ?? [], [...options.scriptHashes].sort())}`,
    `style-src ${list(`'self'`, [...options.styleHashes].sort())}`,
    `connect-src ${list(`'self'`, options.connectOrigins ?? [])}`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Files whose names carry their content hash: cached for a year, never revalidated. */
export const IMMUTABLE_PATHS = ['/js/*', '/css/*', '/assets/*', '/fonts/*'];

/** The `_headers` file: the security headers for every path, the long cache for the hashed files. */
export function headersFile(options: PolicyOptions): string {
  const everyPath: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Stripe's checkout is a redirect to Stripe's page, not a frame here: no payment feature is needed on this site.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['X-Frame-Options', 'DENY'],
  ];
  const blocks: Array<[string, Array<[string, string]>]> = [
    ['/*', everyPath],
    ...IMMUTABLE_PATHS.map((route): [string, Array<[string, string]>] => [
      route,
      [['Cache-Control', 'public, max-age=31536000, immutable']],
    ]),
  ];
  const text =
    `# Written by the production build (scripts/webpack/securityHeaders.ts): see docs/operations.md.\n` +
    blocks
      .map(([route, headers]) => `${route}\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`)
      .join('\n');
  const tooLong = text.split('\n').find((line) => line.length > MAX_LINE_LENGTH);
  if (tooLong) {
    throw new Error(
      `_headers: a line is ${tooLong.length} characters long, more than the ${MAX_LINE_LENGTH} Cloudflare Pages ` +
        `accepts (${tooLong.slice(0, 60)}…): fewer distinct inline elements are needed.`,
    );
  }
  return text;
}

/** The HTML files of a build, relative to it. */
function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file, base);
    return entry.name.endsWith('.html') ? [path.relative(base, file)] : [];
  });
}

/** The inline scripts and styles of every HTML file of a build; throws on markup the policy would block. */
export function buildInlineSources(outDir: string): Pick<InlineSources, 'scripts' | 'styles'> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const blocked: string[] = [];
  for (const file of htmlFiles(outDir).sort()) {
    const sources = inlineSources(readFileSync(path.join(outDir, file), 'utf8'));
    sources.scripts.forEach((hash) => scripts.add(hash));
    sources.styles.forEach((hash) => styles.add(hash));
    blocked.push(...sources.blocked.map((finding) => `${file}: ${finding}`));
  }
  if (blocked.length > 0) {
    throw new Error(`_headers: the Content-Security-Policy would block this markup:\n${blocked.join('\n')}`);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

export interface BuildHeadersOptions {
  /** The finished build (client files and prerendered pages). */
  outDir: string;
  scriptOrigins?: readonly string[];
  connectOrigins?: readonly string[];
}

/** Writes `<outDir>/_headers` for the build's pages; returns its text. */
export function writeHeadersFile(options: BuildHeadersOptions): string {
  const { scripts, styles } = buildInlineSources(options.outDir);
  const text = headersFile({
    scriptHashes: scripts,
    styleHashes: styles,
    scriptOrigins: options.scriptOrigins,
    connectOrigins: options.connectOrigins,
  });
  writeFileSync(path.join(options.outDir, '_headers'), text);
  return text;
}

/** The origin of an absolute http(s) address, or null (a path on the site itself, or nothing). */
export function externalOrigin(address: string | undefined, siteOrigin: string): string | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  const origin = new URL(address).origin;
  return origin === new URL(siteOrigin).origin ? null : origin;
}
