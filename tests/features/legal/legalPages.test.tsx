import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  CANCELLATION_ANCHOR,
  cancellationTerms,
  cancellationTierFee,
  cancellationTierPeriod,
  freeCancellationDeadline,
  seminarCancellationFeePercent,
} from '@/features/legal';
import { FREE_CANCELLATION_DAYS as BACKEND_FREE_CANCELLATION_DAYS } from '../../../mocks/seed';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';

/** Renders a page, waits for its h1 and title, and returns the main landmark. */
async function openPage(url: string, heading: string, title: string) {
  const view = renderApp(url);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} | ${site.name}`));
  expect(canonicalHref()).toBe(new URL(url, site.origin).toString());
  return { ...view, main: screen.getByRole('main') };
}

/** Walks h1…h6 inside `main` in document order: one h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder(main: HTMLElement) {
  const levels = Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.slice(1).forEach((level, index) => {
    const previous = levels[index] ?? 1;
    if (level > previous + 1) {
      throw new Error(`Heading level jumps from h${previous} to h${level} (headings: ${levels.join(', ')})`);
    }
  });
}

/** The table of contents, if the page has one. */
function tableOfContents() {
  return screen.queryByRole('navigation', { name: 'Inhalt' });
}

/** Every entry of the table of contents points at an element of the page with that id. */
function expectTocTargetsExist(main: HTMLElement) {
  const toc = tableOfContents();
  expect(toc).not.toBeNull();
  const links = within(toc!).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(4);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const target = main.querySelector(`[id="${href.slice(1)}"]`);
    if (!target) throw new Error(`No element with id ${href} for the entry "${link.textContent}"`);
    // The target's own heading carries the entry's text, so the link says where it leads.
    expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
  }
}

/** Mail and phone links must name the address, and no link may be an empty or generic "hier". */
function expectMeaningfulLinks(main: HTMLElement) {
  for (const link of within(main).queryAllByRole('link')) {
    const text = (link.textContent ?? '').trim();
    expect(text.length).toBeGreaterThan(3);
    expect(text.toLowerCase()).not.toMatch(/^(hier|mehr|link|klicken sie hier)$/);
  }
}

describe('Impressum', () => {
  it('names the provider, register, VAT id, contact and the consumer dispute statement', async () => {
    const { main } = await openPage(paths.impressum, 'Impressum', 'Impressum');
    expect(within(main).getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(within(main).getAllByText(/Digitalakademie Deutschland GmbH/).length).toBeGreaterThan(0);
    expect(within(main).getByText('Registergericht')).toBeInTheDocument();
    expect(within(main).getByText('Amtsgericht Berlin-Charlottenburg')).toBeInTheDocument();
    expect(within(main).getByText(/^HRB \d+ B$/)).toBeInTheDocument();
    expect(
      within(main).getByText(/Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789/),
    ).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 2, name: /§ 18 Abs. 2 MStV/ })).toBeInTheDocument();
    expect(within(main).getByText(/nicht bereit und nicht verpflichtet/)).toHaveTextContent('§ 36');
    expect(within(main).getAllByRole('link', { name: site.email })[0]).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(main).getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    expect(main.querySelector('address')).toHaveTextContent(site.address.street);
    expect(within(main).getByText(/Stand:/)).toHaveTextContent('Stand: November 2026');
    // Short page: no table of contents.
    expect(tableOfContents()).toBeNull();
    expectHeadingsInOrder(main);
    expectMeaningfulLinks(main);
  });
});

describe('Datenschutzerklärung', () => {
  it('covers controller, processing, consent-based analytics, browser storage and the rights of data subjects', async () => {
    const { main } = await openPage(paths.datenschutz, 'Datenschutzerklärung', 'Datenschutzerklärung');
    for (const name of [
      'Verantwortlicher',
      'Datenschutzbeauftragte',
      'Buchung und Vertragsabwicklung',
      'Kundenkonto',
      'Inhouse-Anfragen und Kontakt',
      'Chat-Assistent',
      'Online-Zahlung',
      'Hosting, Backend und Server-Logfiles',
      'Cookies und Speicher im Browser',
      'Webanalyse nur mit Ihrer Einwilligung',
      'Schriftarten',
      'Speicherdauer',
      'Ihre Rechte',
      'Widerruf Ihrer Einwilligung',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const analytics = main.querySelector('#webanalyse') as HTMLElement;
    expect(analytics).toHaveTextContent('Art. 6 Abs. 1 lit. a DSGVO');
    expect(analytics).toHaveTextContent('§ 25 Abs. 1 TDDDG');
    const storage = main.querySelector('#speicher-im-browser') as HTMLElement;
    expect(storage).toHaveTextContent('nach 7 Tagen automatisch gelöscht');
    expect(storage).toHaveTextContent('IndexedDB');
    const hosting = main.querySelector('#hosting') as HTMLElement;
    expect(hosting).toHaveTextContent('Supabase');
    expect(hosting).toHaveTextContent('Europäischen Union (Frankfurt am Main)');
    expect(hosting).toHaveTextContent('Art. 28 DSGVO');
    expect(within(main).getByText(/keine\s+Verbindung zu Servern von Google Fonts/)).toBeInTheDocument();
    expect(within(main).getByText(/kein externer KI-Anbieter/)).toBeInTheDocument();
    expect(main).toHaveTextContent('§ 147 Abs. 1 Nr. 4, Abs. 3 AO');
    for (const article of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 77']) {
      expect(main).toHaveTextContent(article);
    }
    expect(within(main).getByText(/Stand:/)).toHaveTextContent('Stand: November 2026');
    expectTocTargetsExist(main);
    expectHeadingsInOrder(main);
    expectMeaningfulLinks(main);
  });
});

describe('AGB', () => {
  it('has the cancellation terms as a section reachable from the table of contents', async () => {
    const { main, user } = await openPage(
      paths.agb,
      'Allgemeine Geschäftsbedingungen',
      'Allgemeine Geschäftsbedingungen',
    );
    const tocLink = within(tableOfContents()!).getByRole('link', { name: /Stornobedingungen/ });
    expect(tocLink).toHaveAttribute('href', `#${CANCELLATION_ANCHOR}`);
    const section = main.querySelector(`#${CANCELLATION_ANCHOR}`) as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2, name: /Stornobedingungen/ })).toBeInTheDocument();
    // The in-page link is a plain fragment link: the browser scrolls to the section, the router stays where it is.
    await user.click(tocLink);
    expect(window.location.hash).toBe(`#${CANCELLATION_ANCHOR}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeInTheDocument();

    // Every fee step of the data is stated, the free period first.
    for (const tier of cancellationTerms.seminarTiers) {
      expect(section).toHaveTextContent(`${cancellationTierPeriod(tier)}: ${cancellationTierFee(tier)}`);
    }
    expect(section).toHaveTextContent('bis 14 Tage vor dem ersten Seminartag: kostenfrei');
    expect(section).toHaveTextContent('13 bis 7 Tage vor dem ersten Seminartag: 50 % der Teilnahmegebühr');
    expect(section).toHaveTextContent('bis 24 Stunden vor Beginn kostenfrei');
    expect(section).toHaveTextContent(/Ersatzperson/);
    expect(section).toHaveTextContent('15. März 2027');
    expect(section).toHaveTextContent('01. März 2027');

    expectTocTargetsExist(main);
    expectHeadingsInOrder(main);
    expectMeaningfulLinks(main);
  });

  it('states the order button, prices, organiser cancellation, law and venue', async () => {
    const { main } = await openPage(paths.agb, 'Allgemeine Geschäftsbedingungen', 'Allgemeine Geschäftsbedingungen');
    for (const name of [
      /Geltungsbereich/,
      /Vertragsschluss/,
      /Preise und Zahlung/,
      /Leistungen/,
      /Absage durch den Veranstalter/,
      /Urheberrecht/,
      /Haftung/,
      /Datenschutz/,
      /Schlussbestimmungen/,
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(main).toHaveTextContent('„Zahlungspflichtig bestellen“');
    expect(main).toHaveTextContent('§ 312j');
    expect(main).toHaveTextContent('19 %');
    expect(main).toHaveTextContent('innerhalb von 14 Tagen nach Zugang ohne Abzug');
    expect(main).toHaveTextContent('Gerichtsstand');
    expect(within(main).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', paths.datenschutz);
    expect(within(main).getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute('href', paths.widerruf);
  });
});

describe('Widerrufsbelehrung', () => {
  it('contains the statutory text for services, the fixed-date note and the model withdrawal form', async () => {
    const { main } = await openPage(paths.widerruf, 'Widerrufsbelehrung', 'Widerrufsbelehrung');
    expect(main).toHaveTextContent('Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.');
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Für wen das Widerrufsrecht gilt' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('§ 13 BGB');
    expect(main.querySelector('#erloeschen')).toHaveTextContent('vollständig erbracht');
    const fixedDates = main.querySelector('#feste-termine') as HTMLElement;
    expect(fixedDates).toHaveTextContent('§ 312g Abs. 2 Nr. 9 BGB');
    expect(fixedDates).toHaveTextContent(
      `bis ${cancellationTerms.freeCancellationDays} Tage vor dem ersten Veranstaltungstag ohne Angabe von Gründen kostenfrei`,
    );
    expect(within(fixedDates).getByRole('link', { name: 'Stornobedingungen in unseren AGB' })).toHaveAttribute(
      'href',
      `${paths.agb}#${CANCELLATION_ANCHOR}`,
    );

    const form = main.querySelector('#muster-widerrufsformular') as HTMLElement;
    expect(within(form).getByRole('heading', { level: 2, name: 'Muster-Widerrufsformular' })).toBeInTheDocument();
    expect(form).toHaveTextContent('Hiermit widerrufe(n) ich/wir (*)');
    expect(form).toHaveTextContent(`E-Mail: ${site.email}`);
    expect(form).toHaveTextContent('(*) Unzutreffendes streichen.');
    // The address to send the withdrawal to, as an address.
    const address = main.querySelector('#widerrufsrecht address');
    expect(address).toHaveTextContent(`${site.address.postalCode} ${site.address.city}`);
    expect(address).toHaveTextContent(site.email);

    expectTocTargetsExist(main);
    expectHeadingsInOrder(main);
    expectMeaningfulLinks(main);
  });
});

describe('Über uns', () => {
  it('presents the academy with links to in-house trainings, webinars and all six cities', async () => {
    const { main } = await openPage(paths.about, 'Über uns', 'Über uns');
    expect(main).toHaveTextContent('2012 in Berlin');
    // Issue 29: the group size is the dates' data (the home page said 16, this page 12), the same number on both
    // pages (tests/features/catalog/academyFacts.test.tsx); never a second number in copy.
    expect(await within(main).findByText(/^Höchstens \d+ Teilnehmende pro Termin/)).toBeInTheDocument();
    expect(main.textContent!.match(/Höchstens \d+/g)).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 2, name: site.secondBrand })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Mehr über Inhouse-Schulungen' })).toHaveAttribute(
      'href',
      paths.inhouse,
    );
    expect(within(main).getByRole('link', { name: 'Alle Webinar-Termine ansehen' })).toHaveAttribute(
      'href',
      paths.webinars,
    );
    for (const city of CITY_SLUGS) {
      expect(within(main).getByRole('link', { name: `Seminare in ${CITY_NAMES[city]}` })).toHaveAttribute(
        'href',
        cityPath(city),
      );
    }
    expect(main.querySelector('address')).toHaveTextContent(site.email);
    expectHeadingsInOrder(main);
    expectMeaningfulLinks(main);
  });

  it('navigates to a city page from its link', async () => {
    const { user, location } = await openPage(paths.about, 'Über uns', 'Über uns');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Seminare in Hamburg' }));
    expect(location().pathname).toBe('/hamburg');
  });
});

describe('Demnächst verfügbar', () => {
  it('leads back to seminars and webinars, offers a contact address and stays out of the index', async () => {
    const { main } = await openPage(paths.comingSoon, 'Demnächst verfügbar', 'Demnächst verfügbar');
    expect(within(main).getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', paths.home);
    expect(within(main).getByRole('link', { name: 'Zu den Webinaren' })).toHaveAttribute('href', paths.webinars);
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(metaContent('robots')).toBe('noindex, nofollow');
    expectHeadingsInOrder(main);
    expectMeaningfulLinks(main);
  });
});

describe('accessibility', () => {
  it.each([
    [paths.impressum, 'Impressum'],
    [paths.datenschutz, 'Datenschutzerklärung'],
    [paths.agb, 'Allgemeine Geschäftsbedingungen'],
    [paths.widerruf, 'Widerrufsbelehrung'],
    [paths.about, 'Über uns'],
    [paths.comingSoon, 'Demnächst verfügbar'],
  ])('%s has no WCAG 2.1 A/AA violation that axe can see in jsdom', async (url, heading) => {
    const { started } = renderApp(url);
    await screen.findByRole('heading', { level: 1, name: heading });
    // axe reads the page while it runs: the app has finished starting by then.
    await started();
    const results = await axe.run(screen.getByRole('main'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom does no layout, so contrast is checked in the real browser (tests/e2e), not here.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('cancellation terms data', () => {
  it('uses the same free period as the backend (settings.free_cancellation_days)', () => {
    expect(cancellationTerms.freeCancellationDays).toBe(BACKEND_FREE_CANCELLATION_DAYS);
  });

  it('covers every day before the seminar with exactly one fee step', () => {
    const covering = (day: number) =>
      cancellationTerms.seminarTiers.filter(
        (tier) => day >= tier.fromDaysBefore && (tier.toDaysBefore === null || day <= tier.toDaysBefore),
      );
    for (let day = 0; day <= 60; day += 1) expect(covering(day)).toHaveLength(1);
  });

  it.each([
    [30, 0],
    [14, 0],
    [13, 50],
    [7, 50],
    [6, 100],
    [0, 100],
    [-1, 100],
  ])('%i days before the first day costs %i %%', (days, percent) => {
    expect(seminarCancellationFeePercent(days)).toBe(percent);
  });

  it('computes the last free day as a Berlin calendar date, across a daylight-saving switch too', () => {
    expect(freeCancellationDeadline('2027-03-15')).toBe('2027-03-01');
    expect(freeCancellationDeadline('2027-04-05')).toBe('2027-03-22');
    expect(freeCancellationDeadline('2027-01-10')).toBe('2026-12-27');
  });
});
