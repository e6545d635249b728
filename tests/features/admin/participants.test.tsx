import { screen, waitFor, within } from '@testing-library/react';
import { adminParticipantsPath } from '@/config/paths';
import { participantListCsv } from '@/features/admin/attendance/participantListCsv';
import { getMockDb } from '../../../mocks';
import { seedId } from '../../../mocks/seed';
import { captureDownloads } from '../../utils/downloads';
import { pdfText } from '../../utils/pdfText';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(20_000);

// GA4 Hamburg in 30 days: the demo customer's booking for two (Katharina Neumann, Jonas Albrecht) and others.
const SESSION = seedId('session', 35);

describe('/admin/teilnehmerliste/:sessionId', () => {
  it('lists the participants and marks attendance with large toggle buttons', async () => {
    await signInAs('admin');
    const { user } = renderApp(adminParticipantsPath(SESSION));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teilnehmerliste' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Teilnehmende mit Anwesenheit' });
    const toggle = within(table).getByRole('button', { name: 'Anwesend: Jonas Albrecht' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(getMockDb().rows('attendances')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ booking_item_id: seedId('bookingItem', 21), participant_index: 1, present: true }),
      ]),
    );
  });

  it('exports the list as CSV (BOM, semicolons, signature column) and as a printable PDF', async () => {
    const created = captureDownloads();
    await signInAs('admin');
    const { user } = renderApp(adminParticipantsPath(SESSION));
    await screen.findByRole('table', { name: 'Teilnehmende mit Anwesenheit' });
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe('Nr.;Nachname;Vorname;Firma;E-Mail;Buchung;Anwesend;Unterschrift');
    expect(csv).toContain(';Albrecht;Jonas;;jonas.albrecht@neumann-kommunikation.test;');

    await user.click(screen.getByRole('button', { name: 'PDF zum Ausdrucken' }));
    await waitFor(() => expect(created).toHaveLength(2));
    const text = await pdfText(new Uint8Array(await created[1]!.arrayBuffer()));
    expect(text).toEqual(expect.arrayContaining(['Teilnehmerliste', 'Unterschrift', 'Albrecht, Jonas']));
  });

  it('refuses customers (the server answers FORBIDDEN; the route sends them away)', async () => {
    await signInAs('customer');
    const { location } = renderApp(adminParticipantsPath(SESSION));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('participant list CSV', () => {
  it('neutralises formulas so a name never runs in Excel', () => {
    const csv = participantListCsv([
      {
        booking_item_id: 'x',
        participant_index: 0,
        booking_number: 'DA-2026-000001',
        first_name: '=HYPERLINK("http://evil.test")',
        last_name: '+Kosten',
        email: '@mail',
        company: '-1;2',
        present: true,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `1;'+Kosten;"'=HYPERLINK(""http://evil.test"")";"'-1;2";'@mail;DA-2026-000001;ja;`,
    );
  });
});
