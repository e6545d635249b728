/**
 * A static server for the production build that sends the headers of its `_headers` file, as Netlify and Cloudflare
 * Pages do: the e2e test of the Content-Security-Policy runs against the file the build wrote, not a copy of it.
 *
 * Like the hosts (and `sirv --single`): `/a` serves `a`, `a.html` or `a/index.html`, and any other path index.html.
 * Every rule whose path matches applies (`*` matches any rest of the path); a header two rules set is joined with
 * `, `, as the hosts join it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface HeaderRule {
  path: string;
  headers: Array<[string, string]>;
}

/** The rules of a `_headers` file: a path line, then indented `Name: value` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers line ${index + 1} is neither a path nor a header: ${line}`);
    rule.headers.push([header[1]!, header[2]!.trim()]);
  }
  return rules;
}

function matches(rulePath: string, urlPath: string): boolean {
  const pattern = rulePath
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(urlPath);
}

/** The headers `_headers` gives a path, names lower-cased. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.path, urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a path is served from: the file itself, `.html`, the folder's index.html, else the app's index.html. */
function fileFor(root: string, urlPath: string): string {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return path.join(root, 'index.html');
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return path.join(root, 'index.html');
}

export interface HeadersServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `root` on a free loopback port with the headers of `root/_headers`. */
export async function startHeadersServer(root: string): Promise<HeadersServer> {
  const headersFile = path.join(root, '_headers');
  if (!existsSync(headersFile)) {
    throw new Error(`${headersFile} is missing: run \`npm run build\` (the build writes it).`);
  }
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = fileFor(root, urlPath);
    response.statusCode = 200;
    response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    for (const [name, value] of headersFor(rules, urlPath)) response.setHeader(name, value);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
