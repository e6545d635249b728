import { useUrlFilters, type UrlFiltersState } from '../components/useUrlFilters';
import type { BookingFilters } from './adminBookingsApi';
import { FILTER_KEYS, readFilters, readPage, type FilterKey } from './bookingFilters';

export type BookingFiltersState = UrlFiltersState<BookingFilters, FilterKey>;

const BOOKING_FILTERS = { keys: FILTER_KEYS, read: readFilters, readPage };

/** The bookings list's filters and page, in the URL. */
export function useBookingFilters(): BookingFiltersState {
  return useUrlFilters(BOOKING_FILTERS);
}
