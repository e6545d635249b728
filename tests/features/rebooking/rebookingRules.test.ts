/** The rebooking's pure rules: when `Umbuchen` shows, and the terms and figures in words, read off the quote. */
import type { RebookingQuote, RebookingTerms } from '@/features/rebooking/rebookingApi';
import {
  balanceText,
  canRebook,
  canRefundCancelledDate,
  feeText,
  rebookingTermsText,
  signedCents,
} from '@/features/rebooking/rebookingRules';
import { formatCents } from '@/lib/format';

const NOW = Date.parse('2027-01-10T12:00:00Z');
const LATER = '2027-02-01T08:00:00Z';

const QUOTE: RebookingQuote = {
  booking_id: 'b',
  booking_number: 'DA-2027-00000001',
  booking_item_id: 'i',
  from: {
    session_id: 'f',
    title: 'SEO',
    location_name: 'Haus, Berlin',
    start_date: '2027-02-01',
    start_time: '09:00:00',
  },
  to: {
    session_id: 't',
    title: 'SEO',
    location_name: 'Haus, Köln',
    start_date: '2027-03-01',
    start_time: '09:00:00',
    seats_left: 5,
  },
  // 14 days before the start, 09:00 Berlin.
  free_until: '2027-01-18T08:00:00Z',
  fee_net_cents: 0,
  fee_vat_cents: 0,
  fee_gross_cents: 0,
  fee_waived: false,
  gross_cents_before: 119_000,
  net_cents: 100_000,
  vat_cents: 19_000,
  gross_cents: 119_000,
  difference_cents: 0,
  paid_cents: 0,
  refund_cents: 0,
  due_cents: 119_000,
};

describe('canRebook', () => {
  const line = { session_id: 's', starts_at: LATER };
  it.each([
    ['confirmed', null, true],
    ['paid', null, true],
    ['pending', null, true],
    ['pending', '2027-01-10T12:30:00Z', false],
    ['cancelled', null, false],
    ['expired', null, false],
  ] as const)('a %s booking with hold %s: %s', (status, hold, expected) => {
    expect(canRebook({ status, hold_expires_at: hold }, line, NOW)).toBe(expected);
  });

  it('never a webinar line, nor a date that has begun', () => {
    const booking = { status: 'confirmed', hold_expires_at: null } as const;
    expect(canRebook(booking, { session_id: null, starts_at: LATER }, NOW)).toBe(false);
    expect(canRebook(booking, { session_id: 's', starts_at: '2027-01-10T11:59:00Z' }, NOW)).toBe(false);
  });

  it('a date the academy cancelled can always be left, even after its start', () => {
    const booking = { status: 'confirmed', hold_expires_at: null } as const;
    const begun = { session_id: 's', starts_at: '2027-01-10T11:59:00Z', session_cancelled: true };
    expect(canRebook(booking, begun, NOW)).toBe(true);
    expect(canRebook({ status: 'cancelled', hold_expires_at: null }, begun, NOW)).toBe(false);
  });
});

describe('canRefundCancelledDate', () => {
  const cancelled = { session_id: 's', starts_at: LATER, session_cancelled: true };
  it.each([
    ['confirmed', true],
    ['paid', true],
    ['pending', true],
    ['cancelled', false],
    ['expired', false],
  ] as const)('a %s booking: %s', (status, expected) => {
    expect(canRefundCancelledDate({ status, hold_expires_at: null }, cancelled)).toBe(expected);
  });

  it('only a seminar line on a cancelled date', () => {
    const booking = { status: 'paid', hold_expires_at: null } as const;
    expect(canRefundCancelledDate(booking, { ...cancelled, session_cancelled: false })).toBe(false);
    expect(canRefundCancelledDate(booking, { session_id: 's', starts_at: LATER })).toBe(false);
    expect(canRefundCancelledDate(booking, { ...cancelled, session_id: null })).toBe(false);
  });
});

describe('the terms and figures in words', () => {
  const euro = (cents: number) => formatCents(cents);

  const TERMS: RebookingTerms = {
    free_rebooking_days: 14,
    rebooking_fee_net_cents: 5000,
    rebooking_fee_percent: null,
    vat_rate: 19,
  };

  it('states the academy’s terms: the free days and the fee with and without VAT, or a percentage', () => {
    // Within the free period the quote's fee is 0: the terms still name the fee that follows.
    expect(rebookingTermsText(QUOTE, TERMS)).toBe(
      `Kostenfrei umbuchen bis 14 Tage vor Beginn, danach ${euro(5950)} inkl. MwSt. (${euro(5000)} zzgl. MwSt.).`,
    );
    expect(rebookingTermsText(QUOTE, { ...TERMS, free_rebooking_days: 1, rebooking_fee_net_cents: 1999 })).toBe(
      `Kostenfrei umbuchen bis 1 Tag vor Beginn, danach ${euro(2379)} inkl. MwSt. (${euro(1999)} zzgl. MwSt.).`,
    );
    expect(rebookingTermsText(QUOTE, { ...TERMS, rebooking_fee_net_cents: null, rebooking_fee_percent: 10 })).toBe(
      'Kostenfrei umbuchen bis 14 Tage vor Beginn, danach 10 % des Seminarpreises.',
    );
    // The settings decide, not what the quote's free_until suggests.
    expect(rebookingTermsText({ ...QUOTE, free_until: '2027-01-31T08:00:00Z' }, TERMS)).toMatch(
      /^Kostenfrei umbuchen bis 14 Tage vor/,
    );
  });

  it('says a rebooking never costs anything when the fee is 0 or free lasts until the start', () => {
    const free = 'Umbuchen ist bis zum Beginn kostenfrei.';
    expect(rebookingTermsText(QUOTE, { ...TERMS, rebooking_fee_net_cents: 0 })).toBe(free);
    expect(rebookingTermsText(QUOTE, { ...TERMS, rebooking_fee_net_cents: null, rebooking_fee_percent: 0 })).toBe(free);
    expect(rebookingTermsText(QUOTE, { ...TERMS, free_rebooking_days: 0 })).toBe(free);
  });

  it('without the settings, reads the free days off free_until and names the fee once the quote carries it', () => {
    expect(rebookingTermsText(QUOTE, null)).toBe(
      'Kostenfrei umbuchen bis 14 Tage vor Beginn, danach gegen eine Umbuchungsgebühr.',
    );
    const late = { ...QUOTE, fee_net_cents: 5000, fee_vat_cents: 950, fee_gross_cents: 5950 };
    expect(rebookingTermsText(late, null)).toBe(
      `Kostenfrei umbuchen bis 14 Tage vor Beginn, danach ${euro(5950)} inkl. MwSt.`,
    );
    expect(rebookingTermsText({ ...QUOTE, free_until: '2027-01-31T08:00:00Z' })).toMatch(
      /^Kostenfrei umbuchen bis 1 Tag vor/,
    );
  });

  it('says free until when, the fee, or that an admin waived it', () => {
    expect(feeText(QUOTE, null, NOW)).toBe('Umbuchung kostenfrei bis 18. Januar 2027, 09:00 Uhr');
    expect(feeText(QUOTE, null, Date.parse('2027-01-20T00:00:00Z'))).toBe('Umbuchung kostenfrei');
    const fee = { ...QUOTE, fee_gross_cents: 5950 };
    expect(feeText(fee, null, NOW)).toBe(`Umbuchungsgebühr: ${euro(5950)} inkl. MwSt.`);
    // The admin's quote with `_waive_fee` is priced without the fee: the fee it would have cost comes from the other.
    const waived = { ...QUOTE, fee_waived: true };
    expect(feeText(waived, 5950, NOW)).toBe(`Umbuchungsgebühr: entfällt (sonst ${euro(5950)} inkl. MwSt.)`);
    expect(feeText(waived, null, NOW)).toBe('Umbuchungsgebühr: entfällt');
  });

  it('tells a refund, the rest to pay, or nothing to pay', () => {
    expect(balanceText({ ...QUOTE, paid_cents: 119_000, refund_cents: 10_000, due_cents: 0 })).toBe(
      `Erstattung: ${euro(10_000)} – bereits bezahlt sind ${euro(119_000)}, die Differenz wird erstattet.`,
    );
    expect(balanceText({ ...QUOTE, paid_cents: 119_000, due_cents: 5950 })).toMatch(/^Restbetrag: /);
    expect(balanceText(QUOTE)).toMatch(/^Zu zahlen: /);
    expect(balanceText({ ...QUOTE, paid_cents: 119_000, due_cents: 0 })).toMatch(/^Nichts zu zahlen/);
    expect(signedCents(-5000)).toBe(`−${euro(5000)}`);
    expect(signedCents(5000)).toBe(`+${euro(5000)}`);
  });
});
