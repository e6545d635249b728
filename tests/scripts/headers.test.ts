/** The `_headers` writer of the production build (scripts/webpack/securityHeaders.ts). */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  externalOrigin,
  hashSource,
  headersFile,
  inlineSources,
  MAX_LINE_LENGTH,
  writeHeadersFile,
} from '../../scripts/webpack/securityHeaders';
import { HEAD_SCRIPT_ROUTE_ATTRIBUTE, sharedHeadScript } from '../../scripts/prerender/serverEntry';

const HEAD_SCRIPT = "(function(){document.documentElement.setAttribute('data-x','')})();";
const LOADER = "(function(){var s=document.createElement('script');s.src='/js/main.1.js'})()";
const HEAD_STYLE = 'html[data-x] #root{visibility:hidden}';
const PAGE_CSS = '.a{color:red}.b>.c{margin:0}';

/** A page as the prerender writes it: inline scripts and styles, data blocks, JSON-LD. */
function page(extra = ''): string {
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8" />\n` +
    `    <style data-href="/css/page.1.css">${PAGE_CSS}</style>\n` +
    `    <script data-route="/berlin">${HEAD_SCRIPT}</script>\n    <style>${HEAD_STYLE}</style>\n` +
    `    <script type="application/ld+json">{"@type":"Course"}</script>\n` +
    `    <link href="/css/main.1.css" rel="stylesheet"><script defer="defer" src="/js/main.1.js"></script>\n` +
    `  </head><body><div id="root"><main class="a"><!-- --><p>Text mit style="x" und onclick=</p>${extra}</main></div>\n` +
    `    <script type="application/json" id="prerendered-state">{"route":"/berlin"}</script>\n` +
    `    <script>${LOADER}</script>\n  </body></html>`
  );
}

/** The hash as a browser computes it for the CSP: SHA-256 of the UTF-8 text, base64. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe('inline elements of a page', () => {
  it('hashes the inline scripts a browser runs and every inline style, not data blocks or external scripts', () => {
    const sources = inlineSources(page());
    expect(sources.scripts).toEqual([sha256(HEAD_SCRIPT), sha256(LOADER)].sort());
    expect(sources.styles).toEqual([sha256(PAGE_CSS), sha256(HEAD_STYLE)].sort());
    expect(sources.blocked).toEqual([]);
  });

  it('hashes the exact text, non-ASCII characters as UTF-8', () => {
    expect(hashSource('ä')).toBe(sha256('ä'));
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(inlineSources(`<script>\n  a();\n</script>`).scripts).toEqual([sha256('\n  a();\n')]);
  });

  it('finds markup the policy blocks: style attributes, event handler attributes, javascript: addresses', () => {
    const { blocked } = inlineSources(
      page(
        `<div style="color:red"></div><button type="button" onclick="go()">x</button><a href=" javascript:void 0">y</a>`,
      ),
    );
    expect(blocked).toEqual([
      expect.stringMatching(/^<div> style attribute/),
      expect.stringMatching(/^<button> onclick handler/),
      expect.stringMatching(/^<a> javascript: address/),
    ]);
  });
});

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [sha256('b'), sha256('a')],
    styleHashes: [sha256('c')],
    connectOrigins: ['https://abc.supabase.co'],
  });
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

  it('allows the site itself, the listed hashes and the backend, nothing inline or evaluated else', () => {
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...[sha256('a'), sha256('b')].sort()],
      'style-src': ["'self'", sha256('c')],
      'connect-src': ["'self'", 'https://abc.supabase.co'],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('connects to the site alone when no backend is named', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], styleHashes: [] })).toContain("connect-src 'self';");
  });

  it('takes only other hosts as origins', () => {
    const site = 'https://www.digitalakademie.test';
    expect(externalOrigin('https://abc.supabase.co', site)).toBe('https://abc.supabase.co');
    expect(externalOrigin('https://stats.example.test/script.js?v=1', site)).toBe('https://stats.example.test');
    expect(externalOrigin('/stats/script.js', site)).toBeNull();
    expect(externalOrigin('https://www.digitalakademie.test/stats.js', site)).toBeNull();
    expect(externalOrigin('', site)).toBeNull();
  });
});

describe('the _headers file', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** `{ path: [[name, value]] }` of a `_headers` text, checking its format on the way. */
  function parse(text: string): Record<string, Array<[string, string]>> {
    const rules: Record<string, Array<[string, string]>> = {};
    let current: Array<[string, string]> | null = null;
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      if (line.startsWith('/')) {
        current = rules[line] = [];
        continue;
      }
      const header = /^ {2}([A-Za-z-]+): (\S.*)$/.exec(line);
      expect({ line, header: header !== null }).toEqual({ line, header: true });
      current!.push([header![1]!, header![2]!]);
    }
    return rules;
  }

  it('gives every path the security headers and the hashed files a year of cache', () => {
    const text = headersFile({ scriptHashes: [sha256('a')], styleHashes: [], connectOrigins: [] });
    const rules = parse(text);
    expect(Object.keys(rules)).toEqual(['/*', '/js/*', '/css/*', '/assets/*', '/fonts/*']);
    expect(rules['/*']!.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(Object.fromEntries(rules['/*']!)).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'X-Frame-Options': 'DENY',
    });
    for (const route of ['/js/*', '/css/*', '/assets/*', '/fonts/*']) {
      expect(rules[route]).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    }
  });

  it('lists the hashes of the inline scripts and styles of every page of a build, each once', () => {
    mkdirSync(path.join(dir, 'berlin'));
    writeFileSync(path.join(dir, 'index.html'), page());
    writeFileSync(path.join(dir, 'berlin', 'index.html'), page().replace(PAGE_CSS, '.d{color:blue}'));
    writeFileSync(path.join(dir, 'main.js'), '<script>not a page</script>');
    writeHeadersFile({ outDir: dir, connectOrigins: ['https://abc.supabase.co'] });
    const policy = parse(readFileSync(path.join(dir, '_headers'), 'utf8'))['/*']![0]![1];
    expect(policy).toContain(`script-src 'self' ${[sha256(HEAD_SCRIPT), sha256(LOADER)].sort().join(' ')};`);
    expect(policy).toContain(
      `style-src 'self' ${[sha256(PAGE_CSS), sha256('.d{color:blue}'), sha256(HEAD_STYLE)].sort().join(' ')};`,
    );
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('fails the build on a page whose markup the policy would block, naming the page', () => {
    mkdirSync(path.join(dir, 'impressum'));
    writeFileSync(path.join(dir, 'index.html'), page());
    writeFileSync(path.join(dir, 'impressum', 'index.html'), page('<span style="display:none">x</span>'));
    expect(() => writeHeadersFile({ outDir: dir })).toThrow(/impressum\/index\.html: <span> style attribute/);
  });

  it('fails when a line grows past what Cloudflare Pages accepts', () => {
    const many = Array.from({ length: 40 }, (_, index) => sha256(String(index)));
    expect(() => headersFile({ scriptHashes: many, styleHashes: [] })).toThrow(
      new RegExp(`more than the ${MAX_LINE_LENGTH}`),
    );
  });
});

describe('the head script of the prerendered pages', () => {
  /** Runs the script as the page's head does, from a `<script data-route>` element, at `pathname`. */
  function runAt(pathname: string, route: string, script: string): boolean {
    window.history.replaceState(null, '', pathname);
    document.documentElement.removeAttribute('data-other-route');
    const element = document.createElement('script');
    element.setAttribute(HEAD_SCRIPT_ROUTE_ATTRIBUTE, route);
    element.textContent = script;
    document.head.append(element);
    element.remove();
    // The early-clicks part leaves its listener: taking the clicks removes it.
    (Reflect.get(window, '__takeEarlyClicks') as () => unknown)();
    Reflect.deleteProperty(window, '__takeEarlyClicks');
    return document.documentElement.hasAttribute('data-other-route');
  }

  it('is one text for every route, so the policy lists one hash for it', () => {
    const script = sharedHeadScript();
    expect(script).not.toContain('/berlin');
    expect(inlineSources(`<script ${HEAD_SCRIPT_ROUTE_ATTRIBUTE}="/berlin">${script}</script>`).scripts).toEqual(
      inlineSources(`<script ${HEAD_SCRIPT_ROUTE_ATTRIBUTE}="/">${script}</script>`).scripts,
    );
  });

  it('still hides a page served for another route, read from its element', () => {
    const script = sharedHeadScript();
    expect(runAt('/berlin', '/berlin', script)).toBe(false);
    expect(runAt('/berlin/', '/berlin', script)).toBe(false);
    expect(runAt('/checkout', '/', script)).toBe(true);
    expect(runAt('/berlin?seite=2', '/berlin', script)).toBe(true);
    expect(runAt('/', '/', script)).toBe(false);
  });
});
