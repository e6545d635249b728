/** The Demo-Postfach: mails the live system would send, kept in the mock database so they survive a reload. */
import { toPgTimestamp } from '../clock';
import type { MockDb } from '../db/mockDb';

export const MAILBOX = 'demo.mailbox';

export interface MailLink {
  label: string;
  url: string;
}

export interface DemoMailAttachment {
  filename: string;
  contentType: string;
}

export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: MailLink[];
  /** The email_outbox row it was delivered from (booking mails); its attachments are rebuilt from it on download. */
  outboxId?: string;
  attachments?: DemoMailAttachment[];
  createdAt: string;
}

export type OutgoingMail = Omit<DemoMail, 'id' | 'createdAt'>;

export function sendMail(db: MockDb, mail: OutgoingMail): DemoMail {
  const stored: DemoMail = {
    ...mail,
    to: mail.to.trim().toLowerCase(),
    id: crypto.randomUUID(),
    createdAt: toPgTimestamp(),
  };
  db.setRows(MAILBOX, [...db.rows(MAILBOX), stored as unknown as Record<string, unknown>]);
  return stored;
}

export function findMail(db: MockDb, id: string): DemoMail | undefined {
  return (db.rows(MAILBOX) as unknown as DemoMail[]).find((mail) => mail.id === id);
}

/** Newest first; all mails, or those to one address. */
export function listMails(db: MockDb, to?: string | null): DemoMail[] {
  const address = to?.trim().toLowerCase();
  const mails = db.rows(MAILBOX) as unknown as DemoMail[];
  return mails.filter((mail) => !address || mail.to === address).reverse();
}

export function deleteMails(db: MockDb, filter: { to?: string | null; id?: string | null } = {}): number {
  const address = filter.to?.trim().toLowerCase();
  const mails = db.rows(MAILBOX) as unknown as DemoMail[];
  const kept = mails.filter((mail) => (filter.id ? mail.id !== filter.id : address ? mail.to !== address : false));
  db.setRows(MAILBOX, kept as unknown as Record<string, unknown>[]);
  return mails.length - kept.length;
}
