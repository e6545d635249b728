import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { errorText } from '@/lib/api';
import { useRefundCancelledDateMutation } from '../rebookingApi';
import { lineText, refundStepsText, type BookedLine } from '../rebookingRules';
import { RefundDone } from './RefundDone';
import styles from './Rebooking.module.css';

export interface RefundDialogProps {
  /** The line on the date the academy cancelled. */
  line: BookedLine;
  /** A guest's view token (`/meine-buchung`); null when signed in. */
  token: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when the dialog closes. */
  onCloseFocus?: () => void;
}

/**
 * `Volle Erstattung` of a cancelled date (docs/booking-rules.md "A cancelled date: the booker's choice"): what it does
 * to the booking and the money, then `Erstattung anfordern` (`refund_cancelled_date`). A chunk of its own.
 */
export function RefundDialog({ line, token, open, onOpenChange, onCloseFocus }: RefundDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            if (!onCloseFocus) return;
            event.preventDefault();
            onCloseFocus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Volle Erstattung</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={styles.close} aria-label="Schließen">
                <X aria-hidden="true" size={20} />
              </button>
            </Dialog.Close>
          </div>
          {/* Mounted with the open dialog: every opening starts afresh. */}
          <RefundFlow line={line} token={token} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RefundFlow({ line, token }: Pick<RefundDialogProps, 'line' | 'token'>) {
  const [refund, refunding] = useRefundCancelledDateMutation();

  if (refunding.data) return <RefundDone result={refunding.data} />;

  return (
    <>
      <Dialog.Description className={styles.current}>Abgesagter Termin: {lineText(line)}</Dialog.Description>
      <section className={styles.quote} aria-label="Was die Erstattung bewirkt">
        <h3>So geht es weiter</h3>
        <ul className={styles.steps}>
          {refundStepsText(line).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      {refunding.isError ? (
        <FormAlert>
          {errorText(refunding.error, 'Die Erstattung konnte nicht angefordert werden. Bitte versuchen Sie es erneut.')}
        </FormAlert>
      ) : null}
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button variant="ghost">Abbrechen</Button>
        </Dialog.Close>
        <Button pending={refunding.isLoading} onClick={() => void refund({ itemId: line.itemId, token })}>
          Erstattung anfordern
        </Button>
      </div>
    </>
  );
}
