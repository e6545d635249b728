/**
 * One mail body as typed blocks, rendered twice: plain text and accessible HTML (lang="de", a real heading, lists as
 * lists, links named by their purpose, no layout tables, no images carrying content). Both come from the same blocks,
 * so they can never say different things.
 */
import type { MailAttachmentSpec, MailLink, RenderedMail } from './types';

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Label–value pairs (booking number, dates …). */
  | { kind: 'facts'; rows: Array<[string, string]> }
  | { kind: 'action'; label: string; url: string }
  /** A section's title inside the mail (`<h2>`), e.g. the two choices of a cancelled date. */
  | { kind: 'heading'; text: string }
  /** Links as a list, each named by its purpose (a cancelled date's alternatives). */
  | { kind: 'links'; links: MailLink[] };

export interface MailContent {
  subject: string;
  /** The heading inside the mail. */
  heading: string;
  greeting: string;
  blocks: MailBlock[];
  /** Sender line(s) under the closing. */
  signature: string;
  /** The seller's legal data under the mail (legal form, register, managing directors, address). */
  footer: string;
  attachments?: MailAttachmentSpec[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `• ${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'heading':
      return block.text;
    case 'links':
      return block.links.map((link) => `• ${link.label}: ${link.url}`).join('\n');
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'facts':
      return `<dl>${block.rows
        .map(([label, value]) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd>${escapeHtml(value)}</dd>`)
        .join('')}</dl>`;
    case 'action':
      return (
        `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;` +
        `color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p>`
      );
    case 'heading':
      return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'links':
      return `<ul>${block.links
        .map(
          (link) =>
            `<li style="margin-bottom:8px"><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">` +
            `${escapeHtml(link.label)}</a></li>`,
        )
        .join('')}</ul>`;
  }
}

export function renderContent(content: MailContent): RenderedMail {
  // `-- ` is the plain-text signature delimiter mail clients recognise; the legal data follow it.
  const text = [content.greeting, ...content.blocks.map(blockText), content.signature, `-- \n${content.footer}`].join(
    '\n\n',
  );
  const html =
    '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;' +
    'font-size:16px;line-height:1.5">' +
    `<main style="max-width:600px;margin:0 auto"><h1 style="font-size:22px">${escapeHtml(content.heading)}</h1>` +
    `<p>${escapeHtml(content.greeting)}</p>${content.blocks.map(blockHtml).join('')}` +
    `<p>${escapeHtml(content.signature).replace(/\n/g, '<br>')}</p></main>` +
    '<footer style="max-width:600px;margin:24px auto 0;padding-top:12px;border-top:1px solid #d1d5db;' +
    `color:#4b5563;font-size:13px;line-height:1.5"><p>${escapeHtml(content.footer).replace(/\n/g, '<br>')}</p></footer>` +
    '</body></html>';
  const links: MailLink[] = content.blocks.flatMap((block): MailLink[] => {
    if (block.kind === 'action') return [{ label: block.label, url: block.url }];
    if (block.kind === 'links') return block.links.map(({ label, url }) => ({ label, url }));
    return [];
  });
  return { subject: content.subject, text, html, links, attachments: content.attachments ?? [] };
}
