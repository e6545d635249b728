/**
 * Writes src/styles/fontFallbacks.css: Inter's metric-matched fallback faces (see scripts/lib/fontFallbacks.ts).
 *
 * Run: npm run fonts
 */
import { writeFileSync } from 'node:fs';
import { fontFallbackCss } from './lib/fontFallbacks';

writeFileSync(new URL('../src/styles/fontFallbacks.css', import.meta.url), fontFallbackCss());
