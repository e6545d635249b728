import { hasFilters, readFilters, readPage } from '@/features/admin/bookings/bookingFilters';
import { filterOptions } from '@/features/admin/bookings/filterOptions';

describe('admin bookings: filters from the URL', () => {
  it('reads every filter, and treats a malformed status or date as no filter', () => {
    const params = new URLSearchParams(
      'q=Meier&status=paid&seminar=SEO-Grundlagen&city=Köln&from=2026-11-01&to=2026-11-30&followUp=1',
    );
    expect(readFilters(params)).toEqual({
      q: 'Meier',
      status: 'paid',
      seminar: 'SEO-Grundlagen',
      city: 'Köln',
      from: '2026-11-01',
      to: '2026-11-30',
      followUp: true,
    });
    expect(readFilters(new URLSearchParams('status=bezahlt&from=1.11.2026&to=morgen&followUp=ja'))).toEqual({
      q: '',
      status: '',
      seminar: '',
      city: '',
      from: '',
      to: '',
      followUp: false,
    });
  });

  it('reads the page as a whole number from 1, and the page alone is no filter', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(hasFilters(new URLSearchParams('page=3'))).toBe(false);
    expect(hasFilters(new URLSearchParams('page=3&city=Berlin'))).toBe(true);
  });

  it('offers "all", the known values, and keeps a URL value that is not among them choosable', () => {
    expect(filterOptions('Alle Orte', ['Berlin', 'Köln'], '')).toEqual([
      { value: '', label: 'Alle Orte' },
      { value: 'Berlin', label: 'Berlin' },
      { value: 'Köln', label: 'Köln' },
    ]);
    expect(filterOptions('Alle Orte', ['Berlin'], 'Bonn').at(-1)).toEqual({ value: 'Bonn', label: 'Bonn' });
    // Before the options have loaded, the URL's value is already shown.
    expect(filterOptions('Alle Seminare', undefined, 'SEO')).toEqual([
      { value: '', label: 'Alle Seminare' },
      { value: 'SEO', label: 'SEO' },
    ]);
  });
});
