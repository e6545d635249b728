import path from 'node:path';
import type { Compiler } from 'webpack';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import { site } from '../../src/config/site';
import { externalOrigin, writeHeadersFile } from './securityHeaders';

export interface SecurityHeadersOptions {
  /** The client build the headers are for. */
  outDir: string;
  demoMode: boolean;
  /** The live Supabase project (empty in a demo build). */
  supabaseUrl: string;
  /** ANALYTICS_SCRIPT_URL: a path on the site, an address on another host, or empty. */
  analyticsScriptUrl: string;
}

/**
 * Writes `_headers` into the client build once its pages are final: added to the prerender build after the
 * PrerenderPlugin, so the hashes are those of the prerendered pages (or of the shell, when a live build could not
 * prerender). See ./securityHeaders.ts and docs/operations.md#security-headers.
 */
export class SecurityHeadersPlugin {
  constructor(private readonly options: SecurityHeadersOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('SecurityHeadersPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const { outDir, demoMode, supabaseUrl, analyticsScriptUrl } = this.options;
      // The demo's backend is an address the mock worker answers: the browser checks the policy before the worker
      // sees the request, so the demo's address is allowed like a live project's.
      const backend = externalOrigin(demoMode ? DEMO_SUPABASE_URL : supabaseUrl, site.origin);
      const analytics = externalOrigin(analyticsScriptUrl, site.origin);
      writeHeadersFile({
        outDir,
        connectOrigins: backend ? [backend] : [],
        scriptOrigins: analytics ? [analytics] : [],
      });
      compilation
        .getLogger('SecurityHeadersPlugin')
        .info(`_headers written to ${path.relative(process.cwd(), outDir) || '.'}`);
    });
  }
}
