import { useUrlFilters, type UrlFiltersState } from '../components/useUrlFilters';
import {
  INVOICE_FILTER_KEYS,
  readInvoiceFilters,
  readInvoicePage,
  type InvoiceFilterKey,
  type InvoiceFilters,
} from './invoiceFilters';

export type InvoiceFiltersState = UrlFiltersState<InvoiceFilters, InvoiceFilterKey>;

const INVOICE_FILTERS = { keys: INVOICE_FILTER_KEYS, read: readInvoiceFilters, readPage: readInvoicePage };

/** The invoice list's filters and page, in the URL, as the bookings list's are. */
export function useInvoiceFilters(): InvoiceFiltersState {
  return useUrlFilters(INVOICE_FILTERS);
}
