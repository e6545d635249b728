/**
 * The DATEV „Buchungsstapel“ (EXTF, header version 700, category 21, format version 13) of a period's invoices and
 * credit notes for the tax adviser (docs/invoices.md, "Export"): line 1 the header, line 2 the 125 column names,
 * then one posting per record — gross on the collective debtor account against the automatic 19 % revenue account,
 * S for an invoice, H for a credit note. `;` between fields, CRLF after each line, text fields in quotes (quotes
 * doubled), amounts with a decimal comma, Windows-1252 bytes.
 */
import { neutraliseFormula } from '../bookings/bookingsCsv';
import type { AdminInvoiceRow, DatevSettings } from './adminInvoicesApi';
import { encodeWindows1252 } from './windows1252';

const BELEGINFO = Array.from({ length: 8 }, (_, i) => [
  `Beleginfo - Art ${i + 1}`,
  `Beleginfo - Inhalt ${i + 1}`,
]).flat();
const ZUSATZINFO = Array.from({ length: 20 }, (_, i) => [
  `Zusatzinformation - Art ${i + 1}`,
  `Zusatzinformation- Inhalt ${i + 1}`,
]).flat();

/** The 125 columns of format version 13, in DATEV's order and spelling. */
export const DATEV_COLUMNS: readonly string[] = [
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
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...BELEGINFO,
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...ZUSATZINFO,
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** 1-based positions of the text columns (quoted, also when empty); the others are numbers or dates, never quoted. */
const TEXT_COLUMNS = new Set([
  2,
  3,
  6,
  9,
  11,
  12,
  14,
  16,
  20,
  ...range(21, 38),
  40,
  42,
  ...range(48, 87),
  91,
  95,
  96,
  98,
  102,
  103,
  105,
  107,
  109,
  110,
  112,
  118,
  120,
  121,
  123,
]);
/** 1-based positions of the header's text fields. */
const HEADER_TEXT = new Set([1, 4, 8, 9, 10, 17, 18, 22, 24, 27, 30, 31]);

/** The rate the revenue account books automatically (SKR03 8400 / SKR04 4400: „Erlöse 19 % USt“). */
export const DATEV_VAT_RATE = 19;

export class DatevExportError extends Error {}

export interface DatevBatch {
  settings: DatevSettings;
  /** The period, Berlin days `YYYY-MM-DD`, both in one calendar year. */
  from: string;
  to: string;
  /** When the file is made (header field „Erzeugt am“, Berlin time). */
  createdAt: Date;
}

/** A field as written: text quoted with inner quotes doubled and no line breaks; anything else as it is. */
function field(value: string | number | null, text: boolean): string {
  if (value === null) return text ? '""' : '';
  const raw = String(value);
  return text ? `"${raw.replace(/[\r\n\t]+/g, ' ').replace(/"/g, '""')}"` : raw;
}

function line(values: ReadonlyArray<string | number | null>, textPositions: ReadonlySet<number>): string {
  return values.map((value, index) => field(value, textPositions.has(index + 1))).join(';');
}

/** `2026-11-28` → `20261128`. */
const compactDay = (isoDay: string) => isoDay.replace(/-/g, '');
/** `2026-11-28` → `2811` (Belegdatum: the year is the batch's). */
const dayMonth = (isoDay: string) => `${isoDay.slice(8, 10)}${isoDay.slice(5, 7)}`;
/** `2026-11-28` → `28112026` (Leistungsdatum). */
const dayMonthYear = (isoDay: string) => `${isoDay.slice(8, 10)}${isoDay.slice(5, 7)}${isoDay.slice(0, 4)}`;

/** `119000` → `1190,00`: DATEV's amount, no thousands separator. */
export function datevAmount(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** `YYYYMMDDHHMMSSmmm` in Berlin time. */
function createdStamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const millis = String(at.getUTCMilliseconds()).padStart(3, '0');
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}${millis}`;
}

/** The buyer as Buchungstext: one line, at most 60 characters, never a spreadsheet formula. */
export function postingText(buyerName: string): string {
  return neutraliseFormula(buyerName.replace(/\s+/g, ' ').trim()).slice(0, 60);
}

/** The last day of the service (the Leistungsdatum of a seminar spanning days is its end). */
function serviceDay(record: AdminInvoiceRow): string {
  const ends = record.snapshot.lines.map((invoiceLine) => invoiceLine.servicePeriod.end).sort();
  return ends.at(-1) ?? record.issue_date;
}

function headerLine({ settings, from, to, createdAt }: DatevBatch): string {
  return line(
    [
      'EXTF',
      700,
      21,
      'Buchungsstapel',
      13,
      createdStamp(createdAt),
      null,
      'RE',
      '',
      '',
      settings.datev_consultant_number,
      settings.datev_client_number,
      `${from.slice(0, 4)}0101`,
      settings.datev_account_length,
      compactDay(from),
      compactDay(to),
      'Rechnungsausgang',
      '',
      1,
      0,
      0,
      'EUR',
      null,
      '',
      null,
      null,
      settings.datev_chart,
      null,
      null,
      '',
      '',
    ],
    HEADER_TEXT,
  );
}

function postingLine(record: AdminInvoiceRow, settings: DatevSettings): string {
  const values: Array<string | number | null> = new Array<string | number | null>(DATEV_COLUMNS.length).fill(null);
  const set = (column: string, value: string | number) => {
    values[DATEV_COLUMNS.indexOf(column)] = value;
  };
  set('Umsatz (ohne Soll/Haben-Kz)', datevAmount(record.gross_cents));
  // From the debtor's side: an invoice is a claim (Soll), its credit note takes it back (Haben).
  set('Soll/Haben-Kennzeichen', record.kind === 'invoice' ? 'S' : 'H');
  set('WKZ Umsatz', 'EUR');
  set('Konto', settings.datev_debtor_account);
  set('Gegenkonto (ohne BU-Schlüssel)', settings.datev_revenue_account);
  // Empty: the revenue account is an automatic VAT account, DATEV books the 19 % itself.
  set('BU-Schlüssel', '');
  set('Belegdatum', dayMonth(record.issue_date));
  set('Belegfeld 1', record.number);
  set('Buchungstext', postingText(record.buyer_name ?? record.snapshot.buyer.name));
  set('Leistungsdatum', dayMonthYear(serviceDay(record)));
  return line(values, TEXT_COLUMNS);
}

/**
 * The file's text (before encoding). Refuses, with a German reason, a record outside the period or with another VAT
 * rate than the revenue account's: the tax adviser would get wrong VAT.
 */
export function buildDatevText(records: readonly AdminInvoiceRow[], batch: DatevBatch): string {
  for (const record of records) {
    if (record.issue_date < batch.from || record.issue_date > batch.to) {
      throw new DatevExportError(`Die Rechnung ${record.number} liegt nicht im gewählten Zeitraum.`);
    }
    if (record.snapshot.lines.some((invoiceLine) => invoiceLine.vatRatePercent !== DATEV_VAT_RATE)) {
      throw new DatevExportError(
        `Die Rechnung ${record.number} enthält einen anderen Steuersatz als ${DATEV_VAT_RATE} %. ` +
          'Bitte buchen Sie sie von Hand oder wenden Sie sich an Ihre Steuerberatung.',
      );
    }
  }
  const lines = [
    headerLine(batch),
    DATEV_COLUMNS.join(';'),
    // DATEV takes no posting of 0,00 (a record without an amount books nothing).
    ...records.filter((record) => record.gross_cents > 0).map((record) => postingLine(record, batch.settings)),
  ];
  return lines.map((text) => `${text}\r\n`).join('');
}

/** The file as DATEV imports it: Windows-1252 bytes. */
export function buildDatevFile(records: readonly AdminInvoiceRow[], batch: DatevBatch): Uint8Array {
  return encodeWindows1252(buildDatevText(records, batch));
}

/** `EXTF_Buchungsstapel_2026-11-01_2026-11-30.csv`: DATEV's import looks for the `EXTF_` prefix. */
export function datevFileName(from: string, to: string): string {
  return `EXTF_Buchungsstapel_${from}_${to}.csv`;
}
