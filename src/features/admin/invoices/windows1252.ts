/**
 * Text → Windows-1252 ("ANSI") bytes, the encoding DATEV imports (docs/invoices.md, "Export"). The browser has no
 * encoder for it (TextEncoder writes UTF-8 only) and iconv-lite needs Node's Buffer, so the one table is here:
 * 0x00–0x7F and 0xA0–0xFF are the same code points, 0x80–0x9F the 27 characters of the WHATWG Encoding Standard's
 * index-windows-1252. The test compares it with iconv-lite byte by byte.
 */
const HIGH: Readonly<Record<number, number>> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** The byte of one code point, or null when Windows-1252 has no such character. */
function byteOf(codePoint: number): number | null {
  if (codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return HIGH[codePoint] ?? null;
}

/** Whether every character of `text` (composed) has a Windows-1252 byte. */
export function fitsWindows1252(text: string): boolean {
  return [...text.normalize('NFC')].every((char) => byteOf(char.codePointAt(0)!) !== null);
}

/** The bytes of `text` (composed first, so a decomposed „ä“ stays one character); a character without one becomes „?“. */
export function encodeWindows1252(text: string): Uint8Array {
  const chars = [...text.normalize('NFC')];
  const bytes = new Uint8Array(chars.length);
  chars.forEach((char, index) => {
    bytes[index] = byteOf(char.codePointAt(0)!) ?? 0x3f;
  });
  return bytes;
}
