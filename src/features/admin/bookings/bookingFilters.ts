import type { BookingFilters, BookingStatus } from './adminBookingsApi';
import { BOOKING_STATUSES } from './labels';

/** The URL parameters that filter the list (`page` is not one: it only pages through them). */
export const FILTER_KEYS = ['q', 'status', 'seminar', 'city', 'from', 'to', 'followUp'] as const;

export type FilterKey = (typeof FILTER_KEYS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL asks for; anything malformed counts as no filter. */
export function readFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    seminar: params.get('seminar') ?? '',
    city: params.get('city') ?? '',
    from: ISO_DATE.test(from) ? from : '',
    to: ISO_DATE.test(to) ? to : '',
    followUp: params.get('followUp') === '1',
  };
}

/** The page a URL asks for: a whole number from 1. */
export function readPage(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => params.get(key));
}
