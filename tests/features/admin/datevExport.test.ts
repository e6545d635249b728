/**
 * The DATEV Buchungsstapel of the admin invoice list (docs/invoices.md, "Export"), parsed back as DATEV's import
 * reads it: Windows-1252 bytes (decoded with iconv-lite, a second, independent codec), CRLF lines, `;` fields.
 */
import iconv from 'iconv-lite';
import type { InvoiceSnapshot } from '@shared/invoice';
import type { AdminInvoiceRow, DatevSettings } from '@/features/admin/invoices/adminInvoicesApi';
import {
  buildDatevFile,
  buildDatevText,
  DATEV_COLUMNS,
  datevFileName,
  DatevExportError,
} from '@/features/admin/invoices/datevExport';
import { encodeWindows1252 } from '@/features/admin/invoices/windows1252';
import { companyWithLeitwegId, consumer, creditNote, longestValues, twoDaySeminar } from '@shared/invoice/fixtures';

const SETTINGS: DatevSettings = {
  datev_consultant_number: 29098,
  datev_client_number: 55003,
  datev_account_length: 4,
  datev_chart: '03',
  datev_debtor_account: 10000,
  datev_revenue_account: 8400,
};

function row(snapshot: InvoiceSnapshot, issueDate: string, overrides: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow {
  return {
    id: `id-${snapshot.number}`,
    booking_id: 'b1',
    kind: snapshot.typeCode === 381 ? 'credit_note' : 'invoice',
    number: snapshot.number,
    issue_date: issueDate,
    gross_cents: snapshot.totals.grossCents,
    preceding_number: snapshot.precedingInvoice?.number ?? null,
    booking_number: snapshot.bookingNumber,
    buyer_name: snapshot.buyer.name,
    snapshot,
    ...overrides,
  };
}

const RECORDS = [
  row(companyWithLeitwegId, '2027-01-04'),
  row(consumer, '2027-01-05'),
  row(twoDaySeminar, '2027-01-06'),
  row(creditNote, '2027-01-08'),
  row(longestValues, '2027-01-20'),
];
const BATCH = {
  settings: SETTINGS,
  from: '2027-01-01',
  to: '2027-01-31',
  createdAt: new Date('2027-02-03T13:04:05.678Z'),
};

/** One CSV line into its fields, as DATEV reads them: `;` outside quotes separates, `""` inside quotes is a quote. */
function fields(line: string): string[] {
  const result: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      result.push(current);
      current = '';
    } else current += char;
  }
  result.push(current);
  return result;
}

function parse(bytes: Uint8Array) {
  const text = iconv.decode(Buffer.from(bytes), 'win1252');
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line ends with CRLF: no bare LF or CR anywhere.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.slice(0, -2).split('\r\n');
  return { text, lines, header: fields(lines[0]!), columns: fields(lines[1]!), postings: lines.slice(2).map(fields) };
}

const column = (name: string) => DATEV_COLUMNS.indexOf(name);

describe('DATEV Buchungsstapel export', () => {
  it('writes the EXTF header with the settings, the period and the fiscal year', () => {
    const { header, lines } = parse(buildDatevFile(RECORDS, BATCH));
    expect(header).toHaveLength(31);
    expect(header.slice(0, 6)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13', '20270203140405678']);
    expect(header[7]).toBe('RE');
    expect(header.slice(10, 16)).toEqual(['29098', '55003', '20270101', '4', '20270101', '20270131']);
    expect(header[18]).toBe('1');
    expect(header[21]).toBe('EUR');
    expect(header[26]).toBe('03');
    // Text fields are quoted, numbers are not (DATEV's header example).
    expect(lines[0]!.startsWith('"EXTF";700;21;"Buchungsstapel";13;20270203140405678;;"RE";"";"";29098;55003;')).toBe(
      true,
    );
  });

  it('writes the 125 column names and exactly as many fields in every posting', () => {
    const { columns, postings } = parse(buildDatevFile(RECORDS, BATCH));
    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 14)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
    ]);
    expect(columns[114]).toBe('Leistungsdatum');
    expect(postings).toHaveLength(RECORDS.length);
    for (const posting of postings) expect(posting).toHaveLength(columns.length);
  });

  it('books each invoice S and each credit note H on the debtor against the revenue account; S minus H is the period’s gross', () => {
    const { postings } = parse(buildDatevFile(RECORDS, BATCH));
    const cents = (amount: string) => {
      expect(amount).toMatch(/^\d{1,10},\d{2}$/);
      return Number(amount.replace(',', ''));
    };
    const balance = postings.reduce(
      (sum, posting) => sum + (posting[column('Soll/Haben-Kennzeichen')] === 'S' ? 1 : -1) * cents(posting[0]!),
      0,
    );
    const expected = RECORDS.reduce((sum, r) => sum + (r.kind === 'invoice' ? r.gross_cents : -r.gross_cents), 0);
    expect(balance).toBe(expected);

    const credit = postings[3]!;
    expect(credit[column('Soll/Haben-Kennzeichen')]).toBe('H');
    expect(credit[column('Belegfeld 1')]).toBe('GS-2027-00001');
    expect(credit[column('Belegdatum')]).toBe('0801');
    const first = postings[0]!;
    expect(first[column('Soll/Haben-Kennzeichen')]).toBe('S');
    expect(first[column('WKZ Umsatz')]).toBe('EUR');
    expect(first[column('Konto')]).toBe('10000');
    expect(first[column('Gegenkonto (ohne BU-Schlüssel)')]).toBe('8400');
    // 8400 is an automatic 19 % account: no BU key.
    expect(first[column('BU-Schlüssel')]).toBe('');
    expect(first[column('Belegdatum')]).toBe('0401');
    expect(first[column('Belegfeld 1')]).toBe('RE-2027-00001');
    expect(first[column('Leistungsdatum')]).toBe('11012027');
    // A two-day seminar's service ends on its last day.
    expect(postings[2]![column('Leistungsdatum')]).toBe('12012027');
  });

  it('keeps umlauts and ß as single Windows-1252 bytes and cuts the Buchungstext at 60 characters', () => {
    const bytes = buildDatevFile(RECORDS, BATCH);
    const { postings, columns } = parse(bytes);
    expect(columns[7]).toBe('Gegenkonto (ohne BU-Schlüssel)');
    expect(postings[0]![column('Buchungstext')]).toBe('Bundesamt für Digitales Lernen');
    const longest = postings[4]![column('Buchungstext')]!;
    expect(longest).toHaveLength(60);
    expect(longestValues.buyer.name.startsWith(longest)).toBe(true);
    // „ü“ is the one byte 0xFC, not UTF-8's two bytes.
    const text = Buffer.from(bytes);
    expect(text.includes(Buffer.from([0x66, 0xfc, 0x72]))).toBe(true);
    expect(text.includes(Buffer.from('ü', 'utf8'))).toBe(false);
  });

  it('encodes every Windows-1252 character as iconv-lite does; others become „?“', () => {
    const everything = iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, i) => i)), 'win1252');
    const encodable = [...everything].filter((char) => char !== '\ufffd' && !/[\u0080-\u009f]/.test(char)).join('');
    expect(Buffer.from(encodeWindows1252(encodable))).toEqual(iconv.encode(encodable, 'win1252'));
    expect(iconv.decode(Buffer.from(encodeWindows1252('€ „Müller“ – Straße 5 ✓')), 'win1252')).toBe(
      '€ „Müller“ – Straße 5 ?',
    );
    // A decomposed „ü“ (u + combining diaeresis) is composed first.
    expect(Array.from(encodeWindows1252('u\u0308'))).toEqual([0xfc]);
  });

  it('doubles quotes, flattens line breaks and neutralises a buyer name that a spreadsheet would run', () => {
    const hostile = row(
      { ...consumer, number: 'RE-2027-00009', buyer: { ...consumer.buyer, name: '=HYPERLINK("x";"y")\r\nZeile' } },
      '2027-01-10',
    );
    const { postings, text } = parse(buildDatevFile([hostile], BATCH));
    expect(postings[0]![column('Buchungstext')]).toBe('\'=HYPERLINK("x";"y") Zeile');
    expect(text).toContain('"\'=HYPERLINK(""x"";""y"") Zeile"');
  });

  it('refuses a record outside the period or with another VAT rate than the revenue account’s', () => {
    expect(() => buildDatevText([row(consumer, '2027-02-01')], BATCH)).toThrow(DatevExportError);
    const reduced = {
      ...consumer,
      lines: consumer.lines.map((invoiceLine) => ({ ...invoiceLine, vatRatePercent: 7 })),
    };
    expect(() => buildDatevText([row(reduced, '2027-01-05')], BATCH)).toThrow(/anderen Steuersatz als 19 %/);
  });

  it('names the file with DATEV’s EXTF_ prefix and the period', () => {
    expect(datevFileName('2027-01-01', '2027-03-31')).toBe('EXTF_Buchungsstapel_2027-01-01_2027-03-31.csv');
  });
});
