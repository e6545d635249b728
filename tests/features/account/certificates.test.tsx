import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { captureDownloads } from '../../utils/downloads';
import { pdfText } from '../../utils/pdfText';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(20_000);

describe('/dashboard: Teilnahmebescheinigung', () => {
  it('offers the certificate of the attended past seminar as a PDF with name, seminar, contents, hours, place and signature', async () => {
    const created = captureDownloads();
    await signInAs('customer');
    const { user } = renderApp(paths.dashboard);
    const section = await screen.findByRole('region', { name: 'Teilnahmebescheinigungen' });
    expect(section).toHaveTextContent('SEO-Grundlagen: Besser gefunden werden bei Google');
    await user.click(
      within(section).getByRole('button', { name: /^Teilnahmebescheinigung \(PDF\) – Katharina Neumann/ }),
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.type).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await created[0]!.arrayBuffer()));
    expect(text).toEqual(
      expect.arrayContaining([
        'Teilnahmebescheinigung',
        'Katharina Neumann',
        'SEO-Grundlagen: Besser gefunden werden bei Google',
        'Dauer: 16 Zeitstunden',
        'Ort: Spreeforum Tagungszentrum, Berlin',
        'Trainer/in: Julia Wagner',
        'Inhalte:',
      ]),
    );
    // The signature block names the signatory (issue 31); the certificate number the academy verifies closes it.
    expect(text.slice(-5)).toEqual([
      expect.stringMatching(/^Berlin, \d{1,2}\. \S+ \d{4}$/),
      'Dr. Katharina Lehmann, Geschäftsführung',
      'Digitalakademie Deutschland',
      expect.stringMatching(/^Bescheinigungsnummer: TB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
      'Die Echtheit bestätigt Digitalakademie Deutschland auf Anfrage unter Angabe dieser Nummer.',
    ]);
    expect(text.some((line) => line.includes('Tag 1: '))).toBe(true);
    expect(text.some((line) => line.startsWith('Datum: '))).toBe(true);
  });
});
