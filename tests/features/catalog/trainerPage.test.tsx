import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { site } from '@/config/site';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

describe('/trainers/{slug}', () => {
  it('shows bio, photo, topics, the next seminar dates and webinars', async () => {
    renderApp('/trainers/david-richter');
    expect(await screen.findByRole('heading', { level: 1, name: 'David Richter' })).toBeInTheDocument();
    expect(screen.getByText(/Gründer der KI-Werkstatt Live/)).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Illustriertes Porträt von David Richter' });
    expect(photo).toHaveAttribute('src', '/images/trainers/david-richter.webp');
    expect(photo).toHaveAttribute('width', '400');
    const topics = screen.getByRole('region', { name: 'Themen' });
    expect(within(topics).getByText('Prompting')).toBeInTheDocument();

    const seminars = screen.getByRole('region', { name: 'Nächste Seminartermine' });
    const sessionLinks = await within(seminars).findAllByRole('link');
    expect(sessionLinks.length).toBeGreaterThan(0);
    for (const link of sessionLinks) {
      expect(link.getAttribute('href')).toMatch(/^\/(berlin|muenchen|hamburg|frankfurt|stuttgart|koeln)\/[a-z0-9-]+$/);
    }

    const webinars = screen.getByRole('region', { name: 'Nächste Webinare' });
    expect(
      await within(webinars).findByRole('link', { name: 'KI-Werkstatt Live: Prompting für Marketing-Teams' }),
    ).toHaveAttribute('href', '/webinar/ki-werkstatt-live-prompting');
    // Only this trainer's webinars.
    expect(within(webinars).queryByRole('link', { name: /^SEO-Update/ })).not.toBeInTheDocument();
  });

  it('sets meta tags and schema.org Person JSON-LD', async () => {
    renderApp('/trainers/thomas-keller');
    await waitFor(() => expect(document.title).toBe(`Dr. Thomas Keller – Trainerprofil | ${site.name}`));
    expect(metaContent('og:title')).toBe(`Dr. Thomas Keller – Trainerprofil | ${site.name}`);
    expect(metaContent('description')).toMatch(/^Dr\. Thomas Keller – Web-Analyst/);
    expect(canonicalHref()).toBe(`${site.origin}/trainers/thomas-keller`);
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as object;
    expect(data).toMatchObject({
      '@type': 'Person',
      name: 'Dr. Thomas Keller',
      image: `${site.origin}/images/trainers/thomas-keller.webp`,
      // The academy under its legal name, the Organization node of the home page (issue 31).
      worksFor: { '@id': `${site.origin}/#organisation`, name: `${site.name} GmbH` },
    });
  });

  it('shows the 404 page for an unknown slug', async () => {
    renderApp('/trainers/niemand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('shows an error with a working retry when the profile cannot be loaded', async () => {
    let failing = true;
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/trainers`, () =>
        failing ? HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderApp('/trainers/julia-wagner');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Profil konnte nicht geladen werden.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Julia Wagner' })).toBeInTheDocument();
  });

  it("keeps the profile when only the trainer's dates fail, with a retry for them", async () => {
    let failing = true;
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`, () =>
        failing ? HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderApp('/trainers/julia-wagner');
    const seminars = await screen.findByRole('region', { name: 'Nächste Seminartermine' });
    expect(await within(seminars).findByRole('alert')).toHaveTextContent(
      'Die Seminartermine konnten nicht geladen werden.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Julia Wagner' })).toBeInTheDocument();
    failing = false;
    await user.click(within(seminars).getByRole('button', { name: 'Erneut versuchen' }));
    expect((await within(seminars).findAllByRole('link')).length).toBeGreaterThan(0);
  });
});
