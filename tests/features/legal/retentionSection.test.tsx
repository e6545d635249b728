import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { RETENTION_DEFAULTS } from '@/features/legal/retentionTerms';
import { getMockDb, serviceContext, updateRow } from '../../../mocks';
import { renderApp } from '../../utils/renderApp';

/** The retention periods as the academy sets them (`settings`, docs/data-model.md "Retention"). */
function setPeriods(values: Record<string, number>) {
  const db = getMockDb();
  updateRow(db, 'settings', db.rows('settings')[0]!, values, serviceContext(db));
}

async function deletionSection(): Promise<HTMLElement> {
  renderApp(paths.datenschutz);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Automatische Löschung' });
  return heading.closest('section') ?? (heading.parentElement as HTMLElement);
}

describe('Datenschutzerklärung: automatic deletion with the periods of the settings', () => {
  it('states the schema defaults the purge applies', async () => {
    const section = await deletionSection();
    expect(section).toHaveTextContent('Inhalt und Empfängeradresse 90 Tage nach dem Versand');
    expect(section).toHaveTextContent('nicht bestätigt wurde: 30 Tage nach dem Eintrag');
    expect(section).toHaveTextContent('Teilnehmenden 30 Tage nach Ablauf der Reservierung');
    expect(section).toHaveTextContent('10 Jahre ab dem Ende des Kalenderjahres der Rechnung');
    // The stand-in equals the seed's row, so the prerendered page and the live row say the same.
    expect(getMockDb().rows('settings')[0]).toMatchObject(RETENTION_DEFAULTS);
    expect(
      within(screen.getByRole('navigation', { name: 'Inhalt' })).getByRole('link', { name: 'Automatische Löschung' }),
    ).toHaveAttribute('href', '#automatische-loeschung');
  });

  it('follows the settings row when the academy changes the periods', async () => {
    setPeriods({
      outbox_retention_days: 60,
      waitlist_retention_days: 14,
      lapsed_hold_retention_days: 21,
      invoice_retention_years: 11,
    });
    renderApp(paths.datenschutz);
    expect(await screen.findByText(/Inhalt und Empfängeradresse 60 Tage nach dem Versand/)).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: 'Automatische Löschung' }).closest('section')!;
    expect(section).toHaveTextContent('nicht bestätigt wurde: 14 Tage nach dem Eintrag');
    expect(section).toHaveTextContent('Teilnehmenden 21 Tage nach Ablauf der Reservierung');
    expect(section).toHaveTextContent('11 Jahre ab dem Ende des Kalenderjahres der Rechnung');
  });
});
