import { buildSeed } from '../../mocks/seed';
import { buildSitemap, sitemapPaths } from '../../scripts/lib/sitemap';

const today = new Date('2026-11-22T10:00:00Z');

describe('sitemap.xml', () => {
  const seed = buildSeed(today);
  const paths = sitemapPaths(seed, today);

  it('lists the home page, the six city pages and the legal pages', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/berlin', '/muenchen', '/hamburg', '/frankfurt', '/stuttgart', '/koeln', '/impressum', '/agb', '/barrierefreiheit']),
    );
  });

  it('lists every published seminar, and a seminar city page only where an upcoming date exists', () => {
    const published = seed.seminars.filter((seminar) => seminar.published);
    for (const seminar of published) expect(paths).toContain(`/seminars/${seminar.slug}`);
    const draft = seed.seminars.find((seminar) => !seminar.published);
    expect(draft).toBeDefined();
    expect(paths.some((path) => path.endsWith(`/${draft!.slug}`))).toBe(false);
    // SEO-Grundlagen's Berlin date 45 days ago is past, but it has a later Berlin date; its München date is upcoming.
    expect(paths).toContain('/muenchen/seo-grundlagen');
  });

  it('leaves out account, checkout, admin and demo pages', () => {
    expect(paths.filter((path) => /^\/(admin|dashboard|settings|checkout|demo|login|register)/.test(path))).toEqual([]);
  });

  it('leaves out the noindex pages (chat assistant, coming soon) and webinars cancelled or begun', () => {
    expect(paths).not.toContain('/chat-assistent');
    expect(paths).not.toContain('/coming-soon');
    const listedWebinars = seed.webinars.filter((webinar) => paths.includes(`/webinar/${webinar.slug}`));
    expect(listedWebinars.length).toBeGreaterThan(0);
    for (const webinar of listedWebinars) {
      expect(webinar.status).toBe('scheduled');
      expect(new Date(webinar.starts_at).getTime()).toBeGreaterThanOrEqual(today.getTime());
    }
  });

  it('has no duplicates and renders valid absolute URLs', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const xml = buildSitemap(seed, 'https://www.digitalakademie.test', today);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml.match(/<loc>/g)).toHaveLength(paths.length);
    expect(xml).toContain('<loc>https://www.digitalakademie.test/muenchen/seo-grundlagen</loc>');
  });
});
