import { berlinWallTime, buildIcs } from '@/lib/calendar';

describe('calendar files (RFC 5545)', () => {
  it('converts Berlin wall-clock times to UTC in winter and in summer', () => {
    expect(berlinWallTime('2026-12-03', '09:00:00').toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(berlinWallTime('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // The morning after the switch to summer time (29 March 2026, 02:00 → 03:00).
    expect(berlinWallTime('2026-03-29', '09:30').toISOString()).toBe('2026-03-29T07:30:00.000Z');
    expect(berlinWallTime('2026-10-25', '09:30').toISOString()).toBe('2026-10-25T08:30:00.000Z');
  });

  it('writes one VEVENT per event with UTC times, CRLF line ends and escaped text', () => {
    const ics = buildIcs(
      [
        {
          uid: 'item-1@digitalakademie.test',
          start: new Date('2026-12-03T08:00:00Z'),
          end: new Date('2026-12-04T16:00:00Z'),
          summary: 'SEO-Grundlagen; Tag 1, 2',
          location: 'Digitalakademie Berlin, Friedrichstraße 120, 10117 Berlin',
          description: 'Buchung DA-2026-000123\nBitte Laptop mitbringen',
        },
      ],
      new Date('2026-11-22T10:00:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('DTSTART:20261203T080000Z');
    expect(lines).toContain('DTEND:20261204T160000Z');
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(lines).toContain('SUMMARY:SEO-Grundlagen\\; Tag 1\\, 2');
    expect(ics).toContain('DESCRIPTION:Buchung DA-2026-000123\\nBitte Laptop mitbringen');
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(2);
  });

  it('folds long lines at 75 octets without splitting umlauts', () => {
    const ics = buildIcs([
      {
        uid: 'x',
        start: new Date('2026-12-03T08:00:00Z'),
        end: new Date('2026-12-03T16:00:00Z'),
        summary: 'Ü'.repeat(100),
      },
    ]);
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'Ü'.repeat(100)}`);
  });
});
