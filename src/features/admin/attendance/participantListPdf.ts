import { formatDate } from '@/lib/format';
import type { ListedParticipant, SessionHeading } from './participantListApi';

/** The standard PDF fonts speak WinAnsi: no-break spaces and the like become plain ones. */
function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f\u2007]/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff€„“”‚‘’–—…•]/g, '');
}

export function sessionTitle(session: SessionHeading): string {
  const when =
    session.start_date === session.end_date
      ? formatDate(session.start_date)
      : `${formatDate(session.start_date)} – ${formatDate(session.end_date)}`;
  const where = session.locations ? `${session.locations.city_name}, ${session.locations.venue_name}` : '';
  return [session.seminars?.title ?? 'Seminar', when, where].filter(Boolean).join(' · ');
}

/** The printable participant list (A4 landscape): number, name, company and a signature column per seat. */
export async function buildParticipantListPdf(
  session: SessionHeading,
  rows: readonly ListedParticipant[],
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Teilnehmerliste ${session.seminars?.title ?? ''}`);
  doc.setLanguage('de-DE');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const size: [number, number] = [841.89, 595.28];
  const columns = [40, 70, 300, 520];
  let page = doc.addPage(size);
  let y = 540;
  const write = (text: string, x: number, font = regular, fontSize = 10) =>
    page.drawText(pdfText(text), { x, y, size: fontSize, font, color: rgb(0.1, 0.13, 0.18) });
  const header = () => {
    write('Teilnehmerliste', columns[0]!, bold, 16);
    y -= 20;
    write(sessionTitle(session), columns[0]!, regular, 10);
    if (session.trainers) {
      y -= 14;
      write(`Trainer/in: ${session.trainers.name}`, columns[0]!);
    }
    y -= 28;
    write('Nr.', columns[0]!, bold);
    write('Name', columns[1]!, bold);
    write('Firma', columns[2]!, bold);
    write('Unterschrift', columns[3]!, bold);
    y -= 8;
  };
  header();
  rows.forEach((row, i) => {
    y -= 28;
    if (y < 50) {
      page = doc.addPage(size);
      y = 540;
      header();
      y -= 28;
    }
    write(String(i + 1), columns[0]!);
    write(`${row.last_name}, ${row.first_name}`, columns[1]!);
    write(row.company ?? '–', columns[2]!);
    page.drawLine({ start: { x: columns[3]!, y: y - 2 }, end: { x: 800, y: y - 2 }, thickness: 0.5 });
  });
  return doc.save();
}
