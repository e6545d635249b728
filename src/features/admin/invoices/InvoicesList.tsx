import type { InvoiceFormat } from '@/features/invoices';
import { formatCents } from '@/lib/format';
import { PagedList, type ListQuery } from '../components/PagedList';
import { INVOICES_PAGE_SIZE, type AdminInvoicePage, type AdminInvoiceRow } from './adminInvoicesApi';
import { invoiceColumns } from './invoiceColumns';
import type { InvoiceFiltersState } from './useInvoiceFilters';

interface InvoicesListProps {
  list: ListQuery<AdminInvoicePage>;
  filters: InvoiceFiltersState;
  onOpenBooking: (row: AdminInvoiceRow) => void;
  onDownload: (row: AdminInvoiceRow, format: InvoiceFormat) => void;
  pending: string | null;
}

const TEXTS = {
  caption: 'Rechnungen',
  failed: 'Die Rechnungen konnten nicht geladen werden.',
  loading: 'Rechnungen werden geladen …',
  nothingFound: 'Keine Rechnungen gefunden.',
  nothingFoundFiltered: 'Passen Sie die Suche, den Zeitraum oder die Art an.',
  emptyPage: 'Keine Rechnungen auf dieser Seite.',
};

const count = (n: number) => (n === 1 ? '1 Beleg' : `${n} Belege`);

/** The page of records with count and balance, or why there is none. */
export function InvoicesList({ list, filters, onOpenBooking, onDownload, pending }: InvoicesListProps) {
  return (
    <PagedList
      list={list}
      texts={TEXTS}
      columns={invoiceColumns({ onOpenBooking, onDownload, pending })}
      rowKey={(row) => row.id}
      summary={({ total, balance_cents: balance }) =>
        `${count(total)} · Saldo (Rechnungen abzüglich Rechnungskorrekturen): ${formatCents(balance)} brutto`
      }
      state={filters}
      pageSize={INVOICES_PAGE_SIZE}
    />
  );
}
