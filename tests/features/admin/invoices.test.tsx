/**
 * `/admin/invoices` through the real store and the mock backend (docs/invoices.md, "Admin list" and "Export"): the
 * seed's year of invoices and credit notes, newest first and paged on the server; the period, kind and search
 * filters; a record's booking details; the DATEV file of the chosen month.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import iconv from 'iconv-lite';
import { paths } from '@/config/paths';
import { getMockDb, type Row } from '../../../mocks';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(60_000);

function seedInvoices(): Row[] {
  return getMockDb().rows('invoices');
}

/** The list's order: newest day first, on one day credit notes before invoices, higher numbers first. */
function newestFirst(rows: Row[]): Row[] {
  return [...rows].sort(
    (a, b) =>
      String(b.issue_date).localeCompare(String(a.issue_date)) ||
      String(a.kind).localeCompare(String(b.kind)) ||
      Number(b.seq) - Number(a.seq),
  );
}

function shownNumbers(): string[] {
  return within(screen.getByRole('table', { name: 'Rechnungen' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

const countText = (n: number) => (n === 1 ? '1 Beleg' : `${n} Belege`);

async function openList(url: string = paths.adminInvoices) {
  await signInAs('admin');
  const view = renderApp(url);
  await screen.findByRole('table', { name: 'Rechnungen' }, { timeout: 10_000 });
  return view;
}

/** The month with the most records, so the filter has something to show and to leave out. */
function busiestMonth(): string {
  const counts = new Map<string, number>();
  for (const invoice of seedInvoices()) {
    const month = String(invoice.issue_date).slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('/admin/invoices', () => {
  it('lists every invoice and credit note, newest first, 20 to a page, with the navigation entry', async () => {
    const { user } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin-Bereich' })).getByRole('link', { name: 'Rechnungen' }),
    ).toHaveAttribute('href', paths.adminInvoices);
    const all = newestFirst(seedInvoices());
    expect(all.length).toBeGreaterThan(100);
    expect(shownNumbers()).toEqual(all.slice(0, 20).map((row) => String(row.number)));
    expect(screen.getByText(new RegExp(`^${countText(all.length)} · Saldo`))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(shownNumbers()).toEqual(all.slice(20, 40).map((row) => String(row.number))));

    // A credit note names its original and shows the label of docs/invoices.md.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Nur Rechnungskorrekturen (Storno)');
    await waitFor(() => expect(shownNumbers().every((number) => number.startsWith('GS-'))).toBe(true));
    const credits = all.filter((row) => row.kind === 'credit_note');
    expect(screen.getByText(new RegExp(`^${countText(credits.length)} · Saldo`))).toBeInTheDocument();
    const creditRow = within(screen.getByRole('table', { name: 'Rechnungen' })).getAllByRole('row')[1]!;
    expect(creditRow).toHaveTextContent('Rechnungskorrektur');
    const original = (credits[0]!.snapshot as { precedingInvoice: { number: string } }).precedingInvoice.number;
    expect(creditRow).toHaveTextContent(`zu ${original}`);
  });

  it('searches by number and opens the booking of a record', async () => {
    const invoice = newestFirst(seedInvoices()).find((row) => row.kind === 'invoice')!;
    const bookingNumber = (invoice.snapshot as { bookingNumber: string }).bookingNumber;
    const { user } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), String(invoice.number).toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(shownNumbers()).toEqual([String(invoice.number)]));
    const row = within(screen.getByRole('table', { name: 'Rechnungen' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent((invoice.snapshot as { buyer: { name: string } }).buyer.name);
    expect(within(row).getByRole('button', { name: /^PDF – Rechnung / })).toBeEnabled();

    await user.click(within(row).getByRole('button', { name: `Buchung ${bookingNumber} anzeigen` }));
    const dialog = await screen.findByRole('dialog', { name: `Buchung ${bookingNumber}` });
    expect(within(dialog).getByRole('region', { name: 'Rechnungen' })).toBeInTheDocument();
  });

  it('filters by month and exports that month as a DATEV Buchungsstapel; the whole time cannot be exported', async () => {
    const downloads = captureDownloads();
    const { user } = await openList();
    const exportButton = screen.getByRole('button', { name: 'DATEV-Export (CSV)' });
    expect(exportButton).toBeDisabled();
    expect(
      screen.getByText('Für den DATEV-Export wählen Sie bitte einen Zeitraum mit Anfang und Ende.'),
    ).toBeInTheDocument();

    const month = busiestMonth();
    const inMonth = newestFirst(seedInvoices().filter((row) => String(row.issue_date).startsWith(month)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zeitraum' }), 'Monat');
    // A browser's month picker sets the whole value at once (jsdom drops typed partial months).
    fireEvent.change(await screen.findByLabelText('Monat'), { target: { value: month } });
    await waitFor(() => expect(shownNumbers()).toEqual(inMonth.slice(0, 20).map((row) => String(row.number))));
    expect(screen.getByText(new RegExp(`^${countText(inMonth.length)} · Saldo`))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'DATEV-Export (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    const text = iconv.decode(Buffer.from(await downloads[0]!.arrayBuffer()), 'win1252');
    const lines = text.slice(0, -2).split('\r\n');
    const header = lines[0]!.split(';');
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    const [year, monthNumber] = month.split('-');
    expect(header[14]).toBe(`${year}${monthNumber}01`);
    const postings = lines.slice(2).map((line) => line.split(';'));
    const billed = inMonth.filter((row) => Number(row.gross_cents) > 0);
    expect(postings).toHaveLength(billed.length);
    const balance = postings.reduce(
      (sum, posting) => sum + (posting[1] === '"S"' ? 1 : -1) * Number(posting[0]!.replace(',', '')),
      0,
    );
    expect(balance).toBe(
      inMonth.reduce((sum, row) => sum + (row.kind === 'invoice' ? 1 : -1) * Number(row.gross_cents), 0),
    );
  });

  it('takes the DATEV numbers from the settings form, which checks the account lengths', async () => {
    await signInAs('admin');
    const settings = renderApp(paths.adminSettings);
    const form = await screen.findByRole('form', { name: 'Einstellungen der Akademie' }, { timeout: 10_000 });
    const field = (label: string) => within(form).getByLabelText(label, { exact: false });
    await settings.user.clear(field('Beraternummer'));
    await settings.user.type(field('Beraternummer'), '29098');
    await settings.user.clear(field('Mandantennummer'));
    await settings.user.type(field('Mandantennummer'), '55003');
    await settings.user.clear(field('Sammel-Debitorenkonto'));
    await settings.user.type(field('Sammel-Debitorenkonto'), '1000');
    await settings.user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(
      await within(form).findByText('Ein Debitorenkonto hat 5 Stellen (eine mehr als die Sachkontenlänge).'),
    ).toBeInTheDocument();
    await settings.user.type(field('Sammel-Debitorenkonto'), '0');
    await settings.user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    settings.unmount();

    const downloads = captureDownloads();
    const year = String(newestFirst(seedInvoices())[0]!.issue_date).slice(0, 4);
    const { user } = await openList(`${paths.adminInvoices}?period=year&year=${year}`);
    await user.click(screen.getByRole('button', { name: 'DATEV-Export (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    const text = iconv.decode(Buffer.from(await downloads[0]!.arrayBuffer()), 'win1252');
    const header = text.split('\r\n')[0]!.split(';');
    expect(header.slice(10, 16)).toEqual(['29098', '55003', `${year}0101`, '4', `${year}0101`, `${year}1231`]);
    expect(text.split('\r\n')[2]!.split(';').slice(6, 8)).toEqual(['10000', '8400']);
  });

  it('exports every record the filters match (all pages) as a CSV for Excel, UTF-8 with BOM', async () => {
    const downloads = captureDownloads();
    const credits = newestFirst(seedInvoices().filter((row) => row.kind === 'credit_note'));
    expect(credits.length).toBeGreaterThan(20);
    const { user } = await openList(`${paths.adminInvoices}?kind=credit_note`);
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    const bytes = new Uint8Array(await downloads[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      'Nummer;Datum;Art;Zu Rechnung;Buchungsnummer;Rechnungsempfänger;USt-IdNr. Empfänger;Netto;USt.;Brutto',
    );
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(credits.map((row) => String(row.number)));
    expect(lines[1]!.split(';')[2]).toBe('Rechnungskorrektur');
  });
});
