import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { site } from '@/config/site';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
}

describe('/webinar/{slug}', () => {
  it('shows the details, the Berlin date and time with duration, price, seats and the trainer', async () => {
    renderApp('/webinar/seo-update-google');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SEO-Update: Was sich bei Google gerade ändert' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/jüngsten Änderungen bei Google/)).toBeInTheDocument();
    const booking = screen.getByRole('complementary', { name: 'Termin und Buchung' });
    expect(within(booking).getByText('10:00–11:30 Uhr')).toBeInTheDocument();
    expect(within(booking).getByText('90 Minuten')).toBeInTheDocument();
    expect(within(booking).getByText('Online (Live-Webinar)')).toBeInTheDocument();
    expect(within(booking).getByText(/119,00\s€/)).toBeInTheDocument();
    expect(within(booking).getByText('63 Plätze frei')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Julia Wagner' })).toHaveAttribute('href', '/trainers/julia-wagner');
  });

  it('puts the webinar into the cart as an online date at its Berlin date and time', async () => {
    const { user, store } = renderApp('/webinar/seo-update-google');
    await user.click(await screen.findByRole('button', { name: /^In den Warenkorb/ }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    const [item] = store.getState().cart.items;
    expect(item).toMatchObject({
      locationName: 'Online',
      startTime: '10:00',
      price: 11900,
      priceNet: 10000,
      vatRate: 19,
      title: 'SEO-Update: Was sich bei Google gerade ändert',
      quantity: 1,
    });
    expect(item!.webinarId).toBe(item!.seminarId);
    expect(item!.sessionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sets meta tags, an EducationEvent and a BreadcrumbList JSON-LD; a second-brand page names that brand', async () => {
    renderApp('/webinar/ki-werkstatt-live-agenten');
    const title = `KI-Werkstatt Live: Workflows automatisieren mit KI-Agenten | ${site.name}`;
    await waitFor(() => expect(document.title).toBe(title));
    expect(metaContent('og:title')).toBe(title);
    expect(metaContent('description')).toMatch(/^Agenten, die recherchieren/);
    expect(canonicalHref()).toBe(`${site.origin}/webinar/ki-werkstatt-live-agenten`);
    expect(screen.getByText(`${site.secondBrand} · KI im Marketing`)).toBeInTheDocument();
    await waitFor(() => expect(jsonLd()).toHaveLength(2));
    expect(jsonLd()[0]).toMatchObject({
      '@type': 'EducationEvent',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      // The academy organises under its legal name; the webinar's brand is named as its brand.
      organizer: {
        '@type': 'Organization',
        name: `${site.name} GmbH`,
        brand: { '@type': 'Brand', name: site.secondBrand },
      },
      offers: { '@type': 'Offer', price: '209.00', priceCurrency: 'EUR' },
    });
    // The breadcrumbs as shown: home, all webinars, this webinar.
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumen' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Startseite', 'Alle Webinare', 'KI-Werkstatt Live: Workflows automatisieren mit KI-Agenten']);
    expect(within(crumbs).getByRole('link', { name: 'Alle Webinare' })).toHaveAttribute('href', '/webinars');
    expect(jsonLd()[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Startseite', item: `${site.origin}/` },
        { position: 2, name: 'Alle Webinare', item: `${site.origin}/webinars` },
        { position: 3, name: 'KI-Werkstatt Live: Workflows automatisieren mit KI-Agenten' },
      ],
    });
  });

  it('says a past webinar has taken place and offers no booking', async () => {
    renderApp('/webinar/linkedin-ads-kompakt');
    expect(await screen.findByText('Dieses Webinar hat bereits stattgefunden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^In den Warenkorb/ })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown slug', async () => {
    renderApp('/webinar/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(metaContent('robots')).toBe('noindex, nofollow'));
  });

  it('shows an error with a working retry when the webinar cannot be loaded', async () => {
    let failing = true;
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/webinars`, () =>
        failing ? HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderApp('/webinar/seo-update-google');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Webinar konnte nicht geladen werden.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^SEO-Update/ })).toBeInTheDocument();
  });
});
