import { useState } from 'react';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { useLazyAdminInvoicesCsvQuery, type InvoiceQuery } from './adminInvoicesApi';
import { buildInvoicesCsv, invoicesCsvFileName } from './invoicesCsv';

/** `CSV exportieren`: every record the filters match (not only the page shown), for Excel. */
export function useInvoicesCsv() {
  const [loadRows, state] = useLazyAdminInvoicesCsvQuery();
  const [error, setError] = useState<string | null>(null);

  async function exportCsv(query: InvoiceQuery) {
    setError(null);
    try {
      const rows = await loadRows(query).unwrap();
      downloadFile(invoicesCsvFileName(), buildInvoicesCsv(rows), 'text/csv;charset=utf-8');
    } catch (failure) {
      setError(errorText(failure, 'Ein unerwarteter Fehler ist aufgetreten.'));
    }
  }

  return { exportCsv, pending: state.isFetching, error };
}
