/**
 * Every page the build prerenders, rendered here as the prerenderer renders it (src/app/prerender/renderRoute.tsx with
 * the demo's mock backend), checked as a search engine reads it: its JSON-LD against Google's rich result rules
 * (./richResultRules.ts: 0 errors and 0 warnings), one title, description and canonical, every seminar date an event,
 * breadcrumbs marked up as shown, and sitemap.xml listing exactly the indexable pages among them.
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { site } from '@/config/site';
import type { RenderedRoute } from '@/app/prerender/renderRoute';
import type { SessionWithDetails } from '@/features/catalog/catalogTypes';
import { getMockDb } from '../../mocks';
import type { Seed } from '../../mocks/seed';
import { isIndexable, sitemapPaths } from '../../scripts/lib/sitemap';
import { validateJsonLd, type Finding, type Json } from './richResultRules';

// React's Node renderer schedules with setImmediate, which the jsdom environment leaves out.
(globalThis as { setImmediate?: unknown }).setImmediate ??= nodeSetImmediate;

interface Page extends RenderedRoute {
  head: string;
  jsonLd: Json[];
  doc: Document;
  headDoc: Document;
}

const at = Date.now();
let pages: Page[] = [];

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

beforeAll(async () => {
  // The prerender build's RTK Query (`__PRERENDER__`): queries start during render, as in scripts/prerender.
  (globalThis as { __PRERENDER__?: boolean }).__PRERENDER__ = true;
  jest.resetModules();
  const { renderRoute } = await import('@/app/prerender/renderRoute');
  const { listRoutes, finish } = await import('../../scripts/prerender/serverEntry');
  try {
    const routes = await listRoutes(at);
    for (const route of routes) {
      const page = await renderRoute(route, at);
      const doc = parse(`<!doctype html><html><body>${page.body}</body></html>`);
      const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as Json,
      );
      pages.push({ ...page, jsonLd, doc, headDoc: parse(`<!doctype html><html><head>${page.head}</head></html>`) });
    }
  } finally {
    finish();
    delete (globalThis as { __PRERENDER__?: boolean }).__PRERENDER__;
  }
}, 600_000);

afterAll(() => {
  pages = [];
});

function findingsByRoute(level: Finding['level']): Record<string, string[]> {
  const report: Record<string, string[]> = {};
  for (const page of pages) {
    const found = validateJsonLd(page.jsonLd).filter((finding) => finding.level === level);
    if (found.length > 0) report[page.route] = found.map((finding) => `${finding.path}: ${finding.message}`);
  }
  return report;
}

const typesOn = (page: Page) => page.jsonLd.map((item) => item['@type']);
const isSeminarPage = (route: string) =>
  /^\/seminars\/[^/]+$/.test(route) || /^\/(berlin|muenchen|hamburg|frankfurt|stuttgart|koeln)\/[^/]+$/.test(route);

describe('prerendered pages as a search engine reads them', () => {
  it('renders every public page (home, cities, topics, seminars, webinars, trainers, legal pages, 404)', () => {
    const routes = pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(['/', '/berlin', '/seminars/seo-grundlagen', '/impressum', '/404']));
    expect(routes.filter((route) => route.startsWith('/webinar/')).length).toBeGreaterThan(0);
    expect(routes.filter(isSeminarPage).length).toBeGreaterThan(20);
  });

  it("every page's JSON-LD has no error against Google's Event, Organization and BreadcrumbList rules", () => {
    expect(findingsByRoute('error')).toEqual({});
  });

  it("every page's JSON-LD has no warning either: every recommended property is there", () => {
    expect(findingsByRoute('warning')).toEqual({});
  });

  it('every seminar page marks up each date it lists as an EducationEvent (no Course rich result, English only)', () => {
    let datesChecked = 0;
    for (const page of pages.filter((candidate) => isSeminarPage(candidate.route))) {
      const city = page.route.startsWith('/seminars/') ? null : page.route.split('/')[1];
      const slug = page.route.split('/')[2];
      const sessions = Object.values(page.state.api.queries)
        .filter((entry) => entry?.endpointName === 'sessions' && Array.isArray(entry.data))
        .flatMap((entry) => entry!.data as SessionWithDetails[])
        .filter((session) => session.seminars.slug === slug && (!city || session.locations.city_slug === city));
      const shownDates = [...new Set(sessions.map((session) => session.id))];
      const events = page.jsonLd.filter((item) => item['@type'] === 'EducationEvent');
      expect({ route: page.route, events: events.length }).toEqual({ route: page.route, events: shownDates.length });
      expect(typesOn(page)).not.toContain('Course');
      for (const session of sessions) {
        expect(events.some((event) => String(event['@id']).endsWith(`#termin-${session.id}`))).toBe(true);
      }
      datesChecked += shownDates.length;
    }
    // Not vacuous: the seed's seminar pages list about ninety dates between them.
    expect(datesChecked).toBeGreaterThan(50);
  });

  it('every webinar page is one online EducationEvent with its BreadcrumbList', () => {
    for (const page of pages.filter((candidate) => candidate.route.startsWith('/webinar/'))) {
      expect({ route: page.route, types: typesOn(page) }).toEqual({
        route: page.route,
        types: ['EducationEvent', 'BreadcrumbList'],
      });
      expect(page.jsonLd[0]?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    }
  });

  it('the home page describes the academy as Organization with its legal name, address, logo and contact', () => {
    const home = pages.find((page) => page.route === '/')!;
    const organization = home.jsonLd.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@id': `${site.origin}/#organisation`,
      legalName: 'Digitalakademie Deutschland GmbH',
      url: `${site.origin}/`,
      logo: `${site.origin}/icons/favicon.svg`,
      address: { streetAddress: site.address.street, postalCode: site.address.postalCode, addressCountry: 'DE' },
      contactPoint: { telephone: site.phone, email: site.email },
    });
  });

  it('wherever breadcrumbs show, the BreadcrumbList has the same items in the same order', () => {
    const withCrumbs = pages.filter((page) => page.doc.querySelector('nav[aria-label="Brotkrumen"]'));
    expect(withCrumbs.length).toBeGreaterThan(0);
    for (const page of withCrumbs) {
      const shown = [...page.doc.querySelectorAll('nav[aria-label="Brotkrumen"] li')].map((item) => ({
        name: item.textContent?.trim(),
        href: item.querySelector('a')?.getAttribute('href') ?? null,
      }));
      const list = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
      const marked = ((list?.itemListElement ?? []) as Json[]).map((item, index, all) => ({
        name: item.name,
        // The last crumb is the page itself, shown without a link.
        href: index === all.length - 1 ? null : new URL(String(item.item)).pathname,
      }));
      expect({ route: page.route, crumbs: marked }).toEqual({ route: page.route, crumbs: shown });
    }
  });

  it('every page has one title, one description and one canonical, the canonical being its own URL', () => {
    for (const page of pages) {
      const head = page.headDoc;
      const counts = {
        route: page.route,
        titles: head.querySelectorAll('title').length,
        descriptions: head.querySelectorAll('meta[name="description"]').length,
        canonicals: head.querySelectorAll('link[rel="canonical"]').length,
      };
      expect(counts).toEqual({ route: page.route, titles: 1, descriptions: 1, canonicals: 1 });
      const canonical = head.querySelector('link[rel="canonical"]')!.getAttribute('href');
      expect(canonical).toBe(new URL(page.route, site.origin).toString());
    }
  });

  it('the 404 page answers 404 and is noindex', () => {
    const notFound = pages.find((page) => page.route === '/404')!;
    expect(notFound.status).toBe(404);
    expect(notFound.headDoc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(isIndexable(notFound)).toBe(false);
  });

  it('sitemap.xml lists exactly the prerendered pages that may be indexed (and not the chat page)', () => {
    const indexable = pages.filter(isIndexable).map((page) => page.route);
    const seed = getMockDb().snapshot().tables as unknown as Seed;
    const listed = sitemapPaths(seed, new Date(at));
    expect([...listed].sort()).toEqual([...indexable].sort());
    expect(listed).not.toContain('/chat-assistent');
    expect(listed).not.toContain('/coming-soon');
  });
});
