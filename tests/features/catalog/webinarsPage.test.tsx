import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

function cardTitles(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

async function openWebinars(url: string = paths.webinars) {
  const view = renderApp(url);
  await screen.findAllByRole('article');
  return view;
}

describe('/webinars', () => {
  it('lists the upcoming webinars with Berlin date and time, duration, price, trainer and seats', async () => {
    await openWebinars();
    expect(screen.getByRole('heading', { level: 1, name: 'Webinare' })).toBeInTheDocument();
    const titles = cardTitles();
    // The past webinar of the seed (two weeks ago) is not offered.
    expect(titles).not.toContain('LinkedIn Ads kompakt');
    expect(titles).toEqual(expect.arrayContaining(['SEO-Update: Was sich bei Google gerade ändert']));
    expect(screen.getByText('7 Webinare')).toBeInTheDocument();

    const seo = screen.getByRole('article', { name: 'SEO-Update: Was sich bei Google gerade ändert' });
    expect(within(seo).getByText('10:00 Uhr')).toBeInTheDocument();
    expect(within(seo).getByText('90 Minuten')).toBeInTheDocument();
    expect(within(seo).getByText(/119,00\s€/)).toBeInTheDocument();
    expect(within(seo).getByText('63 Plätze frei')).toBeInTheDocument();
    expect(within(seo).getByRole('link', { name: 'Julia Wagner' })).toHaveAttribute('href', '/trainers/julia-wagner');
    expect(within(seo).getByRole('link', { name: /^SEO-Update/ })).toHaveAttribute(
      'href',
      '/webinar/seo-update-google',
    );
    const image = seo.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/images/webinars/seo-update-google.webp');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');

    // The second brand is named on its cards.
    const ki = screen.getByRole('article', { name: 'KI-Werkstatt Live: Prompting für Marketing-Teams' });
    expect(within(ki).getByText(site.secondBrand)).toBeInTheDocument();
  });

  it('filters by topic and brand through the URL, and the filter survives a reload', async () => {
    const { user, location, unmount } = await openWebinars();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marke' }), site.secondBrand);
    await waitFor(() => expect(screen.getByText('4 Webinare')).toBeInTheDocument());
    expect(location().search).toBe('?marke=ki-werkstatt-live');
    expect(cardTitles().every((title) => title.startsWith('KI-Werkstatt Live'))).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Thema' }), 'KI-Coding');
    await waitFor(() => expect(screen.getByText('1 Webinar')).toBeInTheDocument());
    expect(location().search).toBe('?marke=ki-werkstatt-live&thema=ki-coding');
    expect(cardTitles()).toEqual(['KI-Werkstatt Live: Die erste App mit Lovable']);

    // A reload (a fresh app at the same URL) shows the same selection.
    const url = `${location().pathname}${location().search}`;
    unmount();
    await openWebinars(url);
    expect(screen.getByRole('combobox', { name: 'Thema' })).toHaveValue('ki-coding');
    expect(screen.getByRole('combobox', { name: 'Marke' })).toHaveValue('ki-werkstatt-live');
    expect(cardTitles()).toEqual(['KI-Werkstatt Live: Die erste App mit Lovable']);
  });

  it('offers to reset a filter that leaves nothing', async () => {
    const { user, location } = renderApp('/webinars?thema=seo&marke=ki-werkstatt-live');
    expect(await screen.findByText('Zu dieser Auswahl gibt es gerade keine Webinare.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findByText('7 Webinare')).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('ignores unknown filter values', async () => {
    await openWebinars('/webinars?thema=kochen&marke=unbekannt');
    expect(screen.getByText('7 Webinare')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Thema' })).toHaveValue('');
  });

  it('sets title, description, canonical and Open Graph tags', async () => {
    await openWebinars('/webinars?marke=ki-werkstatt-live');
    await waitFor(() => expect(document.title).toBe(`Webinare | ${site.name}`));
    expect(metaContent('description')).toMatch(/^Live-Webinare/);
    expect(canonicalHref()).toBe(`${site.origin}/webinars`);
    expect(metaContent('og:title')).toBe(`Webinare | ${site.name}`);
  });

  it('says so when no webinar is planned', async () => {
    server.use(http.get(`${DEMO_SUPABASE_URL}/rest/v1/webinars`, () => HttpResponse.json([])));
    renderApp(paths.webinars);
    expect(await screen.findByText('Zurzeit sind keine Webinare geplant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inhouse-Schulung' })).toHaveAttribute('href', paths.inhouse);
  });

  it('shows an error with a working retry when the list cannot be loaded', async () => {
    let failing = true;
    server.use(
      http.get(`${DEMO_SUPABASE_URL}/rest/v1/webinars`, () =>
        failing ? HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderApp(paths.webinars);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Webinare konnten nicht geladen werden.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('7 Webinare')).toBeInTheDocument();
  });
});
