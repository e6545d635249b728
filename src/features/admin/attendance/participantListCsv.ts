/**
 * The participant list as CSV for Excel: UTF-8 with byte order mark, `;` between fields, CRLF between records, and
 * every text cell that Excel would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return) neutralised with a
 * leading apostrophe, so a participant named `=HYPERLINK(…)` stays text.
 */
import type { ListedParticipant } from './participantListApi';

export const PARTICIPANT_CSV_HEADER = [
  'Nr.',
  'Nachname',
  'Vorname',
  'Firma',
  'E-Mail',
  'Buchung',
  'Anwesend',
  'Unterschrift',
];

/** `=1+1` → `'=1+1`: Excel and LibreOffice show it as text instead of computing it. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: string | number | null): string {
  const text = neutraliseFormula(value === null ? '' : String(value));
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function participantListCsv(rows: readonly ListedParticipant[]): string {
  const lines = [PARTICIPANT_CSV_HEADER.join(';')];
  rows.forEach((row, i) => {
    lines.push(
      [
        i + 1,
        row.last_name,
        row.first_name,
        row.company,
        row.email,
        row.booking_number,
        row.present ? 'ja' : 'nein',
        '',
      ]
        .map(csvCell)
        .join(';'),
    );
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
