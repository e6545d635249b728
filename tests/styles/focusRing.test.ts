/**
 * The focus indicator must stand out from every state colour (an invalid field's red border, the warning, success and
 * brand colours) and from the backgrounds it is drawn on (WCAG 2.4.7, 2.4.11, and 2.4.13 as the target).
 */
import fs from 'node:fs';
import path from 'node:path';

const tokens = fs.readFileSync(path.resolve(__dirname, '../../src/styles/tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens);
  if (!match) throw new Error(`tokens.css has no --${name}`);
  return match[1]!.trim();
}

function rgb(hex: string): [number, number, number] {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((index) => parseInt(value.slice(index, index + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function hue(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

function hueDistance(a: string, b: string): number {
  const distance = Math.abs(hue(a) - hue(b));
  return Math.min(distance, 360 - distance);
}

describe('focus indicator tokens', () => {
  const focus = token('color-focus');

  it.each(['color-danger', 'color-accent', 'color-warning', 'color-success', 'color-brand', 'color-info'])(
    'has a hue of its own, at least 45° from --%s',
    (state) => {
      expect(hueDistance(focus, token(state))).toBeGreaterThanOrEqual(45);
    },
  );

  it.each(['color-surface', 'color-bg', 'color-surface-muted'])('contrasts at least 3:1 with --%s', (background) => {
    expect(contrast(focus, token(background))).toBeGreaterThanOrEqual(3);
  });

  it('is a two-tone ring at least 2 px thick: a light gap, then the focus colour (visible on dark surfaces too)', () => {
    const ring = token('focus-ring');
    const match = /^0 0 0 (\d+)px var\(--color-surface\), 0 0 0 (\d+)px var\(--color-focus\)$/.exec(ring);
    expect(match).not.toBeNull();
    const [inner, outer] = [Number(match![1]), Number(match![2])];
    expect(inner).toBeGreaterThanOrEqual(2);
    expect(outer - inner).toBeGreaterThanOrEqual(2);
    expect(contrast(token('color-surface'), token('color-brand-strong'))).toBeGreaterThanOrEqual(3);
  });
});
