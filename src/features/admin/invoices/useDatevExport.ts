import { useState } from 'react';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { useLazyAdminInvoicesExportQuery } from './adminInvoicesApi';
import { buildDatevFile, datevFileName, DatevExportError } from './datevExport';

/**
 * `DATEV-Export`: every invoice and credit note issued in the period (whatever kind or search the list shows: a
 * Buchungsstapel must be complete), as the EXTF file for the tax adviser.
 */
export function useDatevExport() {
  const [loadExport, state] = useLazyAdminInvoicesExportQuery();
  const [error, setError] = useState<string | null>(null);

  async function exportDatev(period: { from: string; to: string }) {
    setError(null);
    try {
      const { rows, settings } = await loadExport(period).unwrap();
      const bytes = buildDatevFile(rows, { settings, ...period, createdAt: new Date() });
      downloadFile(datevFileName(period.from, period.to), bytes as BlobPart, 'text/csv;charset=windows-1252');
    } catch (failure) {
      setError(
        failure instanceof DatevExportError
          ? failure.message
          : errorText(failure, 'Ein unerwarteter Fehler ist aufgetreten.'),
      );
    }
  }

  return { exportDatev, pending: state.isFetching, error };
}
