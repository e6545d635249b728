import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { site } from '@/config/site';
import { api } from '@/lib/api';
import { getMockDb } from '../../../mocks';
import { sessionId } from '../../../mocks/seed/sessions';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

const sessionsUrl = `${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`;
/** The month of the seed's upcoming Berlin date of SEO-Grundlagen (session 5), `YYYY-MM`. */
function seoGrundlagenMonth(): string {
  return String(
    getMockDb()
      .rows('seminar_sessions')
      .find((row) => row.id === sessionId(5))!.start_date,
  ).slice(0, 7);
}

/**
 * The SEO seminars with a Berlin date in that month: SEO-Grundlagen, and Technisches SEO when its Berlin date (session
 * 8, 20 days earlier) falls in the same month, as it does on two thirds of the days the seed is made on.
 */
function seoTitlesInThatMonth(): string[] {
  const technical = String(
    getMockDb()
      .rows('seminar_sessions')
      .find((row) => row.id === sessionId(8))!.start_date,
  );
  const both = technical.slice(0, 7) === seoGrundlagenMonth();
  return [
    ...(both ? ['Technisches SEO für Fortgeschrittene'] : []),
    'SEO-Grundlagen: Besser gefunden werden bei Google',
  ];
}

async function datesRegion(city: string) {
  return screen.findByRole('region', { name: `Termine in ${city}` });
}

/** The seminar groups of the date list, by their heading. */
async function seminarGroups(city: string) {
  const region = await datesRegion(city);
  await within(region).findAllByRole('article');
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

function group(title: RegExp) {
  return screen.getByRole('article', { name: title });
}

describe('city page', () => {
  it("lists only the city's upcoming dates, grouped by seminar, with price, seats and cart buttons", async () => {
    renderApp('/berlin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare in Berlin' })).toBeInTheDocument();
    const titles = await seminarGroups('Berlin');
    expect(titles).toContain('SEO-Grundlagen: Besser gefunden werden bei Google');
    expect(titles).toContain('KI-Coding mit Lovable: Eigene Web-Apps ohne Programmierkenntnisse');
    // Seminars that run only elsewhere, the draft and the past Berlin date are not listed.
    expect(titles).not.toContain('Google Ads: Performance Max meistern');
    expect(titles.some((title) => title?.startsWith('Texten fürs Web'))).toBe(false);
    expect(titles.some((title) => title?.startsWith('KI-Agenten'))).toBe(false);
    expect(within(await datesRegion('Berlin')).getByRole('status')).toHaveTextContent(
      `${titles.length} Termine für ${titles.length} Seminare`,
    );

    const seo = group(/^SEO-Grundlagen/);
    expect(seo).toHaveTextContent('1.490,00 €');
    expect(seo).toHaveTextContent('inkl. 19 % MwSt.');
    expect(seo).toHaveTextContent('1.252,10 € netto');
    expect(within(seo).getAllByRole('listitem')).toHaveLength(1);
    expect(within(seo).getByText('15 Plätze frei')).toBeInTheDocument();
    expect(within(seo).getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    expect(within(seo).getByRole('link', { name: /^SEO-Grundlagen/ })).toHaveAttribute(
      'href',
      '/berlin/seo-grundlagen',
    );

    const soldOut = group(/^KI-Coding mit Lovable/);
    expect(within(soldOut).getByText('Ausgebucht')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: /Auf die Warteliste/ })).toBeEnabled();
  });

  it("reads the academy's discount defaults once for all its seminars' date lists", async () => {
    // Each reader is a subscription whose start after hydration is a dispatch through RTK Query: one per list was a
    // third of the hydration's effects on a phone.
    const { store, settled } = renderApp('/berlin');
    expect((await seminarGroups('Berlin')).length).toBeGreaterThan(3);
    await settled();
    const subscriptions = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount: (queryCacheKey: string) => number;
    };
    expect(subscriptions.getSubscriptionCount('publicSettings(undefined)')).toBe(1);
  });

  it('shows the venue with its address and directions', async () => {
    renderApp('/muenchen');
    const venue = await screen.findByRole('region', { name: 'Veranstaltungsort in München' });
    const address = await within(venue).findByText(/Isarwerk Seminarhaus/);
    const postal = address.closest('address');
    expect(postal).toHaveTextContent(/Isarwerk Seminarhaus\s*Leopoldstraße 48\s*80802 München/);
    expect(venue).toHaveTextContent('Anfahrt: U3/U6 Giselastraße');
    expect(venue).toHaveTextContent('Öffentliche Verkehrsmittel: U3/U6 Giselastraße (2 Minuten), Bus 54 und 154');
    expect(venue).toHaveTextContent('Parken: Öffentliche Tiefgarage Leopoldstraße gegenüber.');
    expect(venue).toHaveTextContent('Barrierefreiheit: Stufenlos erreichbar. Stufenloser Zugang, Aufzug');
    expect(await screen.findByText('Nur noch 2 Plätze')).toBeInTheDocument();
  });

  it('says when a venue is not step-free', async () => {
    renderApp('/hamburg');
    const venue = await screen.findByRole('region', { name: 'Veranstaltungsort in Hamburg' });
    await within(venue).findByText(/Hafenkontor/);
    expect(venue).toHaveTextContent('Barrierefreiheit: Nicht stufenlos erreichbar. Der historische Speicher');
    expect(venue).toHaveTextContent('Parken: Keine eigenen Parkplätze');
  });

  it('says „Durchführung garantiert“ on exactly the dates whose binding seats reached their minimum', async () => {
    const db = getMockDb();
    const berlin = db.rows('locations').find((row) => row.city_slug === 'berlin')!.id;
    const published = new Set(
      db
        .rows('seminars')
        .filter((row) => row.published)
        .map((row) => row.id),
    );
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const upcoming = db
      .rows('seminar_sessions')
      .filter((row) => row.location_id === berlin && published.has(row.seminar_id) && row.status === 'scheduled')
      .filter((row) => String(row.start_date) >= today);
    const guaranteedDays = upcoming.filter((row) => row.guaranteed).map((row) => String(row.start_date));
    // The seed has both: some Berlin dates reached the minimum of 4 binding seats, some have not.
    expect(guaranteedDays.length).toBeGreaterThan(0);
    expect(guaranteedDays.length).toBeLessThan(upcoming.length);

    renderApp('/berlin');
    const region = await datesRegion('Berlin');
    await within(region).findAllByRole('article');
    const rows = within(region).getAllByRole('listitem');
    const markedDays = rows
      .filter((row) => row.textContent?.includes('Durchführung garantiert'))
      .map((row) => row.querySelector('time')?.getAttribute('dateTime'));
    expect(markedDays.sort()).toEqual(guaranteedDays.sort());
  });

  it('filters by topic and month, keeps the filters in the URL, and resets them', async () => {
    const { user, location } = renderApp('/berlin');
    await seminarGroups('Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Thema' }), 'SEO');
    expect(location().search).toBe('?thema=seo');
    expect(await seminarGroups('Berlin')).toEqual([
      'Technisches SEO für Fortgeschrittene',
      'SEO-Grundlagen: Besser gefunden werden bei Google',
    ]);

    const month = seoGrundlagenMonth();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monat' }), month);
    expect(new URLSearchParams(location().search).get('monat')).toBe(month);
    expect(new URLSearchParams(location().search).get('thema')).toBe('seo');
    const region = await datesRegion('Berlin');
    const summary = seoTitlesInThatMonth().length === 1 ? '1 Termin für 1 Seminar' : '2 Termine für 2 Seminare';
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(summary));
    expect(await seminarGroups('Berlin')).toEqual(seoTitlesInThatMonth());

    await user.click(screen.getByRole('link', { name: 'Filter zurücksetzen' }));
    expect(location().search).toBe('');
    expect((await seminarGroups('Berlin')).length).toBeGreaterThan(5);
  });

  it('restores the filters from the URL (a reload or a shared link)', async () => {
    const month = seoGrundlagenMonth();
    renderApp(`/berlin?thema=seo&monat=${month}`);
    expect(await seminarGroups('Berlin')).toEqual(seoTitlesInThatMonth());
    expect(screen.getByRole('combobox', { name: 'Thema' })).toHaveValue('seo');
    expect(screen.getByRole('combobox', { name: 'Monat' })).toHaveValue(month);
    expect(screen.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute('href', '/berlin');
  });

  it('says so when no date matches the filters', async () => {
    renderApp('/berlin?thema=seo&monat=2099-01');
    const region = await datesRegion('Berlin');
    expect(await within(region).findByText('Für diese Auswahl gibt es keine Termine.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Alle Termine in Berlin anzeigen' })).toHaveAttribute(
      'href',
      '/berlin',
    );
  });

  it('shows an error with a retry that works once the server answers again', async () => {
    let failing = true;
    server.use(
      http.get(sessionsUrl, () =>
        failing ? HttpResponse.json({ code: 'PGRST000', message: 'kaputt' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderApp('/hamburg');
    const region = await datesRegion('Hamburg');
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Die Termine in Hamburg konnten nicht geladen werden.',
    );
    failing = false;
    await user.click(within(region).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(region).findAllByRole('article')).not.toHaveLength(0);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets title, description, canonical and Open Graph tags', async () => {
    renderApp('/koeln?thema=seo');
    await waitFor(() => expect(document.title).toBe(`Seminare in Köln | ${site.name}`));
    expect(canonicalHref()).toBe(`${site.origin}/koeln`);
    expect(metaContent('og:title')).toBe(`Seminare in Köln | ${site.name}`);
    expect(metaContent('description')).toMatch(/in Köln/);
  });
});
