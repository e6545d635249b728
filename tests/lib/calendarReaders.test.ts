/**
 * Issue 31, calendar files: the .ics of all three places — the booking mail's attachment (through the demo mail
 * pipeline), the checkout success page's download and the dashboard's download — read by two real calendar parsers,
 * ical.js and python-icalendar (Debian's python3-icalendar, installed by scripts/ensure-system-deps.sh). A 2-day
 * seminar, a 1-day seminar and a 90-minute webinar in one booking (docs/calendar.md).
 */
import { execFileSync } from 'node:child_process';
import ICAL from 'ical.js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../src/config/env';
import { site } from '../../src/config/site';
import { MY_BOOKINGS_SELECT, type BookingWithItems } from '../../src/features/account/accountApi';
import { bookingCalendarDownload } from '../../src/features/account/bookingView';
import { bookingCalendar, loadCalendarDetails } from '../../src/features/checkout/calendarFile';
import {
  completedBookingOf,
  type BookingWithItems as ReadBackBooking,
} from '../../src/features/checkout/completedBooking';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { DEMO_SUPABASE_SERVICE_ROLE_KEY, getMockDb, listMails } from '../../mocks';
import { demoAttachment } from '../../mocks/app/mail/demoSender';
import { DEMO_ADMIN, DEMO_CUSTOMER, addDays, berlinDates, seedId } from '../../mocks/seed';

let count = 0;
function client(key = DEMO_SUPABASE_ANON_KEY): SupabaseClient {
  count += 1;
  return createClient(DEMO_SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `ics-${count}` },
  });
}

async function signedIn(user: { email: string; password: string }): Promise<SupabaseClient> {
  const c = client();
  const { error } = await c.auth.signInWithPassword(user);
  if (error) throw error;
  return c;
}

const TWO_DAY = 'c0000000-0000-4000-8000-000000000201';
const ONE_DAY = 'c0000000-0000-4000-8000-000000000202';
const PARTICIPANT = { first_name: 'Katharina', last_name: 'Neumann', email: 'kunde@akademie.test' };

/** Berlin wall-clock `YYYY-MM-DD HH:MM` of an ical.js UTC time. */
function berlin(time: ICAL.Time): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(time.toJSDate());
}

interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  minutes: number;
  summary: string;
  location: string;
  url: string;
}

/** The events as python-icalendar reads them: UID, start and end (UTC, ISO), LOCATION and URL. */
const PYTHON_READER = `
import json, sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.read())
print(json.dumps([
    {"uid": str(e["UID"]), "start": e.decoded("DTSTART").isoformat(), "end": e.decoded("DTEND").isoformat(),
     "location": str(e["LOCATION"]), "url": str(e["URL"])}
    for e in calendar.walk("VEVENT")]))
`;

function readWithPython(ics: string): Array<Record<string, string>> {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', PYTHON_READER], { input: ics, encoding: 'utf8' })) as Array<
    Record<string, string>
  >;
}

function read(ics: string): { method: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: berlin(event.startDate),
      end: berlin(event.endDate),
      minutes: (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000,
      summary: event.summary,
      location: event.location,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
  return { method: String(calendar.getFirstPropertyValue('method')), events };
}

async function seminarWithDays(days: number): Promise<string> {
  const { data } = await client()
    .from('seminars')
    .select('id')
    .eq('duration_days', days)
    .eq('published', true)
    .limit(1)
    .single();
  return (data as { id: string }).id;
}

async function createSessions(): Promise<{ twoDayStart: string; oneDay: string }> {
  // Mondays in winter, so the two days are weekdays and Berlin is at UTC+1.
  const monday = (offset: number) => {
    let day = berlinDates(new Date()).date(offset);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
    return day;
  };
  const twoDayStart = monday(60);
  const oneDay = addDays(monday(90), 2);
  const service = client(DEMO_SUPABASE_SERVICE_ROLE_KEY);
  // One row per insert: a bulk insert would send the columns of both rows, the missing ones as null.
  const rows: Array<Record<string, unknown>> = [
    {
      id: TWO_DAY,
      seminar_id: await seminarWithDays(2),
      location_id: seedId('location', 1),
      start_date: twoDayStart,
      end_date: addDays(twoDayStart, 1),
      capacity: 10,
    },
    {
      id: ONE_DAY,
      seminar_id: await seminarWithDays(1),
      location_id: seedId('location', 2),
      start_date: oneDay,
      end_date: oneDay,
      start_time: '10:00',
      end_time: '16:30',
      capacity: 10,
    },
  ];
  for (const row of rows) {
    const { error } = await service.from('seminar_sessions').insert(row);
    if (error) throw new Error(error.message);
  }
  return { twoDayStart, oneDay };
}

async function ninetyMinuteWebinar(): Promise<{ id: string; starts_at: string }> {
  const { data } = await client()
    .from('webinars')
    .select('id, starts_at')
    .eq('duration_minutes', 90)
    .eq('status', 'scheduled')
    .gt('starts_at', new Date(Date.now() + 86_400_000).toISOString())
    .order('starts_at')
    .limit(1)
    .single();
  return data as { id: string; starts_at: string };
}

describe('calendar files as calendar programs read them (ical.js, python-icalendar)', () => {
  it('mail attachment, success page and dashboard give the same days, UIDs, address and URL', async () => {
    const { twoDayStart, oneDay } = await createSessions();
    const webinar = await ninetyMinuteWebinar();
    const customer = await signedIn(DEMO_CUSTOMER);
    const booked = await customer.rpc('book_cart', {
      _lines: [
        { session_id: TWO_DAY, quantity: 1, participants: [PARTICIPANT] },
        { session_id: ONE_DAY, quantity: 1, participants: [PARTICIPANT] },
        { webinar_id: webinar.id, quantity: 1, participants: [PARTICIPANT] },
      ],
      _customer: {
        email: DEMO_CUSTOMER.email,
        first_name: 'Katharina',
        last_name: 'Neumann',
        customer_type: 'private',
        street: 'Musterweg 1',
        postal_code: '10115',
        city: 'Berlin',
      },
      _payment_method: 'invoice',
    });
    expect(booked.error).toBeNull();
    const bookingId = (booked.data as { booking_id: string }).booking_id;
    const admin = await signedIn(DEMO_ADMIN);
    await admin.rpc('admin_set_booking_status', { _booking_id: bookingId, _status: 'confirmed' });

    // 1. The booking mail's attachment, rebuilt from its outbox row as the sender builds it.
    const mail = listMails(getMockDb(), DEMO_CUSTOMER.email).find((candidate) =>
      candidate.attachments?.some((file) => file.filename.endsWith('.ics')),
    );
    expect(mail).toBeDefined();
    const index = mail!.attachments!.findIndex((file) => file.filename.endsWith('.ics'));
    const attachment = await demoAttachment(getMockDb(), mail!, index);
    const mailIcs = new TextDecoder().decode(attachment!.content);

    // 2. The success page (a booking read back, as after a payment's return), its details read as a guest may.
    const readBack = await customer.from('bookings').select('*, booking_items(*)').eq('id', bookingId).single();
    const completed = completedBookingOf(readBack.data as ReadBackBooking);
    const details = await loadCalendarDetails(client() as unknown as AppSupabaseClient, completed);
    const successIcs = bookingCalendar(completed, details);

    // 3. The dashboard, with exactly the dashboard's query.
    const mine = await customer.from('bookings').select(MY_BOOKINGS_SELECT).eq('id', bookingId).single();
    expect(mine.error).toBeNull();
    const dashboardIcs = bookingCalendarDownload(mine.data as unknown as BookingWithItems);

    const location = (
      await client().from('locations').select('street, postal_code, city').eq('id', seedId('location', 1)).single()
    ).data as { street: string; postal_code: string; city: string };
    const webinarStart = berlin(ICAL.Time.fromJSDate(new Date(webinar.starts_at), true));

    const files = { mail: mailIcs, successPage: successIcs, dashboard: dashboardIcs };
    const uidsByPlace: Record<string, string[]> = {};
    for (const [place, ics] of Object.entries(files)) {
      const { method, events } = read(ics);
      expect({ place, method, count: events.length }).toEqual({ place, method: 'PUBLISH', count: 4 });
      expect({ place, days: events.map((event) => [event.start, event.end]) }).toEqual({
        place,
        days: [
          [`${twoDayStart} 09:00`, `${twoDayStart} 17:00`],
          [`${addDays(twoDayStart, 1)} 09:00`, `${addDays(twoDayStart, 1)} 17:00`],
          [`${oneDay} 10:00`, `${oneDay} 16:30`],
          [webinarStart, expect.any(String)],
        ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      });
      const online = events.find((event) => event.location.startsWith('Online'))!;
      expect(online.minutes).toBe(90);
      const twoDayEvents = events.filter((event) => event.uid.includes(TWO_DAY));
      expect(twoDayEvents).toHaveLength(2);
      for (const event of twoDayEvents) {
        expect(event.location).toContain(location.street);
        expect(event.location).toContain(`${location.postal_code} ${location.city}`);
        expect(event.url).toMatch(new RegExp(`^${site.origin}/[a-z]+/[a-z0-9-]+$`));
      }
      expect(online.url).toMatch(new RegExp(`^${site.origin}/webinar/[a-z0-9-]+$`));
      uidsByPlace[place] = events.map((event) => event.uid).sort();
      // python-icalendar reads the same events: same UIDs, instants, addresses and URLs.
      const icalJs = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        return {
          uid: event.uid,
          start: event.startDate.toJSDate().toISOString().replace('.000Z', '+00:00'),
          end: event.endDate.toJSDate().toISOString().replace('.000Z', '+00:00'),
          location: event.location,
          url: String(component.getFirstPropertyValue('url')),
        };
      });
      expect({ place, events: readWithPython(ics) }).toEqual({ place, events: icalJs });
    }
    expect(new Set(uidsByPlace.mail).size).toBe(4);
    expect(uidsByPlace.successPage).toEqual(uidsByPlace.mail);
    expect(uidsByPlace.dashboard).toEqual(uidsByPlace.mail);
    // One builder, the booking's instant as DTSTAMP: the three files are the same file.
    expect(successIcs).toBe(mailIcs);
    expect(dashboardIcs).toBe(mailIcs);
  });
});
