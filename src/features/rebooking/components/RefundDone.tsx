import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/Button';
import type { CancelledDateRefund } from '../rebookingApi';
import { refundDoneTexts } from '../rebookingRules';
import styles from './Rebooking.module.css';

/** The refund is requested: what became of the booking, the amount refunded (or that nothing was paid), the documents. */
export function RefundDone({ result }: { result: CancelledDateRefund }) {
  // The buttons the focus was on are gone: it moves to the message, which is read out.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const texts = refundDoneTexts(result);

  return (
    <div className={styles.done}>
      <h3 ref={headingRef} tabIndex={-1}>
        Erstattung angefordert
      </h3>
      <p>{texts.booking}</p>
      <p className={styles.strong}>{texts.money}</p>
      <p>
        {texts.documents ? `${texts.documents} ` : ''}
        Die Bestätigung erhalten Sie per E-Mail.
      </p>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button>Schließen</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}
