import { FileCode, FileText } from 'lucide-react';
import { Button } from '@/components/Button';
import { INVOICE_KIND_LABELS, type InvoiceFormat } from '@/features/invoices';
import { formatCents, formatShortDate } from '@/lib/format';
import { OpenBookingButton } from '../bookings/OpenBookingButton';
import type { Column } from '../components/DataTable';
import type { AdminInvoiceRow } from './adminInvoicesApi';
import styles from '../bookings/AdminBookings.module.css';
import invoiceStyles from './AdminInvoices.module.css';

interface ColumnActions {
  onOpenBooking: (row: AdminInvoiceRow) => void;
  onDownload: (row: AdminInvoiceRow, format: InvoiceFormat) => void;
  /** `${id}-${format}` of the document being built. */
  pending: string | null;
}

/** The list's columns: number, date, kind (with the original of a credit note), booking, buyer, amounts, documents. */
export function invoiceColumns({ onOpenBooking, onDownload, pending }: ColumnActions): Column<AdminInvoiceRow>[] {
  return [
    { key: 'number', header: 'Nummer', render: (row) => row.number, sortValue: (row) => row.number, nowrap: true },
    {
      key: 'date',
      header: 'Datum',
      render: (row) => formatShortDate(row.issue_date),
      sortValue: (row) => row.issue_date,
      nowrap: true,
    },
    {
      key: 'kind',
      header: 'Art',
      render: (row) => (
        <>
          {INVOICE_KIND_LABELS[row.kind]}
          {row.preceding_number ? <span className={styles.muted}>zu {row.preceding_number}</span> : null}
        </>
      ),
      sortValue: (row) => row.kind,
    },
    {
      key: 'booking',
      header: 'Buchung',
      render: (row) =>
        row.booking_number ? (
          <OpenBookingButton bookingNumber={row.booking_number} onOpen={() => onOpenBooking(row)} />
        ) : (
          '–'
        ),
      sortValue: (row) => row.booking_number,
      nowrap: true,
    },
    {
      key: 'buyer',
      header: 'Rechnungsempfänger',
      render: (row) => row.buyer_name ?? row.snapshot.buyer.name,
      sortValue: (row) => row.buyer_name,
    },
    {
      key: 'net',
      header: 'Netto',
      render: (row) => formatCents(row.snapshot.totals.netCents),
      sortValue: (row) => row.snapshot.totals.netCents,
      align: 'end',
      nowrap: true,
    },
    {
      key: 'vat',
      header: 'USt.',
      render: (row) => formatCents(row.snapshot.totals.vatCents),
      sortValue: (row) => row.snapshot.totals.vatCents,
      align: 'end',
      nowrap: true,
    },
    {
      key: 'gross',
      header: 'Brutto',
      render: (row) => formatCents(row.gross_cents),
      sortValue: (row) => row.gross_cents,
      align: 'end',
      nowrap: true,
    },
    {
      key: 'documents',
      header: 'Dokumente',
      render: (row) => {
        const label = `${INVOICE_KIND_LABELS[row.kind]} ${row.number}`;
        return (
          <span className={invoiceStyles.documents}>
            <Button variant="secondary" pending={pending === `${row.id}-pdf`} onClick={() => onDownload(row, 'pdf')}>
              <FileText aria-hidden="true" size={16} />
              PDF<span className="visually-hidden"> – {label}</span>
            </Button>
            {row.snapshot.buyerIsBusiness ? (
              <Button variant="secondary" pending={pending === `${row.id}-xml`} onClick={() => onDownload(row, 'xml')}>
                <FileCode aria-hidden="true" size={16} />
                XML<span className="visually-hidden"> – XRechnung {label}</span>
              </Button>
            ) : null}
          </span>
        );
      },
      nowrap: true,
    },
  ];
}
