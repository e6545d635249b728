import {
  berlinWallTime,
  bookingCalendarEvents,
  bookingCalendarFile,
  buildIcs,
  calendarUid,
  type CalendarBookedItem,
  type CalendarBooking,
  type CalendarDate,
} from '@/lib/calendar';

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

describe('the one booking calendar builder (docs/calendar.md)', () => {
  const venue = {
    name: 'Hafenkontor Workshop-Etage',
    street: 'Am Sandtorkai 50',
    postal_code: '20457',
    city: 'Hamburg',
  };
  const booking = (items: CalendarBooking['items']): CalendarBooking => ({
    id: 'b0000000-0000-4000-8000-000000000001',
    booking_number: 'DA-2027-ABCDEFGH',
    booked_at: '2026-11-20T10:15:30.123Z',
    items,
  });
  const twoDays: CalendarBookedItem = {
    target_id: 'c0000000-0000-4000-8000-000000000002',
    title: 'SEO-Grundlagen',
    page_path: '/hamburg/seo-grundlagen',
    date: {
      kind: 'seminar',
      start_date: '2027-01-11',
      end_date: '2027-01-12',
      start_time: '09:00:00',
      end_time: '17:00:00',
      venue,
    },
  };
  const origin = 'https://www.digitalakademie.test/';

  it('a two-day seminar is two events, each with its own day and daily times, not one 32-hour event', () => {
    const events = bookingCalendarEvents(booking([twoDays]), { origin });
    expect(events.map((event) => [event.start.toISOString(), event.end.toISOString()])).toEqual([
      ['2027-01-11T08:00:00.000Z', '2027-01-11T16:00:00.000Z'],
      ['2027-01-12T08:00:00.000Z', '2027-01-12T16:00:00.000Z'],
    ]);
    expect(events.map((event) => event.summary)).toEqual([
      'SEO-Grundlagen (Tag 1 von 2)',
      'SEO-Grundlagen (Tag 2 von 2)',
    ]);
  });

  it('one UID per booked day, from the booking, the date and the day, on a fixed domain', () => {
    const events = bookingCalendarEvents(booking([twoDays]), { origin });
    expect(events.map((event) => event.uid)).toEqual([
      calendarUid('b0000000-0000-4000-8000-000000000001', twoDays.target_id, '2027-01-11'),
      calendarUid('b0000000-0000-4000-8000-000000000001', twoDays.target_id, '2027-01-12'),
    ]);
    expect(events[0]!.uid).toBe(
      'b0000000-0000-4000-8000-000000000001-c0000000-0000-4000-8000-000000000002-20270111@buchungen.digitalakademie.test',
    );
    // The same date twice in one booking stays one event per day.
    expect(bookingCalendarEvents(booking([twoDays, twoDays]), { origin })).toHaveLength(2);
  });

  it('names the venue with its full address and links the seminar page', () => {
    const [first] = bookingCalendarEvents(booking([twoDays]), { origin });
    expect(first!.location).toBe('Hafenkontor Workshop-Etage, Am Sandtorkai 50, 20457 Hamburg');
    expect(first!.url).toBe('https://www.digitalakademie.test/hamburg/seo-grundlagen');
  });

  it('keeps the Berlin wall-clock times on each day across the switch to winter time', () => {
    const events = bookingCalendarEvents(
      booking([
        { ...twoDays, date: { ...twoDays.date, start_date: '2026-10-24', end_date: '2026-10-26' } as CalendarDate },
      ]),
      { origin },
    );
    expect(events.map((event) => event.start.toISOString())).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
  });

  it('a webinar lasts as long as its data says, online, with its page', () => {
    const [event] = bookingCalendarEvents(
      booking([
        {
          target_id: 'w1',
          title: 'KI im Marketing',
          page_path: '/webinar/ki-im-marketing',
          date: { kind: 'webinar', starts_at: '2027-02-03T16:00:00Z', duration_minutes: 90 },
        },
      ]),
      { origin },
    );
    expect(event!.end.getTime() - event!.start.getTime()).toBe(90 * 60_000);
    expect(event!.location).toBe('Online – https://www.digitalakademie.test/webinar/ki-im-marketing');
    expect(event!.uid).toContain('-w1-20270203@');
  });

  it('the same booking gives the same file every time (DTSTAMP is the booking instant), a cancellation cancels the same UIDs', () => {
    const first = bookingCalendarFile(booking([twoDays]), { origin });
    expect(bookingCalendarFile(booking([twoDays]), { origin })).toBe(first);
    expect(first).toContain('DTSTAMP:20261120T101530Z');
    expect(first).toContain('METHOD:PUBLISH');
    expect(first).toContain('SEQUENCE:0');
    const cancelled = bookingCalendarFile(booking([twoDays]), {
      origin,
      cancelled: { at: new Date('2026-12-01T09:00:00Z') },
    });
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled.match(/STATUS:CANCELLED/g)).toHaveLength(2);
    expect(cancelled).toContain('SEQUENCE:1');
    const uids = (ics: string) => ics.replace(/\r\n /g, '').match(/^UID:.*$/gm);
    expect(uids(cancelled)).toEqual(uids(first));
  });
});
