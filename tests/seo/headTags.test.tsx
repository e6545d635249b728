import { cleanup, screen, waitFor } from '@testing-library/react';
import { site } from '@/config/site';
import { canonicalHref, metaContent, renderApp } from '../utils/renderApp';

/**
 * The head a static host serves: the prerendered home page's tags (dist/index.html is the fallback for every path it
 * has no file for, and the page a URL with a query string gets). React renders its page into it.
 */
function servePrerenderedHomeHead() {
  document.head.innerHTML = `
    <meta charset="utf-8" />
    <title>Digitalakademie Deutschland – Seminare und Schulungen für digitales Marketing</title>
    <meta name="description" content="Praxisnahe Seminare, Inhouse-Schulungen und Webinare."/>
    <link rel="canonical" href="${site.origin}/"/>
    <meta property="og:title" content="Digitalakademie Deutschland"/>
    <meta property="og:url" content="${site.origin}/"/>
    <meta name="twitter:title" content="Digitalakademie Deutschland"/>
    <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />`;
}

function headCounts() {
  const head = document.head;
  return {
    titles: head.querySelectorAll('title').length,
    descriptions: head.querySelectorAll('meta[name="description"]').length,
    canonicals: head.querySelectorAll('link[rel="canonical"]').length,
    ogTitles: head.querySelectorAll('meta[property="og:title"]').length,
    ogUrls: head.querySelectorAll('meta[property="og:url"]').length,
    twitterTitles: head.querySelectorAll('meta[name="twitter:title"]').length,
  };
}

const ONE_OF_EACH = { titles: 1, descriptions: 1, canonicals: 1, ogTitles: 1, ogUrls: 1, twitterTitles: 1 };

describe("a page rendered over another page's prerendered head", () => {
  afterEach(() => {
    // Unmounted first: React removes the tags it rendered itself.
    cleanup();
    document.head.innerHTML = '';
  });

  it('/chat-assistent (no file of its own) ends with one title, description and canonical: its own, and noindex', async () => {
    servePrerenderedHomeHead();
    renderApp('/chat-assistent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat-Assistent' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Chat-Assistent | ${site.name}`));
    expect(headCounts()).toEqual(ONE_OF_EACH);
    expect(canonicalHref()).toBe(`${site.origin}/chat-assistent`);
    expect(metaContent('robots')).toBe('noindex, nofollow');
    // What the page does not set of the served head stays (the favicon, the charset).
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('a page opened with a query string has one canonical, without the query', async () => {
    servePrerenderedHomeHead();
    renderApp('/berlin?thema=seo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeInTheDocument();
    await waitFor(() => expect(canonicalHref()).toBe(`${site.origin}/berlin`));
    expect(headCounts()).toEqual(ONE_OF_EACH);
  });

  it('moving on to another page keeps one of each', async () => {
    servePrerenderedHomeHead();
    const { user } = renderApp('/');
    await waitFor(() => expect(canonicalHref()).toBe(`${site.origin}/`));
    expect(headCounts()).toEqual(ONE_OF_EACH);
    await user.click(await screen.findByRole('link', { name: 'Alle Webinare ansehen' }));
    await waitFor(() => expect(canonicalHref()).toBe(`${site.origin}/webinars`));
    expect(headCounts()).toEqual(ONE_OF_EACH);
  });
});
