/**
 * The text of a PDF that pdf-lib wrote, in drawing order, one string per `Tj`: enough to assert what a generated
 * document says. Content streams are inflated with zlib; pdf-lib writes standard-font text as WinAnsi hex strings.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter?.toString() === '/FlateDecode' ? inflateSync(stream.contents) : stream.contents;
}

function decodeHex(hex: string): string {
  const bytes = hex.match(/../g) ?? [];
  return new TextDecoder('windows-1252').decode(Uint8Array.from(bytes.map((b) => parseInt(b, 16))));
}

export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = (ref instanceof PDFRawStream ? ref : doc.context.lookup(ref as PDFRef)) as PDFRawStream;
      const source = new TextDecoder('latin1').decode(streamBytes(stream));
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(match[1] !== undefined ? decodeHex(match[1]) : (match[2] ?? '').replace(/\\(.)/g, '$1'));
      }
    }
  }
  return lines;
}
