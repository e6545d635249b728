/**
 * Issue 31: the blocks a participant's mail shows per booked date (participant_booked, participant_changed,
 * participant_rebooked): when, where with the full address and access notes, a webinar's duration and join link. Only
 * the academy's facts: the booker typed the address, so no price and nothing the booker typed appears (docs/mail.md,
 * "Participants"). `dateLine` names a date on one line (Umbuchen: the old and the new date).
 */
import { instantDay, instantTime, shortDay } from '../format';
import type { MailBlock } from '../layout';
import type { MailAcademy, ParticipantMailItem } from '../types';

const hhmm = (time: string) => time.slice(0, 5);

/** `14.01.2027 bis 15.01.2027, jeweils 09:30–16:30 Uhr` (one day: `03.12.2026, 09:00–17:00 Uhr`). */
export function seminarWhen(item: {
  start_date: string;
  end_date?: string | null;
  start_time: string | null;
  end_time?: string | null;
}): string {
  const end = item.end_date && item.end_date !== item.start_date ? item.end_date : null;
  const days = end ? `${shortDay(item.start_date)} bis ${shortDay(end)}` : shortDay(item.start_date);
  if (!item.start_time) return days;
  const times = item.end_time
    ? `${hhmm(item.start_time)}–${hhmm(item.end_time)} Uhr`
    : `ab ${hhmm(item.start_time)} Uhr`;
  return end ? `${days}, jeweils ${times}` : `${days}, ${times}`;
}

function webinarWhen(item: ParticipantMailItem): string {
  const start = item.starts_at ?? `${item.start_date}T12:00:00Z`;
  const minutes = item.duration_minutes ? ` (${item.duration_minutes} Minuten)` : '';
  return `${instantDay(start)}, ${instantTime(start)}${minutes}, online`;
}

/** A seminar's venue with its full address (the date's place name when the venue is unknown). */
function seminarPlace(item: ParticipantMailItem): string {
  const venue = item.venue;
  return venue ? `${venue.name}, ${venue.street}, ${venue.postal_code} ${venue.city}` : item.location_name;
}

/**
 * One date on one line (Umbuchen names the old and the new date): `SEO-Grundlagen – 03.12.2026 bis 04.12.2026,
 * jeweils 09:00–17:00 Uhr – Hafenkontor, Am Sandtorkai 50, 20457 Hamburg`; a webinar `… – 20.01.2027, 17:00 Uhr
 * (90 Minuten), online`.
 */
export function dateLine(item: ParticipantMailItem): string {
  return item.is_webinar
    ? `${item.title} – ${webinarWhen(item)}`
    : `${item.title} – ${seminarWhen(item)} – ${seminarPlace(item)}`;
}

/** Label–value rows of one date: what, when, where (seminars: address and how to get there). */
function factRows(item: ParticipantMailItem): Array<[string, string]> {
  if (item.is_webinar)
    return [
      ['Webinar', item.title],
      ['Termin', webinarWhen(item)],
    ];
  const venue = item.venue;
  const rows: Array<[string, string]> = [
    ['Seminar', item.title],
    ['Termin', seminarWhen(item)],
    ['Ort', seminarPlace(item)],
  ];
  if (venue?.directions) rows.push(['Anreise', venue.directions]);
  if (venue?.public_transport) rows.push(['Öffentliche Verkehrsmittel', venue.public_transport]);
  if (venue?.parking) rows.push(['Parken', venue.parking]);
  if (venue) {
    const access = venue.step_free_access ? 'stufenlos erreichbar' : 'nicht stufenlos erreichbar';
    rows.push(['Barrierefreiheit', venue.accessibility_notes ? `${access}. ${venue.accessibility_notes}` : access]);
  }
  return rows;
}

export function participantItemBlocks(item: ParticipantMailItem, academy: MailAcademy): MailBlock[] {
  const blocks: MailBlock[] = [{ kind: 'facts', rows: factRows(item) }];
  if (item.is_webinar && item.join_url) {
    blocks.push(
      { kind: 'action', label: `Zum Webinar „${item.title}“`, url: item.join_url },
      {
        kind: 'paragraph',
        text: 'Bitte geben Sie den Link nicht weiter. Wählen Sie sich am besten fünf Minuten vor Beginn ein.',
      },
    );
  } else if (item.is_webinar) {
    blocks.push({
      kind: 'paragraph',
      text: `Den Zugangslink zum Webinar erhalten Sie auf Nachfrage unter ${academy.email}.`,
    });
  }
  return blocks;
}

export function participantContact(academy: MailAcademy): MailBlock {
  return {
    kind: 'paragraph',
    text:
      'Wir freuen uns auf Sie. Falls Sie nicht teilnehmen können oder Fragen haben, erreichen Sie uns unter ' +
      `${academy.email} oder ${academy.phone}.`,
  };
}
