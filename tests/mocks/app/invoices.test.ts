/**
 * The mock's invoice records (mocks/app/rpc/invoices.ts) where the contract suite cannot look: the table refuses any
 * change of an issued record (the SQL trigger `invoices_immutable`), a failed request gives its number back (the
 * counter rolls back with the transaction, as the SQL row lock does), and a two-day seminar's service period spans
 * both days. The business rules both backends share are in tests/contract/invoiceScenarios.ts.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE_ANON_KEY } from '../../../src/config/demoAnonKey';
import { DEMO_SUPABASE_URL } from '../../../src/config/env';
import { DEMO_SUPABASE_SERVICE_ROLE_KEY, getMockDb, serviceContext, updateRow } from '../../../mocks';
import { issueInvoice } from '../../../mocks/app/rpc/invoices';
import { DEMO_ADMIN, addDays, berlinDates, seedId } from '../../../mocks/seed';

let count = 0;
function client(key = DEMO_SUPABASE_ANON_KEY): SupabaseClient {
  count += 1;
  return createClient(DEMO_SUPABASE_URL, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `invoices-${count}`,
    },
  });
}

async function admin(): Promise<SupabaseClient> {
  const c = client();
  const { error } = await c.auth.signInWithPassword(DEMO_ADMIN);
  if (error) throw error;
  return c;
}

const SESSION = 'c0000000-0000-4000-8000-000000000001';
const START = berlinDates(new Date()).date(60);
const GUEST = {
  email: 'erika@example.test',
  first_name: 'Erika',
  last_name: 'Musterfrau',
  customer_type: 'private',
  street: 'Musterweg 1',
  postal_code: '10115',
  city: 'Berlin',
};

async function bookAsGuest(): Promise<string> {
  const { data, error } = await client().rpc('book_cart', {
    _lines: [{ session_id: SESSION, quantity: 1, participants: [{ ...GUEST }] }],
    _customer: GUEST,
    _payment_method: 'invoice',
  });
  if (error) throw new Error(error.message);
  return (data as { booking_id: string }).booking_id;
}

beforeEach(async () => {
  const { error } = await client(DEMO_SUPABASE_SERVICE_ROLE_KEY)
    .from('seminar_sessions')
    .insert({
      id: SESSION,
      seminar_id: seedId('seminar', 1),
      location_id: seedId('location', 1),
      start_date: START,
      end_date: addDays(START, 1),
      capacity: 10,
    });
  if (error) throw new Error(error.message);
});

describe('mock invoice records', () => {
  it('an issued invoice cannot be changed, even by the functions’ own writes; its service period spans both days', async () => {
    const bookingId = await bookAsGuest();
    const adminClient = await admin();
    await adminClient.rpc('admin_set_booking_status', { _booking_id: bookingId, _status: 'confirmed' });
    const db = getMockDb();
    const invoice = db.rows('invoices').find((i) => i.booking_id === bookingId)!;
    expect(invoice.snapshot).toMatchObject({ lines: [{ servicePeriod: { start: START, end: addDays(START, 1) } }] });
    expect(() => updateRow(db, 'invoices', invoice, { gross_cents: 1 }, serviceContext(db))).toThrow(
      'INVOICE_IMMUTABLE',
    );
    // Through the API nobody gets a write policy: the admin's update and delete touch nothing.
    const update = await adminClient.from('invoices').update({ gross_cents: 1 }).eq('id', invoice.id).select();
    expect(update.data ?? []).toEqual([]);
    const remove = await adminClient.from('invoices').delete().eq('id', invoice.id).select();
    expect(remove.data ?? []).toEqual([]);
    expect(db.rows('invoices').find((i) => i.id === invoice.id)).toEqual(invoice);
  });

  it('a request that fails after issuing gives its number back (no gap)', async () => {
    const adminClient = await admin();
    const first = await bookAsGuest();
    const second = await bookAsGuest();
    const db = getMockDb();
    // The seed's binding bookings have their invoices (docs/demo-data.md): this year's range continues after them.
    const year = Number(berlinDates(new Date()).year(0));
    const seedInvoices = db.rows('invoices');
    const seededThisYear = seedInvoices.filter((i) => i.kind === 'invoice' && i.year === year).length;
    const number = (seq: number) => `RE-${year}-${String(seq).padStart(5, '0')}`;
    // A transaction that confirms (and so invoices) the first booking, then fails: everything rolls back.
    expect(() =>
      db.transaction(() => {
        const booking = db.rows('bookings').find((b) => b.id === first)!;
        updateRow(db, 'bookings', booking, { status: 'confirmed', hold_expires_at: null }, serviceContext(db));
        expect(issueInvoice(db, first)).not.toBeNull();
        throw new Error('later step failed');
      }),
    ).toThrow('later step failed');
    expect(db.rows('invoices')).toEqual(seedInvoices);
    await adminClient.rpc('admin_set_booking_status', { _booking_id: second, _status: 'confirmed' });
    await adminClient.rpc('admin_set_booking_status', { _booking_id: first, _status: 'confirmed' });
    expect(
      getMockDb()
        .rows('invoices')
        .filter((i) => i.booking_id === first || i.booking_id === second)
        .map((i) => [i.booking_id, i.number]),
    ).toEqual([
      [second, number(seededThisYear + 1)],
      [first, number(seededThisYear + 2)],
    ]);
  });
});
