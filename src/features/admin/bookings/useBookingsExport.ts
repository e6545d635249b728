import { useState } from 'react';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { useLazyAdminBookingsExportQuery, type BookingFilters } from './adminBookingsApi';
import { bookingsCsvFileName, buildBookingsCsv } from './bookingsCsv';

/** `CSV exportieren`: every booking the filters match (not only the page shown), as a download. */
export function useBookingsExport(filters: BookingFilters) {
  const [loadExport, state] = useLazyAdminBookingsExportQuery();
  const [error, setError] = useState<string | null>(null);

  async function exportCsv() {
    setError(null);
    try {
      const bookings = await loadExport(filters).unwrap();
      downloadFile(bookingsCsvFileName(), buildBookingsCsv(bookings), 'text/csv;charset=utf-8');
    } catch (failure) {
      setError(errorText(failure, 'Ein unerwarteter Fehler ist aufgetreten.'));
    }
  }

  return { exportCsv, pending: state.isFetching, error };
}
