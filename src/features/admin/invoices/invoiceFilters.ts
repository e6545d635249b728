import { todayInBerlin } from '@/lib/format';
import type { InvoiceQuery } from './adminInvoicesApi';

/** How the period is chosen: everything, a calendar month, quarter or year, or two days. */
export type PeriodKind = '' | 'month' | 'quarter' | 'year' | 'range';

/** The list's filters as they stand in the URL (shareable; back and forward step through them). */
export interface InvoiceFilters {
  period: PeriodKind;
  /** `YYYY-MM` for a month. */
  month: string;
  /** `1`–`4` for a quarter (with `year`). */
  quarter: string;
  /** `YYYY` for a quarter or a year. */
  year: string;
  /** `YYYY-MM-DD` for a range (both included). */
  from: string;
  to: string;
  kind: InvoiceQuery['kind'];
  q: string;
}

export const INVOICE_FILTER_KEYS = ['period', 'month', 'quarter', 'year', 'from', 'to', 'kind', 'q'] as const;
export type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];

const PERIODS: readonly PeriodKind[] = ['month', 'quarter', 'year', 'range'];
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const get = (key: InvoiceFilterKey) => params.get(key)?.trim() ?? '';
  const period = get('period') as PeriodKind;
  const kind = get('kind');
  return {
    period: PERIODS.includes(period) ? period : '',
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(get('month')) ? get('month') : '',
    quarter: /^[1-4]$/.test(get('quarter')) ? get('quarter') : '',
    year: /^\d{4}$/.test(get('year')) ? get('year') : '',
    from: isDay(get('from')) ? get('from') : '',
    to: isDay(get('to')) ? get('to') : '',
    kind: kind === 'invoice' || kind === 'credit_note' ? kind : '',
    q: get('q').slice(0, 200),
  };
}

export function readInvoicePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function lastDayOfMonth(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The current Berlin month, quarter and year: what a newly chosen period starts with. */
export function currentPeriodValues(today: string = todayInBerlin()) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    month: today.slice(0, 7),
    quarter: String(Math.ceil(month / 3)),
    year: String(year),
  };
}

/**
 * The chosen period as two Berlin calendar days (both included); '' for an open end. A month, quarter or year
 * without its value (a hand-edited URL) counts as the current one.
 */
export function periodRange(filters: InvoiceFilters, today: string = todayInBerlin()): { from: string; to: string } {
  const current = currentPeriodValues(today);
  switch (filters.period) {
    case 'month': {
      const [year, month] = (filters.month || current.month).split('-').map(Number) as [number, number];
      return { from: `${year}-${String(month).padStart(2, '0')}-01`, to: lastDayOfMonth(year, month) };
    }
    case 'quarter': {
      const year = Number(filters.year || current.year);
      const quarter = Number(filters.quarter || current.quarter);
      const first = (quarter - 1) * 3 + 1;
      return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: lastDayOfMonth(year, first + 2) };
    }
    case 'year': {
      const year = filters.year || current.year;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
    case 'range':
      return { from: filters.from, to: filters.to };
    default:
      return { from: '', to: '' };
  }
}

/** What the server is asked for. */
export function invoiceQuery(filters: InvoiceFilters, today?: string): InvoiceQuery {
  return { ...periodRange(filters, today), kind: filters.kind, q: filters.q };
}

/**
 * Why the period cannot be exported to DATEV, or null: a Buchungsstapel covers days of one fiscal year (here the
 * calendar year, docs/invoices.md "Export"), so it needs both ends, in one year, in order.
 */
export function datevPeriodProblem(range: { from: string; to: string }): string | null {
  if (!range.from || !range.to) return 'Für den DATEV-Export wählen Sie bitte einen Zeitraum mit Anfang und Ende.';
  if (range.from > range.to) return 'Der Zeitraum endet vor seinem Anfang. Bitte prüfen Sie die Daten.';
  if (range.from.slice(0, 4) !== range.to.slice(0, 4)) {
    return 'Ein DATEV-Buchungsstapel umfasst nur ein Wirtschaftsjahr. Bitte wählen Sie einen Zeitraum innerhalb eines Kalenderjahres.';
  }
  return null;
}
