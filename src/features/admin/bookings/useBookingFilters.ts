import { useSearchParams } from 'react-router-dom';
import type { BookingFilters } from './adminBookingsApi';
import { hasFilters, readFilters, readPage, type FilterKey } from './bookingFilters';

export type FilterChanges = Partial<Record<FilterKey | 'page', string>>;

export interface BookingFiltersState {
  filters: BookingFilters;
  page: number;
  /** Whether any filter is set (the page number alone is none). */
  filtered: boolean;
  /** Sets (or with '' removes) URL parameters; a change of filter starts on the first page. */
  update: (changes: FilterChanges) => void;
  reset: () => void;
}

/** The list's filters and page live in the URL: shareable, and back/forward step through them. */
export function useBookingFilters(): BookingFiltersState {
  const [params, setParams] = useSearchParams();

  function update(changes: FilterChanges) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new filter starts on the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  }

  return {
    filters: readFilters(params),
    page: readPage(params),
    filtered: hasFilters(params),
    update,
    reset: () => setParams(new URLSearchParams()),
  };
}
