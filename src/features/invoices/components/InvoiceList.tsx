import { useState } from 'react';
import { FileCode, FileText } from 'lucide-react';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { formatCents, formatDate } from '@/lib/format';
import { downloadInvoiceDocument, type InvoiceFormat } from '../invoiceFiles';
import { INVOICE_KIND_LABELS, type InvoiceRecord } from '../invoiceRecord';
import styles from './InvoiceList.module.css';

const FAILED_TEXT = 'Das Dokument konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

interface InvoiceListProps {
  invoices: InvoiceRecord[];
  /** Shown with each record: on the dashboard, where records of several bookings stand together. */
  showBookingNumber?: boolean;
}

/**
 * Issued invoices and credit notes, each with its PDF and, for a business buyer, its XRechnung. The documents are
 * built in the browser from the record's snapshot when asked for (docs/invoices.md, "Documents").
 */
export function InvoiceList({ invoices, showBookingNumber = false }: InvoiceListProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(record: InvoiceRecord, format: InvoiceFormat) {
    setPending(`${record.id}-${format}`);
    setFailed(false);
    try {
      await downloadInvoiceDocument(record, format);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      {failed ? <FormAlert>{FAILED_TEXT}</FormAlert> : null}
      <ul className={styles.list}>
        {invoices.map((record) => {
          const label = `${INVOICE_KIND_LABELS[record.kind]} ${record.number}`;
          const preceding = record.snapshot.precedingInvoice?.number;
          return (
            <li key={record.id} className={styles.item}>
              <p className={styles.facts}>
                <strong>{label}</strong>
                {preceding ? ` zu ${preceding}` : ''}
                <br />
                <span className={styles.meta}>
                  vom {formatDate(record.issue_date)}
                  {showBookingNumber ? ` · Buchung ${record.snapshot.bookingNumber}` : ''} ·{' '}
                  {formatCents(record.gross_cents)} brutto
                </span>
              </p>
              <div className={styles.buttons}>
                <Button
                  variant="secondary"
                  pending={pending === `${record.id}-pdf`}
                  onClick={() => void download(record, 'pdf')}
                >
                  <FileText aria-hidden="true" size={18} />
                  PDF herunterladen<span className="visually-hidden"> – {label}</span>
                </Button>
                {record.snapshot.buyerIsBusiness ? (
                  <Button
                    variant="secondary"
                    pending={pending === `${record.id}-xml`}
                    onClick={() => void download(record, 'xml')}
                  >
                    <FileCode aria-hidden="true" size={18} />
                    XRechnung (XML)<span className="visually-hidden"> – {label}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
