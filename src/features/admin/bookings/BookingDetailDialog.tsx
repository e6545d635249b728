import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { FormAlert } from '@/components/Form';
import type { AdminBooking, BookingStatus } from './adminBookingsApi';
import { BookingFacts } from './BookingFacts';
import { BookingInvoicesSection } from './BookingInvoicesSection';
import { BookingItemsSection } from './BookingItemsSection';
import { BookingStatusActions } from './BookingStatusActions';
import { BOOKING_STATUS_LABELS } from './labels';
import styles from './AdminBookings.module.css';

interface BookingDetailDialogProps {
  booking: AdminBooking | null;
  onClose: () => void;
  onSetStatus: (status: BookingStatus) => void;
  pending: boolean;
  /** The server's German refusal of the last status change, if any. */
  error: string | null;
}

/** Everything about one booking and the status changes the backend allows (supabase/README.md). */
export function BookingDetailDialog({ booking, onClose, onSetStatus, pending, error }: BookingDetailDialogProps) {
  // After a status change the button that was used may be gone (a cancelled booking offers none): focus moves to
  // the new status instead of falling out of the dialog.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const shown = useRef<{ id: string; status: BookingStatus } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = booking ? { id: booking.id, status: booking.status } : null;
    if (booking && previous?.id === booking.id && previous.status !== booking.status) statusRef.current?.focus();
  }, [booking]);

  return (
    <Dialog.Root open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          {booking ? (
            <>
              <div className={styles.dialogHeader}>
                <Dialog.Title className={styles.dialogTitle}>Buchung {booking.booking_number}</Dialog.Title>
                <Dialog.Close asChild>
                  <button type="button" className={styles.close} aria-label="Schließen">
                    <X aria-hidden="true" size={20} />
                  </button>
                </Dialog.Close>
              </div>
              <p className={styles.statusLine} ref={statusRef} tabIndex={-1}>
                Status: <strong>{BOOKING_STATUS_LABELS[booking.status]}</strong>
              </p>
              {booking.needs_follow_up ? (
                <p className={styles.followUp} role="note">
                  Nachbearbeitung nötig: Ein Termin dieser Buchung wurde abgesagt. Bitte Kunde informieren und die
                  Buchung umbuchen oder stornieren.
                </p>
              ) : null}
              {error ? <FormAlert>{error}</FormAlert> : null}

              <BookingItemsSection booking={booking} />

              <BookingFacts booking={booking} />

              <BookingInvoicesSection bookingId={booking.id} />

              <BookingStatusActions booking={booking} onSetStatus={onSetStatus} pending={pending} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
