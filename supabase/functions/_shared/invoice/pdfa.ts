/**
 * PDF/A-3B and Factur-X / ZUGFeRD for the invoice PDF (docs/invoices.md): XMP metadata that matches the document
 * info, an sRGB OutputIntent, a document id, and for business customers the EN 16931 XML embedded as
 * `factur-x.xml` (AFRelationship Alternative) with the Factur-X XMP extension schema. Every date and id comes from
 * the snapshot, so one snapshot gives the same bytes every time. @e-invoice-eu/core can embed too, but it stamps
 * the current time into the file and writes XMP that disagrees with the document info (both refused by PDF/A).
 */
import type { PDFDocument } from 'pdf-lib';
import { SRGB_ICC_BASE64 } from './assets/srgbIcc';
import { stableHexId } from './format';

export const FACTURX_FILENAME = 'factur-x.xml';

export interface PdfaMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  creator: string;
  producer: string;
  /** Both creation and modification date of the file (the issue day of the invoice). */
  date: Date;
  /** What the document id is derived from (e.g. the invoice number). */
  idSeed: string;
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** UTF-8 bytes as a Uint8Array of this realm (under jsdom, TextEncoder's array fails pdf-lib's instanceof check). */
function utf8(text: string): Uint8Array {
  return Uint8Array.from(new TextEncoder().encode(text));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The XMP date for the Info dictionary's `D:YYYYMMDDHHmmSSZ` that pdf-lib writes for the same instant. */
function xmpDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function facturXSchema(): string {
  const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;
  return `
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property(
                'DocumentType',
                'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
              )}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property(
                'ConformanceLevel',
                'The conformance level of the embedded XML document',
              )}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
    </rdf:Description>`;
}

export function xmpPacket(meta: PdfaMetadata, facturX: boolean): string {
  const date = xmpDate(meta.date);
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXml(meta.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.subject)}</rdf:li></rdf:Alt></dc:description>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${escapeXml(meta.producer)}</pdf:Producer>
      <pdf:Keywords>${escapeXml(meta.keywords.join(' '))}</pdf:Keywords>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${escapeXml(meta.creator)}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>${facturX ? facturXSchema() : ''}
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Turns a drawn document into PDF/A-3B; with `facturXml`, into a Factur-X EN 16931 hybrid. Call before `save()`.
 */
export async function makePdfA(doc: PDFDocument, meta: PdfaMetadata, facturXml: string | null): Promise<void> {
  const { AFRelationship, PDFHexString, PDFName, PDFString } = await import(
    /* webpackChunkName: "pdf-lib" */ 'pdf-lib'
  );
  const { context, catalog } = doc;

  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  // The Info dictionary keeps keywords as one string joined by spaces, as the XMP above does.
  doc.setKeywords(meta.keywords);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.producer);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  doc.setLanguage('de-DE');

  if (facturXml !== null) {
    await doc.attach(utf8(facturXml), FACTURX_FILENAME, {
      mimeType: 'text/xml',
      description: 'Factur-X/ZUGFeRD EN 16931 invoice',
      creationDate: meta.date,
      modificationDate: meta.date,
      afRelationship: AFRelationship.Alternative,
    });
  }

  const metadata = context.stream(utf8(xmpPacket(meta, facturXml !== null)), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const icc = base64ToBytes(SRGB_ICC_BASE64);
  const profile = context.register(context.stream(icc, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  const id = PDFHexString.of(stableHexId(meta.idSeed));
  context.trailerInfo.ID = context.obj([id, id]);
}
