import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { site } from '@/config/site';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

const SEO_TITLE = 'SEO-Grundlagen: Besser gefunden werden bei Google';
const seminarsUrl = `${DEMO_SUPABASE_URL}/rest/v1/seminars`;

interface EventJson {
  offers: { url: string; availability: string };
  [key: string]: unknown;
}

/**
 * The EducationEvents the page rendered, one per date shown (PageMeta renders them where it stands, in the body).
 * Seminar dates are Events, not a Course: Google shows Course rich results in English only (issue 31).
 */
function dateEvents(): EventJson[] {
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
  expect(scripts.filter((item) => item['@type'] === 'Course')).toEqual([]);
  return scripts.filter((item) => item['@type'] === 'EducationEvent') as EventJson[];
}

async function notFound() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
}

describe('seminar in a city', () => {
  it('shows content, agenda, trainer and the dates in the city with seats, gross and net price', async () => {
    const { user } = renderApp('/muenchen/seo-grundlagen');
    expect(await screen.findByRole('heading', { level: 1, name: SEO_TITLE })).toBeInTheDocument();
    const dates = await screen.findByRole('list', { name: 'Termine in München' });
    const rows = within(dates).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Nur noch 2 Plätze');
    expect(rows[0]).toHaveTextContent('1.490,00 €');
    expect(rows[0]).toHaveTextContent('inkl. 19 % MwSt.');
    expect(rows[0]).toHaveTextContent('1.252,10 € netto');
    expect(rows[0]).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} – .*\d{2}\.\d{2}\.\d{4}/);
    expect(rows[0]).toHaveTextContent('09:00 Uhr – 17:00 Uhr');
    const button = within(rows[0]!).getByRole('button', { name: /In den Warenkorb/ });
    expect(button).toBeEnabled();

    expect(screen.getByRole('heading', { level: 2, name: 'Ablauf' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tag 1: So funktioniert Google' })).toBeInTheDocument();
    expect(screen.getByText('Keyword-Recherche')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Das lernen Sie' })).toHaveTextContent('Seiten selbst optimieren');
    expect(screen.getByRole('region', { name: 'Für wen' })).toHaveTextContent('Website-Verantwortliche');
    expect(screen.getByText('2 Tage, jeweils 9:00–17:00 Uhr')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Julia Wagner' })[0]).toHaveAttribute('href', '/trainers/julia-wagner');

    const others = screen.getByRole('region', { name: 'Dieses Seminar in anderen Städten' });
    expect(within(others).getByRole('link', { name: /Berlin/ })).toHaveAttribute('href', '/berlin/seo-grundlagen');
    expect(within(others).queryByRole('link', { name: /München/ })).not.toBeInTheDocument();

    // The cart issue wires the action; here the click must simply reach the store without breaking anything.
    await user.click(button);
    expect(screen.getByRole('heading', { level: 1, name: SEO_TITLE })).toBeInTheDocument();
  });

  it('offers the waiting list instead of the cart on a sold-out date', async () => {
    renderApp('/berlin/ki-coding-lovable');
    const dates = await screen.findByRole('list', { name: 'Termine in Berlin' });
    expect(within(dates).getByText('Ausgebucht')).toBeInTheDocument();
    expect(within(dates).getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
  });

  it('says "Derzeit keine Termine" when the seminar has no dates in the city, and links the other cities', async () => {
    renderApp('/stuttgart/seo-grundlagen');
    expect(await screen.findByText('Derzeit keine Termine in Stuttgart')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Dieses Seminar in anderen Städten' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      expect.arrayContaining(['/muenchen/seo-grundlagen', '/hamburg/seo-grundlagen', '/seminars/seo-grundlagen']),
    );
  });

  it('sets meta tags and an EducationEvent JSON-LD for each date in this city', async () => {
    renderApp('/muenchen/seo-grundlagen');
    await screen.findByRole('list', { name: 'Termine in München' });
    const title = `${SEO_TITLE} in München | ${site.name}`;
    await waitFor(() => expect(document.title).toBe(title));
    expect(metaContent('og:title')).toBe(title);
    expect(metaContent('description')).toMatch(/^Wie Suchmaschinen arbeiten/);
    expect(canonicalHref()).toBe(`${site.origin}/muenchen/seo-grundlagen`);
    await waitFor(() => expect(dateEvents()).toHaveLength(1));
    expect(dateEvents()[0]).toMatchObject({
      '@type': 'EducationEvent',
      name: SEO_TITLE,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:00:00\+0[12]:00$/),
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'München' } },
      performer: { '@type': 'Person' },
      organizer: { '@type': 'Organization', name: `${site.name} GmbH` },
      // München's date has 2 seats left (the page shows "Nur noch 2 Plätze").
      offers: { price: '1490.00', priceCurrency: 'EUR', availability: 'https://schema.org/LimitedAvailability' },
    });
  });

  it.each(['/berlin/gibt-es-nicht', '/berlin/ki-agenten-marketing', '/paris/seo-grundlagen'])(
    'shows the 404 page for %s',
    async (url) => {
      renderApp(url);
      await notFound();
    },
  );

  it('shows an error with a retry when the seminar cannot be loaded', async () => {
    let failing = true;
    server.use(
      http.get(seminarsUrl, () =>
        failing ? HttpResponse.json({ code: 'PGRST000', message: 'kaputt' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderApp('/berlin/seo-grundlagen');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Seminar konnte nicht geladen werden.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: SEO_TITLE })).toBeInTheDocument();
  });
});

describe('seminar in all locations', () => {
  it('lists the dates grouped by city with an EducationEvent JSON-LD for every date', async () => {
    renderApp('/seminars/seo-grundlagen');
    expect(await screen.findByRole('heading', { level: 1, name: SEO_TITLE })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Orte und Termine' });
    await within(region).findAllByRole('region');
    const cities = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // The fixed city order; Berlin's past date and cities without a date are left out.
    expect(cities).toEqual(['Berlin', 'München', 'Hamburg', 'Frankfurt', 'Köln']);
    expect(within(region).getByRole('list', { name: 'Termine in München' })).toHaveTextContent('Nur noch 2 Plätze');
    await waitFor(() => expect(document.title).toBe(`${SEO_TITLE} – alle Orte und Termine | ${site.name}`));
    expect(canonicalHref()).toBe(`${site.origin}/seminars/seo-grundlagen`);
    await waitFor(() => expect(dateEvents()).toHaveLength(5));
    expect(dateEvents().map((event) => event.offers.url)).toContain(`${site.origin}/muenchen/seo-grundlagen`);
  });

  it('shows the 404 page for an unknown seminar', async () => {
    renderApp('/seminars/gibt-es-nicht');
    await notFound();
  });
});

describe('special seminar', () => {
  it('is its own landing page: hero first, what you build, agenda, FAQ and bookable dates', async () => {
    renderApp('/seminars/ki-coding-lovable');
    expect(await screen.findByRole('heading', { level: 1, name: 'KI-Coding mit Lovable' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`KI-Coding mit Lovable | ${site.name}`));
    expect(screen.getByRole('heading', { level: 2, name: 'Das bauen Sie in zwei Tagen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeInTheDocument();
    expect(screen.getByText('Brauche ich Programmierkenntnisse?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Tag 1: Bauen' })).toBeInTheDocument();

    const dates = await screen.findByRole('list', { name: 'Termine: KI-Coding mit Lovable' });
    const rows = within(dates).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toHaveTextContent('Berlin, Spreeforum Tagungszentrum');
    expect(rows[0]).toHaveTextContent('Ausgebucht');
    expect(within(rows[0]!).getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
    expect(within(rows[1]!).getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    expect(rows[1]).toHaveTextContent('2.290,00 €');
    await waitFor(() => expect(dateEvents()).toHaveLength(rows.length));
    expect(dateEvents()[0]).toMatchObject({
      name: expect.stringMatching(/^KI-Coding mit Lovable/),
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });
});

describe('seminar topic page', () => {
  it('lists the seminars of the topic with their next dates across cities', async () => {
    renderApp('/themen/seo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare zum Thema SEO' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Seminare zum Thema SEO | ${site.name}`));
    expect(canonicalHref()).toBe(`${site.origin}/themen/seo`);
    const region = screen.getByRole('region', { name: 'Seminare und nächste Termine' });
    const cards = await within(region).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      SEO_TITLE,
      'Technisches SEO für Fortgeschrittene',
    ]);
    const next = await within(cards[0]!).findByRole('list', { name: `Nächste Termine: ${SEO_TITLE}` });
    const links = within(next).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/muenchen/seo-grundlagen');
    expect(next).toHaveTextContent('Nur noch 2 Plätze');
  });

  it('shows the 404 page for an unknown topic', async () => {
    renderApp('/themen/astrologie');
    await notFound();
  });

  it('is linked from the header', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Seminare/ }));
    const topics = screen.getByRole('list', { name: 'Nach Thema' });
    expect(within(topics).getByRole('link', { name: 'Webanalyse & GA4' })).toHaveAttribute(
      'href',
      '/themen/webanalyse',
    );
  });
});
