/**
 * The HTTP request each supported e-mail API expects for one message (`MAIL_PROVIDER` = resend | postmark |
 * smtp-http). Pure: send-mail passes the result to fetch. The idempotency key travels with every request, so a retry
 * after a lost answer is recognised by providers that support it.
 */
import { toBase64 } from './attachments';
import type { MailAttachment, RenderedMail } from './types';

export type MailProviderName = 'resend' | 'postmark' | 'smtp-http';

export interface MailProviderConfig {
  provider: MailProviderName;
  /** API key / server token / relay bearer token. */
  apiKey: string;
  from: string;
  /** Base URL override (required for smtp-http; tests point the others at a local stand-in). */
  apiUrl?: string;
}

export interface OutgoingMessage {
  to: string;
  mail: RenderedMail;
  attachments: MailAttachment[];
  idempotencyKey: string;
}

const DEFAULT_URLS: Record<MailProviderName, string> = {
  resend: 'https://api.resend.com/emails',
  postmark: 'https://api.postmarkapp.com/email',
  'smtp-http': '',
};

export function isMailProviderName(name: string | undefined): name is MailProviderName {
  return name === 'resend' || name === 'postmark' || name === 'smtp-http';
}

export function providerRequest(
  config: MailProviderConfig,
  message: OutgoingMessage,
): { url: string; init: RequestInit } {
  const url = config.apiUrl || DEFAULT_URLS[config.provider];
  if (!url) throw new Error(`MAIL_API_URL is required for MAIL_PROVIDER=${config.provider}`);
  const { mail, attachments } = message;
  // Reply-To has its own field in every API; the other headers (List-Unsubscribe) travel as headers.
  const { 'Reply-To': replyTo, ...headers } = mail.headers ?? {};
  const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
  switch (config.provider) {
    case 'resend':
      return {
        url,
        init: {
          method: 'POST',
          headers: { ...json, Authorization: `Bearer ${config.apiKey}`, 'Idempotency-Key': message.idempotencyKey },
          body: JSON.stringify({
            from: config.from,
            to: [message.to],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(replyTo ? { reply_to: replyTo } : {}),
            ...(Object.keys(headers).length > 0 ? { headers } : {}),
            attachments: attachments.map((file) => ({
              filename: file.filename,
              content: toBase64(file.content),
              content_type: file.contentType,
            })),
          }),
        },
      };
    case 'postmark':
      return {
        url,
        init: {
          method: 'POST',
          headers: { ...json, 'X-Postmark-Server-Token': config.apiKey },
          body: JSON.stringify({
            From: config.from,
            To: message.to,
            Subject: mail.subject,
            TextBody: mail.text,
            HtmlBody: mail.html,
            ...(replyTo ? { ReplyTo: replyTo } : {}),
            Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })),
            MessageStream: 'outbound',
            Metadata: { idempotency_key: message.idempotencyKey },
            Attachments: attachments.map((file) => ({
              Name: file.filename,
              Content: toBase64(file.content),
              ContentType: file.contentType,
            })),
          }),
        },
      };
    case 'smtp-http':
      return {
        url,
        init: {
          method: 'POST',
          headers: { ...json, Authorization: `Bearer ${config.apiKey}`, 'Idempotency-Key': message.idempotencyKey },
          body: JSON.stringify({
            from: config.from,
            to: message.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(replyTo ? { replyTo } : {}),
            headers,
            attachments: attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: toBase64(file.content),
            })),
          }),
        },
      };
  }
}
