import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/Button';
import type { RebookingResult } from '../rebookingApi';
import { balanceText, dateText, type RebookingActor } from '../rebookingRules';
import styles from './Rebooking.module.css';

/** The rebooking is done: the new date, what happens to the money, and the mail that confirms it. */
export function RebookingDone({ result, actor }: { result: RebookingResult; actor: RebookingActor }) {
  // The form the focus was in is gone: it moves to the message, which is read out.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const documents = [
    result.invoice_number ? `neue Rechnung ${result.invoice_number}` : null,
    result.credit_note_number ? `Rechnungskorrektur ${result.credit_note_number}` : null,
  ].filter(Boolean);

  return (
    <div className={styles.done}>
      <h3 ref={headingRef} tabIndex={-1}>
        Umbuchung bestätigt
      </h3>
      <p>
        Neuer Termin: {result.to.title} am {dateText(result.to)}, {result.to.location_name}.
      </p>
      <p>
        {actor === 'admin'
          ? 'Die Kundin bzw. der Kunde erhält die Bestätigung mit der neuen Rechnung und der Kalenderdatei per E-Mail.'
          : 'Die Bestätigung mit der neuen Rechnung und der Kalenderdatei erhalten Sie per E-Mail.'}
        {documents.length > 0 ? ` Buchung ${result.booking_number}: ${documents.join(', ')}.` : ''}
      </p>
      <p className={styles.strong}>{balanceText(result)}</p>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button>Schließen</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}
