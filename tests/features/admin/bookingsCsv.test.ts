import type { AdminBooking } from '@/features/admin/bookings/adminBookingsApi';
import {
  CSV_HEADER,
  bookingsCsvFileName,
  buildBookingsCsv,
  csvCalendarDate,
  csvField,
  csvInstantDate,
  csvMoney,
} from '@/features/admin/bookings/bookingsCsv';

function booking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    booking_number: 'DA-2026-000042',
    created_at: '2026-03-31T22:30:00+00:00',
    updated_at: '2026-03-31T22:30:00+00:00',
    status: 'confirmed',
    customer_first_name: 'Jörg',
    customer_last_name: 'Müller',
    customer_email: 'joerg@example.test',
    customer_phone: null,
    customer_type: 'company',
    company_name: 'Müller GmbH',
    vat_id: 'DE123456789',
    buyer_reference: null,
    paid_cents: null,
    billing_street: 'Hauptstraße 1',
    billing_postal_code: '50667',
    billing_city: 'Köln',
    billing_country: 'DE',
    payment_method: 'invoice',
    net_cents: 129000,
    vat_cents: 24510,
    gross_cents: 153510,
    vat_rate: 19,
    needs_follow_up: false,
    paid_at: null,
    cancelled_at: null,
    hold_expires_at: null,
    email_confirmed_at: null,
    expired_at: null,
    refund_cents: null,
    user_id: null,
    booking_items: [
      {
        id: 'item-2',
        booking_id: '00000000-0000-4000-8000-000000000001',
        created_at: '2026-03-31T22:30:00+00:00',
        title: 'SEO Grundlagen',
        location_name: 'Online',
        start_date: '2026-06-10',
        start_time: '10:00:00',
        starts_at: '2026-06-10T08:00:00+00:00',
        quantity: 1,
        participants: [],
        session_id: null,
        webinar_id: 'w',
        unit_net_cents: 29000,
        line_net_cents: 29000,
        line_vat_cents: 5510,
        vat_rate: 19,
        early_bird_percent: 0,
        early_bird_cents: 0,
        group_discount_percent: 0,
        group_discount_cents: 0,
      },
      {
        id: 'item-1',
        booking_id: '00000000-0000-4000-8000-000000000001',
        created_at: '2026-03-31T22:30:00+00:00',
        title: 'Google Ads Intensiv',
        location_name: 'Tagungszentrum Mitte, Köln',
        start_date: '2026-05-04',
        start_time: '09:00:00',
        starts_at: '2026-05-04T07:00:00+00:00',
        quantity: 2,
        participants: [],
        session_id: 's',
        webinar_id: null,
        unit_net_cents: 50000,
        line_net_cents: 100000,
        line_vat_cents: 19000,
        vat_rate: 19,
        early_bird_percent: 0,
        early_bird_cents: 0,
        group_discount_percent: 0,
        group_discount_cents: 0,
      },
    ],
    ...overrides,
  };
}

/** Splits the file into records and fields, honouring quotes (enough for these tests). */
function parse(csv: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

describe('bookings CSV', () => {
  it('starts with a BOM and the German header row, semicolon separated, CRLF line ends', () => {
    const csv = buildBookingsCsv([booking()]);
    expect(csv.startsWith('\uFEFFBuchungsnummer;Datum;Status;Vorname;Nachname;E-Mail;Firma;USt-IdNr;')).toBe(true);
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Buchungsnummer;Datum;Status;Vorname;Nachname;E-Mail;Firma;USt-IdNr;Seminar(e);Termin(e);Ort(e);Plätze;Netto;MwSt.;Brutto;Zahlart',
    );
    expect(CSV_HEADER).toHaveLength(16);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes one record per booking with German money, Berlin dates and the items in date order', () => {
    const records = parse(buildBookingsCsv([booking()]).slice(1));
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual([
      'DA-2026-000042',
      // 22:30 UTC on 31 March is already 1 April in Berlin (summer time).
      '01.04.2026',
      'Bestätigt',
      'Jörg',
      'Müller',
      'joerg@example.test',
      'Müller GmbH',
      'DE123456789',
      'Google Ads Intensiv | SEO Grundlagen',
      '04.05.2026 | 10.06.2026',
      'Tagungszentrum Mitte, Köln | Online',
      '3',
      '1.290,00',
      '245,10',
      '1.535,10',
      'Rechnung',
    ]);
  });

  it('quotes fields with semicolons, quotes or line breaks and doubles the quotes inside', () => {
    const csv = buildBookingsCsv([
      booking({ customer_last_name: 'Meier; Schulz', company_name: 'Firma "Alpha" KG', customer_first_name: 'A\nB' }),
    ]);
    expect(csv).toContain(';"A\nB";"Meier; Schulz";joerg@example.test;"Firma ""Alpha"" KG";');
    const [, record] = parse(csv.slice(1));
    expect(record![3]).toBe('A\nB');
    expect(record![4]).toBe('Meier; Schulz');
    expect(record![6]).toBe('Firma "Alpha" KG');
    expect(record).toHaveLength(16);
  });

  it('leaves empty optional values empty and formats the pieces', () => {
    const [, record] = parse(
      buildBookingsCsv([booking({ company_name: null, vat_id: null, payment_method: 'online' })]).slice(1),
    );
    expect(record![6]).toBe('');
    expect(record![7]).toBe('');
    expect(record![15]).toBe('Online-Zahlung');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(123456789)).toBe('1.234.567,89');
    expect(csvCalendarDate('2026-12-03')).toBe('03.12.2026');
    expect(csvInstantDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(csvField('ohne')).toBe('ohne');
    expect(csvField(' Leerzeichen')).toBe('" Leerzeichen"');
    expect(csvField(null)).toBe('');
    expect(bookingsCsvFileName(new Date('2026-11-22T23:30:00Z'))).toBe('buchungen-2026-11-23.csv');
  });

  it('neutralises spreadsheet formulas (OWASP CSV injection): every cell starting with = + - @ tab or CR', () => {
    const hostile = booking({
      vat_id: '=HYPERLINK("http://evil")',
      customer_first_name: '=cmd|calc',
      customer_last_name: '+SUM(1+1)',
      customer_email: '-2+3@example.test',
      company_name: '@SUM(A1:A9)',
      booking_items: [
        { ...booking().booking_items[0]!, title: '\t=1+1', location_name: '\r=2+2', start_date: '2026-06-10' },
      ],
    });
    const csv = buildBookingsCsv([hostile]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [, record] = parse(csv.slice(1));
    expect(record![3]).toBe("'=cmd|calc");
    expect(record![4]).toBe("'+SUM(1+1)");
    expect(record![5]).toBe("'-2+3@example.test");
    expect(record![6]).toBe("'@SUM(A1:A9)");
    expect(record![7]).toBe('\'=HYPERLINK("http://evil")');
    expect(record![8]).toBe("'\t=1+1");
    expect(record![10]).toBe("'\r=2+2");
    // No cell of the file starts with a formula character any more (the quote is a literal text marker in Excel).
    for (const cell of record!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // Ordinary values stay as they are.
    expect(csvField('Müller GmbH')).toBe('Müller GmbH');
    expect(csvField('1.290,00')).toBe('1.290,00');
  });

  it('is only the header for no bookings', () => {
    expect(buildBookingsCsv([])).toBe(`\uFEFF${CSV_HEADER.join(';')}\r\n`);
  });
});
