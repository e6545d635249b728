import {
  formatCents,
  formatClockTime,
  formatDate,
  formatInstantDate,
  formatInstantTime,
  formatShortDate,
  grossFromNetCents,
} from '@/lib/format';

// Intl separates the amount from the euro sign with a no-break space.
const nbsp = '\u00a0';

describe('German formatting', () => {
  it('formats money as German euros', () => {
    expect(formatCents(129000)).toBe(`1.290,00${nbsp}€`);
    expect(formatCents(153510)).toBe(`1.535,10${nbsp}€`);
    expect(formatCents(0)).toBe(`0,00${nbsp}€`);
  });

  it('adds 19 % VAT, rounding half up to whole cents', () => {
    expect(grossFromNetCents(129000, 19)).toBe(153510);
    expect(grossFromNetCents(50, 19)).toBe(60); // 59.5 → 60
  });

  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2026-12-03')).toBe('03. Dezember 2026');
    expect(formatShortDate('2026-03-29')).toBe('29.03.2026');
  });

  it('shows instants in Berlin time, summer and winter', () => {
    expect(formatInstantTime('2026-07-01T08:00:00Z')).toBe('10:00 Uhr');
    expect(formatInstantTime('2026-12-01T08:00:00Z')).toBe('09:00 Uhr');
    expect(formatInstantDate('2026-12-31T23:30:00Z')).toBe('01. Januar 2027');
  });

  it('formats clock times with "Uhr"', () => {
    expect(formatClockTime('09:00:00')).toBe('09:00 Uhr');
  });
});
