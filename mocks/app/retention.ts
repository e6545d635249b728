/**
 * Retention of `…_retention.sql` (docs/data-model.md "Retention"): `private.purge_expired_personal_data` and the
 * service role's `public.purge_expired_personal_data`, with the same periods (from settings), order and results.
 * The demo has no scheduler: the service role runs it like the cron job would.
 */
import type { MockDb } from '../db/mockDb';
import { serviceContext } from '../db/rls';
import type { PolicyContext, Row } from '../db/schema';
import { deleteRow, updateRow } from '../db/writes';
import { nowMs } from './rpc/common';

const DAY_MS = 86_400_000;

/** What an anonymised lapsed guest hold keeps in place of its personal data (the checks still hold). */
const ANONYMISED_EMAIL = 'entfernt@anonym.invalid';

const at = (value: unknown): number => (value === null || value === undefined ? NaN : Date.parse(String(value)));

function byTime(column: string) {
  return (a: Row, b: Row) => at(a[column]) - at(b[column]);
}

const blankedMail = { data: {}, recipient: '', recipient_key: '', last_error: null };

/** One batch: up to `limit` rows of each kind; returns how many rows it purged (0: nothing is due). */
export function purgeExpiredPersonalData(db: MockDb, limit = 500): number {
  const settings = db.rows('settings').find((s) => s.id === 1);
  if (!settings) return 0;
  const service = serviceContext(db);
  const now = nowMs();
  const before = (days: unknown) => now - Number(days) * DAY_MS;
  let total = 0;

  // Lapsed guest holds first (their sent messages go with them, also those younger than the outbox period).
  const invoiced = new Set(db.rows('invoices').map((i) => i.booking_id));
  const holdsDue = db
    .rows('bookings')
    .filter(
      (b) =>
        b.status === 'expired' &&
        b.user_id === null &&
        b.customer_last_name !== '' &&
        at(b.expired_at) < before(settings.lapsed_hold_retention_days) &&
        // Money arrived after the hold lapsed: the payment and its refund to this person are business records.
        (b.paid_at ?? null) === null &&
        (b.refund_cents ?? null) === null &&
        b.needs_follow_up !== true &&
        !invoiced.has(b.id),
    )
    .sort(byTime('expired_at'))
    .slice(0, limit);
  const ids = new Set(holdsDue.map((b) => b.id));
  for (const booking of holdsDue) {
    updateRow(
      db,
      'bookings',
      booking,
      {
        customer_email: ANONYMISED_EMAIL,
        customer_first_name: '',
        customer_last_name: '',
        customer_phone: null,
        company_name: booking.company_name === null ? null : '',
        vat_id: null,
        billing_street: '',
        billing_postal_code: booking.billing_country === 'DE' ? '00000' : '',
        billing_city: '',
        buyer_reference: null,
      },
      service,
    );
  }
  const items = db.rows('booking_items').filter((i) => ids.has(i.booking_id));
  for (const item of items) {
    const participants = Array.from({ length: Number(item.quantity) }, () => ({
      first_name: '',
      last_name: '',
      email: '',
    }));
    updateRow(db, 'booking_items', item, { participants }, service);
  }
  const itemIds = new Set(items.map((i) => i.id));
  removeWhere(db, 'participant_changes', (c) => itemIds.has(c.booking_item_id), service);
  removeWhere(db, 'booking_tokens', (t) => ids.has(t.booking_id), service);
  removeWhere(db, 'email_outbox', (m) => ids.has(m.booking_id) && m.sent_at === null, service);
  for (const mail of db.rows('email_outbox').filter((m) => ids.has(m.booking_id) && m.recipient !== '')) {
    updateRow(db, 'email_outbox', mail, blankedMail, service);
  }
  total += holdsDue.length;

  // Sent messages: body and recipient go after the outbox period; unsent ones (due, retrying, failed) stay.
  const mailsDue = db
    .rows('email_outbox')
    .filter((m) => m.sent_at !== null && m.recipient !== '' && at(m.sent_at) < before(settings.outbox_retention_days))
    .sort(byTime('sent_at'))
    .slice(0, limit);
  for (const mail of mailsDue) updateRow(db, 'email_outbox', mail, blankedMail, service);
  total += mailsDue.length;

  // Waiting-list entries never confirmed, lapsed or left: deleted after the waiting-list period, counted from when
  // they were made, their offer lapsed, or they left.
  const entryFrom = (e: Row) =>
    at(e.status === 'pending_confirmation' ? e.created_at : e.status === 'lapsed' ? e.offer_expires_at : e.updated_at);
  const entriesDue = db
    .rows('waitlist_entries')
    .filter(
      (e) =>
        ['pending_confirmation', 'lapsed', 'left'].includes(String(e.status)) &&
        entryFrom(e) < before(settings.waitlist_retention_days),
    )
    .sort((a, b) => entryFrom(a) - entryFrom(b))
    .slice(0, limit);
  for (const entry of entriesDue) deleteRow(db, 'waitlist_entries', entry, service);
  return total + entriesDue.length;
}

function removeWhere(db: MockDb, table: string, matches: (row: Row) => boolean, ctx: PolicyContext): void {
  for (const row of db.rows(table).filter(matches)) deleteRow(db, table, row, ctx);
}

/** `public.purge_expired_personal_data()` (service role): every batch until nothing is due; true when done. */
export function purgeExpiredPersonalDataRpc(_ctx: PolicyContext, _args: Record<string, unknown>, db: MockDb): boolean {
  while (purgeExpiredPersonalData(db) > 0) {
    // each batch purges what it found; the loop ends when none is due
  }
  return true;
}
