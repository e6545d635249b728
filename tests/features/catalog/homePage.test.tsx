import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { fallbackTitle, site } from '@/config/site';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

const sessionsUrl = `${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`;

function region(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page', () => {
  it('shows hero, city tiles with their counts, featured seminars, next dates, webinars, trainers and offers', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: site.tagline })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(fallbackTitle));
    expect(canonicalHref()).toBe(`${site.origin}/`);
    expect(metaContent('og:title')).toBe(fallbackTitle);

    // The sections are a chunk of their own: they appear after the hero.
    const cities = await screen.findByRole('region', { name: 'Seminare in Ihrer Stadt' });
    // Issue 29: the tile reads "Berlin, 11 Termine" (name and count apart), not "Berlin11 Termine".
    // (The comma is CSS generated content, which jsdom does not render: the browser test checks it.)
    expect(await within(cities).findByRole('link', { name: /^München,?\s8\sTermine$/ })).toHaveAttribute(
      'href',
      '/muenchen',
    );
    expect(within(cities).getByRole('link', { name: /^Berlin,?\s11\sTermine$/ })).toHaveAttribute('href', '/berlin');

    const featured = region('Empfohlene Seminare');
    expect(await within(featured).findByRole('link', { name: /^SEO-Grundlagen/ })).toHaveAttribute(
      'href',
      '/seminars/seo-grundlagen',
    );
    expect(within(featured).getByRole('link', { name: /^KI-Coding mit Lovable/ })).toHaveAttribute(
      'href',
      '/seminars/ki-coding-lovable',
    );
    for (const image of within(featured).getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image.getAttribute('alt')).toMatch(/^Symbolbild zum Seminar/);
    }

    const next = await within(region('Die nächsten Termine')).findByRole('list', { name: 'Die nächsten Termine' });
    const rows = within(next).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    // The soonest date: SEO-Grundlagen in München in 18 days, 2 seats left.
    expect(rows[0]).toHaveTextContent(/SEO-Grundlagen.*Nur noch 2 Plätze/);
    expect(rows[0]).toHaveTextContent('München, Isarwerk Seminarhaus');

    const webinars = region('Live-Webinare');
    await waitFor(() => expect(within(webinars).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(within(webinars).getByRole('link', { name: 'Alle Webinare ansehen' })).toHaveAttribute('href', '/webinars');

    const trainers = region('Unsere Trainerinnen und Trainer');
    expect(await within(trainers).findByRole('link', { name: 'Julia Wagner' })).toHaveAttribute(
      'href',
      '/trainers/julia-wagner',
    );
    expect(within(trainers).getByRole('img', { name: 'Porträt von Julia Wagner' })).toHaveAttribute('loading', 'lazy');

    expect(within(region('Inhouse-Schulungen für Ihr Team')).getByRole('link')).toHaveAttribute(
      'href',
      '/inhouse-schulungen',
    );
    expect(region('Warum die Digitalakademie')).toHaveTextContent('Kleine Gruppen');
  });

  it('renders the hero before any data arrives', async () => {
    server.use(http.get(sessionsUrl, () => new Promise<never>(() => {})));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: site.tagline })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Seminarsuche' })).toBeInTheDocument();
    const dates = await screen.findByRole('region', { name: 'Die nächsten Termine' });
    expect(within(dates).getByRole('status')).toHaveTextContent('Termine werden geladen …');
  });

  it('searches: a topic leads to its topic page', async () => {
    const { user, location } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Seminar suchen' }), 'Google Ads');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(location().pathname).toBe('/themen/google-ads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare zum Thema Google Ads' })).toBeInTheDocument();
  });

  it('searches: a topic with a city leads to the filtered city page; a city alone to the city page', async () => {
    const { user, location } = renderApp('/');
    const search = await screen.findByRole('search', { name: 'Seminarsuche' });
    await user.type(within(search).getByRole('searchbox', { name: 'Seminar suchen' }), 'seo');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Stadt' }), 'Hamburg');
    await user.click(within(search).getByRole('button', { name: 'Suchen' }));
    expect(`${location().pathname}${location().search}`).toBe('/hamburg?thema=seo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare in Hamburg' })).toBeInTheDocument();
  });

  it('searches: other text lists the matching seminars on the home page, kept in the URL', async () => {
    const { user, location } = renderApp('/');
    const search = await screen.findByRole('search', { name: 'Seminarsuche' });
    await user.type(within(search).getByRole('searchbox', { name: 'Seminar suchen' }), 'Reporting');
    await user.click(within(search).getByRole('button', { name: 'Suchen' }));
    expect(location().search).toBe('?suche=Reporting');
    const results = await screen.findByRole('region', { name: 'Suchergebnisse für „Reporting“' });
    expect(await within(results).findByRole('status')).toHaveTextContent(/Seminare? gefunden/);
    expect(within(results).getByRole('link', { name: /Looker Studio/ })).toHaveAttribute(
      'href',
      '/seminars/looker-studio-reporting',
    );
  });

  it('searches: no match says so; an empty search asks for input', async () => {
    const { user } = renderApp('/?suche=Astrologie');
    expect(await screen.findByText('Kein Seminar passt zu „Astrologie“.')).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Seminar suchen' });
    expect(field).toHaveValue('Astrologie');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(field).toHaveAccessibleDescription('Bitte geben Sie einen Suchbegriff ein oder wählen Sie eine Stadt.');
  });

  it('shows an error with a retry for the dates, and the city tiles still work', async () => {
    let failing = true;
    server.use(
      http.get(sessionsUrl, () =>
        failing ? HttpResponse.json({ code: 'PGRST000', message: 'kaputt' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderApp('/');
    const dates = await screen.findByRole('region', { name: 'Die nächsten Termine' });
    expect(await within(dates).findByRole('alert')).toHaveTextContent(
      'Die nächsten Termine konnten nicht geladen werden.',
    );
    expect(within(region('Seminare in Ihrer Stadt')).getByRole('link', { name: /Köln/ })).toHaveAttribute(
      'href',
      '/koeln',
    );
    failing = false;
    await user.click(within(dates).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(dates).findByRole('list', { name: 'Die nächsten Termine' })).toBeInTheDocument();
  });
});
