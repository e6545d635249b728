import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

// The demo customer's confirmed booking includes the webinar ga4-reporting-kompakt (18 days ahead in the seed).
const WEBINAR = seedId('webinar', 3);

function startWebinarIn(minutes: number) {
  const db = getMockDb();
  const startsAt = new Date(Date.now() + minutes * 60_000).toISOString();
  db.setRows(
    'webinars',
    db.rows('webinars').map((w) => (w.id === WEBINAR ? { ...w, starts_at: startsAt } : w)),
  );
}

jest.setTimeout(20_000);

describe('/dashboard: the webinar join link', () => {
  it('is not shown weeks before the start; the card says when it appears', async () => {
    await signInAs('customer');
    renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    expect(await within(upcoming).findByText('Der Zugangslink erscheint hier ab 1 Stunde vor Beginn.')).toBeVisible();
    expect(within(upcoming).queryByRole('link', { name: /Zum Webinar beitreten/ })).toBeNull();
  });

  it('appears from one hour before the start for the booker', async () => {
    startWebinarIn(45);
    await signInAs('customer');
    renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    const link = await within(upcoming).findByRole('link', { name: /Zum Webinar beitreten/ });
    const joinUrl = getMockDb()
      .rows('webinar_access')
      .find((row) => row.webinar_id === WEBINAR)!.join_url;
    expect(link).toHaveAttribute('href', joinUrl);
  });

  it('stays hidden 61 minutes before the start', async () => {
    startWebinarIn(61);
    await signInAs('customer');
    renderApp(paths.dashboard);
    const upcoming = await screen.findByRole('region', { name: 'Bevorstehende Buchungen' });
    expect(await within(upcoming).findByText('Der Zugangslink erscheint hier ab 1 Stunde vor Beginn.')).toBeVisible();
  });
});
