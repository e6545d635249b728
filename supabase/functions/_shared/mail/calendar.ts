/**
 * iCalendar (RFC 5545) files for "add to calendar". Times are written in UTC, so no VTIMEZONE block is needed and
 * every calendar app shows them in the user's own zone. Seminar times are Berlin wall-clock times; they are
 * converted with the zone rules the browser knows (summer and winter time alike).
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Raised when an event changes (a cancellation), so calendars replace the entry they hold under the same UID. */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** PUBLISH adds or updates entries; CANCEL removes the entries of the same UIDs (RFC 5546). */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

const BERLIN = 'Europe/Berlin';

/** Built once, on first use: creating a formatter is costly (hundreds of dates render a page or a mail). */
let berlinParts: Intl.DateTimeFormat | undefined;

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: Date): number {
  berlinParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BERLIN,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = berlinParts.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** `2026-12-03` + `09:00:00` in Berlin → the instant. */
export function berlinWallTime(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Two passes settle the offset even right next to a clock change.
  const first = new Date(guess.getTime() - berlinOffsetMinutes(guess) * 60_000);
  return new Date(guess.getTime() - berlinOffsetMinutes(first) * 60_000);
}

/** The Berlin calendar day (`YYYY-MM-DD`) of an instant. */
export function berlinDay(instant: Date): string {
  return new Date(instant.getTime() + berlinOffsetMinutes(instant) * 60_000).toISOString().slice(0, 10);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** `now` is the DTSTAMP: pass a stable instant (the booking's) so the same booking always gives the same file. */
export function buildIcs(
  events: readonly CalendarEvent[],
  now: Date = new Date(),
  method: CalendarMethod = 'PUBLISH',
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Digitalakademie Deutschland//Buchungen//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
