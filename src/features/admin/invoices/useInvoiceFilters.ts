import { useSearchParams } from 'react-router-dom';
import { readInvoiceFilters, readInvoicePage, INVOICE_FILTER_KEYS, type InvoiceFilters } from './invoiceFilters';
import type { InvoiceFilterKey } from './invoiceFilters';

export type InvoiceFilterChanges = Partial<Record<InvoiceFilterKey | 'page', string>>;

export interface InvoiceFiltersState {
  filters: InvoiceFilters;
  page: number;
  /** Whether any filter is set (the page number alone is none). */
  filtered: boolean;
  /** Sets (or with '' removes) URL parameters; a change of filter starts on the first page. */
  update: (changes: InvoiceFilterChanges) => void;
  reset: () => void;
}

/** The invoice list's filters and page live in the URL, as the bookings list's do. */
export function useInvoiceFilters(): InvoiceFiltersState {
  const [params, setParams] = useSearchParams();

  function update(changes: InvoiceFilterChanges) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  }

  return {
    filters: readInvoiceFilters(params),
    page: readInvoicePage(params),
    filtered: INVOICE_FILTER_KEYS.some((key) => params.get(key)),
    update,
    reset: () => setParams(new URLSearchParams()),
  };
}
