import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { downloadInvoiceDocument, type InvoiceFormat } from '@/features/invoices';
import { AdminShell } from '../components/AdminShell';
import { BookingDetailDialog } from '../bookings/BookingDetailDialog';
import { useBookingStatusChange } from '../bookings/useBookingStatusChange';
import {
  useAdminInvoiceBookingQuery,
  useAdminInvoicePageQuery,
  type AdminInvoiceRow,
} from '../invoices/adminInvoicesApi';
import { datevPeriodProblem, invoiceQuery } from '../invoices/invoiceFilters';
import { InvoicesFilterBar } from '../invoices/InvoicesFilterBar';
import { InvoicesList } from '../invoices/InvoicesList';
import { useDatevExport } from '../invoices/useDatevExport';
import { useInvoicesCsv } from '../invoices/useInvoicesCsv';
import { useInvoiceFilters } from '../invoices/useInvoiceFilters';
import styles from '../bookings/AdminBookings.module.css';
import invoiceStyles from '../invoices/AdminInvoices.module.css';

const DOCUMENT_FAILED = 'Das Dokument konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

/**
 * `/admin/invoices`: every invoice and credit note, searched and filtered by period and kind (in the URL), paged on
 * the server; each record's PDF and XRechnung; its booking's details; the period as DATEV file for the tax adviser.
 */
export function AdminInvoicesPage() {
  const { pathname } = useLocation();
  const filters = useInvoiceFilters();
  const query = invoiceQuery(filters.filters);
  const list = useAdminInvoicePageQuery({ query, page: filters.page });
  const datev = useDatevExport();
  const csv = useInvoicesCsv();
  const period = { from: query.from, to: query.to };
  const periodProblem = datevPeriodProblem(period);

  const [bookingId, setBookingId] = useState<string | null>(null);
  const booking = useAdminInvoiceBookingQuery(bookingId ?? '', { skip: bookingId === null });
  const status = useBookingStatusChange();

  const [pending, setPending] = useState<string | null>(null);
  const [documentFailed, setDocumentFailed] = useState(false);
  async function download(row: AdminInvoiceRow, format: InvoiceFormat) {
    setPending(`${row.id}-${format}`);
    setDocumentFailed(false);
    try {
      await downloadInvoiceDocument(row, format);
    } catch {
      setDocumentFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <AdminShell
      heading="Rechnungen"
      description="Rechnungen und Rechnungskorrekturen suchen, herunterladen und für die Steuerberatung exportieren."
      path={pathname}
      actions={
        <div className={invoiceStyles.export}>
          <div className={invoiceStyles.exportButtons}>
            <Button variant="secondary" onClick={() => void csv.exportCsv(query)} pending={csv.pending}>
              CSV exportieren
            </Button>
            <Button
              variant="secondary"
              onClick={() => void datev.exportDatev(period)}
              pending={datev.pending}
              disabled={periodProblem !== null}
              aria-describedby="datev-export-hint"
            >
              DATEV-Export (CSV)
            </Button>
          </div>
          <p id="datev-export-hint" className={invoiceStyles.hint}>
            {periodProblem ?? 'Alle Rechnungen und Rechnungskorrekturen des Zeitraums als DATEV-Buchungsstapel.'}
          </p>
        </div>
      }
    >
      {datev.error || csv.error ? (
        <p role="alert" className={styles.error}>
          Export fehlgeschlagen: {datev.error ?? csv.error}
        </p>
      ) : null}
      {documentFailed ? <FormAlert>{DOCUMENT_FAILED}</FormAlert> : null}
      <InvoicesFilterBar {...filters} />
      <InvoicesList
        list={list}
        filters={filters}
        onOpenBooking={(row) => {
          status.clearError();
          setBookingId(row.booking_id);
        }}
        onDownload={(row, format) => void download(row, format)}
        pending={pending}
      />
      <BookingDetailDialog
        booking={bookingId !== null && booking.data?.id === bookingId ? booking.data : null}
        onClose={() => setBookingId(null)}
        onSetStatus={(next) => {
          if (booking.data) void status.change(booking.data, next);
        }}
        pending={status.pending}
        error={status.error}
      />
    </AdminShell>
  );
}
