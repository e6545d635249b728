/**
 * The waiting list's e-mails, which the live system sends from the mail catalogue; in the demo they land in the
 * Demo-Postfach. One builder per mail (subject, text, links), sent by mock-only row triggers, so the rules themselves
 * (mocks/app/rpc/waitlist*.ts, like the SQL) send nothing.
 */
import { siteUrl } from '../auth/settings';
import type { MockDb } from '../db/mockDb';
import type { Row, TableTriggers } from '../db/schema';
import { sendMail, type OutgoingMail } from '../mailbox/mailbox';
import { paths } from '../../src/config/paths';
import { waitlistPosition } from './rpc/waitlistOffers';

const germanDate = (iso: unknown) => String(iso).slice(0, 10).split('-').reverse().join('.');
const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "SEO Grundlagen am 12.03.2027 in Berlin" / "GA4-Reporting am 05.02.2027 (Online)". */
export function waitlistDateLabel(db: MockDb, entry: Row): string {
  const session = db.rows('seminar_sessions').find((s) => s.id === entry.session_id);
  if (session) {
    const seminar = db.rows('seminars').find((s) => s.id === session.seminar_id);
    const location = db.rows('locations').find((l) => l.id === session.location_id);
    return `${String(seminar?.title)} am ${germanDate(session.start_date)} in ${String(location?.city_name)}`;
  }
  const webinar = db.rows('webinars').find((w) => w.id === entry.webinar_id);
  return `${String(webinar?.title)} am ${germanDate(webinar?.starts_at)} (Online)`;
}

const link = (path: string, token: unknown) => `${siteUrl()}${path}?token=${String(token)}`;

function mail(to: unknown, subject: string, lines: string[], links: OutgoingMail['links']): OutgoingMail {
  return { to: String(to), subject, text: [...lines, '', 'Ihre Digitalakademie Deutschland'].join('\n'), links };
}

export function waitlistConfirmMail(db: MockDb, entry: Row): OutgoingMail {
  const url = link(paths.waitlistConfirm, entry.confirm_token);
  return mail(
    entry.email,
    'Bitte bestätigen Sie Ihren Eintrag auf der Warteliste',
    [
      `Guten Tag ${String(entry.name)},`,
      '',
      `Sie möchten auf die Warteliste für ${waitlistDateLabel(db, entry)} (${String(entry.seats)} Platz/Plätze).`,
      `Bitte bestätigen Sie Ihre E-Mail-Adresse: ${url}`,
      'Ohne Bestätigung wird der Eintrag nicht berücksichtigt.',
    ],
    [{ label: 'Eintrag bestätigen', url }],
  );
}

export function waitlistJoinedMail(db: MockDb, entry: Row): OutgoingMail {
  const leave = link(paths.waitlistLeave, entry.leave_token);
  return mail(
    entry.email,
    'Sie stehen auf der Warteliste',
    [
      `Guten Tag ${String(entry.name)},`,
      '',
      `Sie stehen auf der Warteliste für ${waitlistDateLabel(db, entry)}: Platz ${String(waitlistPosition(db, entry))}.`,
      'Sobald Plätze frei werden, erhalten Sie eine E-Mail mit einem persönlichen Buchungslink.',
      `Von der Warteliste abmelden: ${leave}`,
    ],
    [{ label: 'Von der Warteliste abmelden', url: leave }],
  );
}

export function waitlistOfferMail(db: MockDb, entry: Row): OutgoingMail {
  const book = link(paths.waitlistOffer, entry.offer_token);
  const leave = link(paths.waitlistLeave, entry.leave_token);
  const until = berlinDateTime.format(new Date(String(entry.offer_expires_at)));
  return mail(
    entry.email,
    `Ihr Platz ist frei: ${waitlistDateLabel(db, entry)}`,
    [
      `Guten Tag ${String(entry.name)},`,
      '',
      `für ${waitlistDateLabel(db, entry)} sind ${String(entry.seats)} Platz/Plätze für Sie reserviert – bis ${until} Uhr.`,
      `Platz jetzt buchen: ${book}`,
      'Danach geht das Angebot an die nächste Person auf der Warteliste.',
      `Von der Warteliste abmelden: ${leave}`,
    ],
    [
      { label: 'Platz jetzt buchen', url: book },
      { label: 'Von der Warteliste abmelden', url: leave },
    ],
  );
}

/**
 * Mock-only row triggers of waitlist_entries (the live system's mail catalogue reacts to the same changes): a new
 * unconfirmed entry, an entry now waiting, an entry with a new offer — whichever function or screen made the change.
 */
export const waitlistMailTriggers: Pick<TableTriggers, 'afterInsert' | 'afterUpdate'> = {
  afterInsert: (row, ctx) => {
    if (row.status === 'pending_confirmation') sendMail(ctx.db, waitlistConfirmMail(ctx.db, row));
    if (row.status === 'waiting') sendMail(ctx.db, waitlistJoinedMail(ctx.db, row));
  },
  afterUpdate: (next, previous, ctx) => {
    if (next.status === 'waiting' && previous.status !== 'waiting') sendMail(ctx.db, waitlistJoinedMail(ctx.db, next));
    if (next.status === 'offered' && previous.offer_token !== next.offer_token) {
      sendMail(ctx.db, waitlistOfferMail(ctx.db, next));
    }
  },
};
