import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_FONTS, fontFallbackCss, fontFallbackFamilies } from '../../scripts/lib/fontFallbacks';

const styles = join(__dirname, '../../src/styles');

/** The swap to Inter shifts nothing only when the face a device falls back to is metric-matched to Inter. */
describe("Inter's fallback faces", () => {
  it('cover the fonts phones and Linux desktops have, not only Arial', () => {
    expect(FALLBACK_FONTS.map((font) => font.familyName)).toEqual(
      expect.arrayContaining(['Roboto', 'Noto Sans', 'DejaVu Sans', 'Arial', 'Liberation Sans', 'Helvetica']),
    );
  });

  it('are the generated stylesheet, unedited', () => {
    expect(readFileSync(join(styles, 'fontFallbacks.css'), 'utf8')).toBe(fontFallbackCss());
  });

  it('are each scaled to Inter (size-adjust, ascent and descent overrides)', () => {
    const faces = fontFallbackCss().split('@font-face').slice(1);
    expect(faces).toHaveLength(FALLBACK_FONTS.length);
    for (const face of faces) {
      expect(face).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%/);
      expect(face).toMatch(/descent-override: \d+(\.\d+)?%/);
    }
  });

  it('are listed right after Inter in the font stack, before any unscaled font', () => {
    const tokens = readFileSync(join(styles, 'tokens.css'), 'utf8');
    const stack = /--font-family:([^;]+);/.exec(tokens)?.[1] ?? '';
    const families = stack.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
    expect(families.slice(0, 1 + FALLBACK_FONTS.length)).toEqual(['Inter Variable', ...fontFallbackFamilies()]);
  });
});
