/**
 * Writes src/styles/fontFallbacks.css, Inter's metric-matched fallback faces (scripts/lib/fontFallbacks.ts), and
 * src/styles/interFaces.css, Inter's own faces (scripts/lib/interFaces.ts).
 *
 * Run: npm run fonts
 */
import { writeFileSync } from 'node:fs';
import { fontFallbackCss } from './lib/fontFallbacks';
import { interFacesCss } from './lib/interFaces';

writeFileSync(new URL('../src/styles/fontFallbacks.css', import.meta.url), fontFallbackCss());
writeFileSync(new URL('../src/styles/interFaces.css', import.meta.url), interFacesCss());
