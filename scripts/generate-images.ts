/**
 * Writes the catalogue's illustrations into public/images, as small WebP files the build and Storybook serve:
 *
 *   public/images/seminars/{slug}.webp   800×450  brand gradient, the category's icon shapes and name
 *   public/images/webinars/{slug}.webp   800×450  the same card with a "Live-Webinar" mark, tinted per brand
 *   public/images/trainers/{slug}.webp   400×400  an abstract avatar with the trainer's initials (no photos of people)
 *
 * The slugs, categories and names come from the demo seed (mocks/seed), so a new seminar, webinar or trainer gets its
 * image by running the script again. Every picture is an SVG drawn here and encoded by sharp (librsvg + libwebp), so
 * the output is deterministic: no randomness, no clock, fixed encoder settings. Text uses the system's DejaVu Sans /
 * Liberation Sans (present on the Debian build machines); the images are decorative, the pages carry the real text.
 * Each file must stay within 30 KB; the script fails otherwise.
 *
 * Run: npx tsx scripts/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedDates } from '../mocks/seed/dates';
import { buildSeminars } from '../mocks/seed/seminars';
import { buildTrainers } from '../mocks/seed/trainers';
import type { SeminarCategory } from '../mocks/seed/types';
import { buildWebinars } from '../mocks/seed/webinars';
import { SEMINAR_IMAGE, TRAINER_IMAGE, WEBINAR_IMAGE } from '../src/features/catalog/imageSizes';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'public', 'images');
const MAX_BYTES = 30 * 1024;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Only slugs, categories and names are read; the dates do not matter for the pictures. */
const fixedDates: SeedDates = {
  date: () => '2026-01-01',
  instant: () => '2026-01-01T09:00:00.000Z',
  year: () => '2026',
  courseDate: () => '2026-01-01',
  courseInstant: () => '2026-01-01T09:00:00.000Z',
  token: () => 'token',
};

/** Same names as CATEGORY_NAMES in src/features/catalog/catalogTypes.ts (kept here so the script needs no app code). */
const CATEGORY_NAMES: Record<SeminarCategory, string> = {
  seo: 'SEO',
  'google-ads': 'Google Ads',
  'social-media': 'Social Media',
  'content-marketing': 'Content-Marketing',
  'email-marketing': 'E-Mail-Marketing',
  webanalyse: 'Webanalyse & GA4',
  'ki-marketing': 'KI im Marketing',
  'ki-coding': 'KI-Coding',
};

/** Two gradient stops per category, all dark enough for white text (the brand blue family plus one hue each). */
const CATEGORY_COLOURS: Record<SeminarCategory, [string, string]> = {
  seo: ['#0b4f8a', '#1f7a8c'],
  'google-ads': ['#083a66', '#2563a8'],
  'social-media': ['#5b2a86', '#0b4f8a'],
  'content-marketing': ['#0f5c4d', '#0b4f8a'],
  'email-marketing': ['#7a3413', '#0b4f8a'],
  webanalyse: ['#12436e', '#0f6a5a'],
  'ki-marketing': ['#3b2a7a', '#0b4f8a'],
  'ki-coding': ['#1b1f3a', '#5b2a86'],
};

/** The second brand gets a warm palette so its webinars are recognisable at a glance. */
const SECOND_BRAND_COLOURS: [string, string] = ['#3a1457', '#9a3412'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small deterministic number from a text (FNV-1a), to vary the decoration per card without randomness. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Line-art icon shapes per category, drawn in a 200×200 box, white strokes. */
function categoryIcon(category: SeminarCategory): string {
  const s = 'fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"';
  switch (category) {
    case 'seo':
      return `<g ${s}><circle cx="85" cy="85" r="52"/><path d="M123 123l50 50"/><path d="M60 100l18-22 18 14 22-30"/></g>`;
    case 'google-ads':
      return `<g ${s}><circle cx="100" cy="100" r="72"/><circle cx="100" cy="100" r="44"/><circle cx="100" cy="100" r="14" fill="#fff"/><path d="M100 100l62-62M146 38h16v16"/></g>`;
    case 'social-media':
      return `<g ${s}><path d="M30 50h100a14 14 0 0 1 14 14v46a14 14 0 0 1-14 14H74l-30 24v-24H30a14 14 0 0 1-14-14V64a14 14 0 0 1 14-14z"/><path d="M160 86h10a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-8v22l-26-22h-40"/><circle cx="56" cy="87" r="4" fill="#fff"/><circle cx="80" cy="87" r="4" fill="#fff"/><circle cx="104" cy="87" r="4" fill="#fff"/></g>`;
    case 'content-marketing':
      return `<g ${s}><path d="M50 20h72l38 38v122H50z"/><path d="M122 20v38h38"/><path d="M72 90h66M72 116h66M72 142h44"/></g>`;
    case 'email-marketing':
      return `<g ${s}><rect x="22" y="48" width="156" height="108" rx="14"/><path d="M28 58l72 56 72-56"/></g>`;
    case 'webanalyse':
      return `<g ${s}><path d="M24 176h156"/><path d="M46 176v-50M84 176v-84M122 176v-62M160 176v-118"/><path d="M40 96l44-38 38 26 44-50"/></g>`;
    case 'ki-marketing':
      return `<g ${s}><path d="M100 22l14 42 42 14-42 14-14 42-14-42-42-14 42-14z"/><path d="M160 122l7 21 21 7-21 7-7 21-7-21-21-7 21-7z"/><path d="M44 130l6 16 16 6-16 6-6 16-6-16-16-6 16-6z"/></g>`;
    case 'ki-coding':
      return `<g ${s}><path d="M62 52l-46 48 46 48M138 52l46 48-46 48M116 34l-32 132"/></g>`;
  }
}

/** Soft circles in the background; their places depend on the slug, so neighbouring cards differ. */
function bubbles(seed: number, width: number, height: number): string {
  const circles: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const n = (seed >>> (i * 5)) & 0x3ff;
    const cx = (n * 37 + i * 173) % width;
    const cy = (n * 13 + i * 97) % height;
    const r = 40 + ((n >> 3) % 90);
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${0.05 + (i % 3) * 0.025}"/>`);
  }
  return circles.join('');
}

interface CardOptions {
  slug: string;
  category: SeminarCategory;
  colours: [string, string];
  /** A small mark on webinar cards ("Live-Webinar" or the second brand). */
  badge?: string;
}

/** A seminar or webinar card: gradient, decoration, category icon and name. Decorative: no title text. */
function cardSvg({ slug, category, colours, badge }: CardOptions): string {
  const { width, height } = SEMINAR_IMAGE;
  const [from, to] = colours;
  const label = escapeXml(CATEGORY_NAMES[category]);
  const badgeSvg = badge
    ? `<g transform="translate(48 48)"><rect width="${Math.round(56 + badge.length * 12.5)}" height="44" rx="22" fill="#fff" fill-opacity="0.95"/>` +
      `<circle cx="24" cy="22" r="7" fill="#c2410c"/>` +
      `<text x="40" y="29" font-family="${FONT}" font-size="20" font-weight="700" fill="#14202e">${escapeXml(badge)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${bubbles(hash(slug), width, height)}
<g transform="translate(500 95) scale(1.3)" opacity="0.92">${categoryIcon(category)}</g>
${badgeSvg}
<text x="48" y="${height - 56}" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${label}</text>
<rect x="48" y="${height - 40}" width="72" height="6" rx="3" fill="#fff" fill-opacity="0.8"/>
</svg>`;
}

function initials(name: string): string {
  // "Dr. Thomas Keller" → "TK": academic titles are not initials.
  const words = name.split(/\s+/).filter((word) => !/^(Dr|Prof)\.?$/.test(word));
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
}

const AVATAR_COLOURS: Array<[string, string]> = [
  ['#0b4f8a', '#1f7a8c'],
  ['#5b2a86', '#0b4f8a'],
  ['#0f5c4d', '#12436e'],
  ['#7a3413', '#5b2a86'],
  ['#083a66', '#0f6a5a'],
  ['#3b2a7a', '#9a3412'],
  ['#12436e', '#5b2a86'],
];

/** A friendly abstract portrait: a head-and-shoulders silhouette behind the initials. */
function avatarSvg(slug: string, name: string): string {
  const { width, height } = TRAINER_IMAGE;
  const seed = hash(slug);
  const [from, to] = AVATAR_COLOURS[seed % AVATAR_COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="200" cy="200" r="186" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="14"/>
<circle cx="200" cy="150" r="78" fill="#fff" fill-opacity="0.18"/>
<path d="M60 400c0-88 63-150 140-150s140 62 140 150z" fill="#fff" fill-opacity="0.18"/>
<text x="200" y="178" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`;
}

async function writeWebp(file: string, svg: string, size: { width: number; height: number }): Promise<number> {
  const buffer = await sharp(Buffer.from(svg))
    .resize(size.width, size.height)
    .webp({ quality: 72, effort: 6, smartSubsample: true })
    .toBuffer();
  if (buffer.length > MAX_BYTES) throw new Error(`${file} is ${buffer.length} bytes, more than ${MAX_BYTES}`);
  writeFileSync(file, buffer);
  return buffer.length;
}

async function main(): Promise<void> {
  const jobs: Array<{ file: string; svg: string; size: { width: number; height: number } }> = [];
  for (const dir of ['seminars', 'webinars', 'trainers']) mkdirSync(join(OUT, dir), { recursive: true });

  for (const seminar of buildSeminars(fixedDates)) {
    jobs.push({
      file: join(OUT, 'seminars', `${seminar.slug}.webp`),
      svg: cardSvg({ slug: seminar.slug, category: seminar.category, colours: CATEGORY_COLOURS[seminar.category] }),
      size: SEMINAR_IMAGE,
    });
  }
  for (const webinar of buildWebinars(fixedDates, new Map())) {
    const secondBrand = webinar.brand !== 'Digitalakademie Deutschland';
    jobs.push({
      file: join(OUT, 'webinars', `${webinar.slug}.webp`),
      svg: cardSvg({
        slug: webinar.slug,
        category: webinar.category,
        colours: secondBrand ? SECOND_BRAND_COLOURS : CATEGORY_COLOURS[webinar.category],
        badge: secondBrand ? webinar.brand : 'Live-Webinar',
      }),
      size: WEBINAR_IMAGE,
    });
  }
  for (const trainer of buildTrainers(fixedDates)) {
    jobs.push({
      file: join(OUT, 'trainers', `${trainer.slug}.webp`),
      svg: avatarSvg(trainer.slug, trainer.name),
      size: TRAINER_IMAGE,
    });
  }

  let total = 0;
  for (const job of jobs) {
    const bytes = await writeWebp(job.file, job.svg, job.size);
    total += bytes;
    console.log(`${job.file.slice(ROOT.length + 1)}  ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(1)} KB in all`);
}

await main();
