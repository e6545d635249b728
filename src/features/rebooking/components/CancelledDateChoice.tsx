import { CalendarSync, CalendarX2, HandCoins } from 'lucide-react';
import { Button } from '@/components/Button';
import { formatDate } from '@/lib/format';
import type { BookedLine } from '../rebookingRules';
import { useBookingDialogs } from './bookingDialogsContext';
import { LazyRebookingDialog, LazyRefundDialog } from './lazyDialogs';
import styles from './Rebooking.module.css';

/** What the booker may do about the cancelled date, in words. */
function choiceText(line: BookedLine): string {
  if (line.rebookable && line.refundable) {
    return 'Wir mussten diesen Termin absagen. Sie haben die Wahl: Buchen Sie kostenfrei auf einen anderen Termin um – auch eines anderen Seminars –, oder wir erstatten Ihnen den Termin in voller Höhe.';
  }
  if (line.refundable) return 'Wir mussten diesen Termin absagen. Wir erstatten Ihnen den Termin in voller Höhe.';
  if (line.rebookable)
    return 'Wir mussten diesen Termin absagen. Sie können kostenfrei auf einen anderen Termin umbuchen.';
  return 'Wir mussten diesen Termin absagen.';
}

/**
 * `Termin abgesagt` on a booked line whose date the academy cancelled, with the booker's choice (docs/booking-rules.md
 * "A cancelled date: the booker's choice"): `Kostenfrei umbuchen` and `Volle Erstattung`. The dialogs are the page's
 * (`BookingDialogsHost`): they stay when the line changes under them.
 */
export function CancelledDateChoice({ line }: { line: BookedLine }) {
  const dialogs = useBookingDialogs();
  const about = `${line.title}, ${formatDate(line.start_date)}`;
  return (
    <div className={styles.cancelledDate}>
      <p className={styles.cancelledTitle}>
        <CalendarX2 aria-hidden="true" size={18} />
        Termin abgesagt
      </p>
      <p className={styles.cancelledText}>{choiceText(line)}</p>
      {line.rebookable || line.refundable ? (
        <div className={styles.choiceActions}>
          {line.rebookable ? (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onPointerEnter={() => void LazyRebookingDialog.preload()}
              onFocus={() => void LazyRebookingDialog.preload()}
              onClick={(event) => dialogs.openRebooking(line, event.currentTarget)}
            >
              <CalendarSync aria-hidden="true" size={18} />
              Kostenfrei umbuchen
              <span className="visually-hidden"> – {about}</span>
            </Button>
          ) : null}
          {line.refundable ? (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onPointerEnter={() => void LazyRefundDialog.preload()}
              onFocus={() => void LazyRefundDialog.preload()}
              onClick={(event) => dialogs.openRefund(line, event.currentTarget)}
            >
              <HandCoins aria-hidden="true" size={18} />
              Volle Erstattung
              <span className="visually-hidden"> – {about}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
