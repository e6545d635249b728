import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bookingLinkOf, hasBookingLink, searchWithoutBookingLink } from '../bookingLink';
import type { BookedLine } from '../rebookingRules';
import { BookingDialogsContext, type BookingDialogs } from './bookingDialogsContext';
import { LazyRebookingDialog, LazyRefundDialog } from './lazyDialogs';
import styles from './Rebooking.module.css';

interface BookingDialogsHostProps {
  /**
   * The booker's lines on the page: undefined while they load (a mail's link waits for them), null when there is no
   * booking to match (the link is dropped without a word: the page says what is wrong).
   */
  lines: readonly BookedLine[] | null | undefined;
  /** A guest's view token (`/meine-buchung`); null when signed in. */
  token: string | null;
  children: ReactNode;
}

interface Opened {
  kind: 'rebook' | 'refund';
  line: BookedLine;
  /** `termin=<date>` of the mail's link: chosen at once. */
  sessionId: string | null;
  trigger: HTMLElement | null;
  /** Every opening mounts its dialog afresh. */
  serial: string;
}

/**
 * The rebooking and refund dialogs of a booker's page, opened by a cancelled date's notice (`CancelledDateChoice`) or
 * by the links of the `session_cancelled` mail (`umbuchen`, `termin`, `erstattung`; docs/booking-rules.md "A cancelled
 * date: the booker's choice"). They live here, not in the line, because the line changes under them: a refunded line
 * leaves the booking, a cancelled booking moves to the past ones — the dialog stays with its answer.
 *
 * A link is followed once the lines are there: the line's dialog opens (with the date chosen), or a short notice says
 * that the link names nothing to do; then its parameters leave the address (replaced, no history entry).
 */
export function BookingDialogsHost({ lines, token, children }: BookingDialogsHostProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [open, setOpen] = useState(false);
  const [missed, setMissed] = useState(false);
  // The navigation whose link has been followed (each navigation has a key of its own, a link clicked again too).
  const [followed, setFollowed] = useState<string | null>(null);
  const serial = useRef(0);

  const params = new URLSearchParams(location.search);
  const linked = hasBookingLink(params);
  if (linked && lines !== undefined && followed !== location.key) {
    setFollowed(location.key);
    const request = bookingLinkOf(params);
    const line = request ? lines?.find((candidate) => candidate.itemId === request.itemId) : undefined;
    const offered = request && line ? (request.action === 'rebook' ? line.rebookable : line.refundable) : false;
    if (request && line && offered) {
      setOpened({
        kind: request.action,
        line,
        sessionId: request.action === 'rebook' ? request.sessionId : null,
        trigger: null,
        serial: `link-${location.key}`,
      });
      setOpen(true);
      setMissed(false);
    } else {
      setMissed(lines !== null);
    }
  }

  // Followed: the link's parameters leave the address, the rest of it stays.
  const { pathname, search, hash, key } = location;
  useEffect(() => {
    if (!linked || followed !== key) return;
    void navigate({ pathname, search: searchWithoutBookingLink(new URLSearchParams(search)), hash }, { replace: true });
  }, [linked, followed, key, pathname, search, hash, navigate]);

  const dialogs = useMemo<BookingDialogs>(() => {
    const show = (kind: Opened['kind']) => (line: BookedLine, trigger: HTMLElement | null) => {
      serial.current += 1;
      setOpened({ kind, line, sessionId: null, trigger, serial: `button-${serial.current}` });
      setOpen(true);
    };
    return { openRebooking: show('rebook'), openRefund: show('refund') };
  }, []);

  // Back to the button that opened the dialog; when the line has gone meanwhile (refunded, rebooked) or a link opened
  // it, to the bookings.
  const focusBack = () => {
    const trigger = opened?.trigger;
    if (trigger?.isConnected) trigger.focus();
    else containerRef.current?.focus();
  };

  return (
    <BookingDialogsContext.Provider value={dialogs}>
      <div ref={containerRef} tabIndex={-1} className={styles.host}>
        {missed ? (
          <p className={styles.linkNotice} role="status">
            Der Link aus Ihrer E-Mail passt zu keinem Termin, der sich hier umbuchen oder erstatten lässt – vielleicht
            haben Sie schon gewählt. Den aktuellen Stand Ihrer Buchungen sehen Sie hier.
          </p>
        ) : null}
        {children}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          {opened.kind === 'rebook' ? (
            <LazyRebookingDialog
              key={opened.serial}
              line={opened.line}
              token={token}
              actor="booker"
              open={open}
              onOpenChange={setOpen}
              onCloseFocus={focusBack}
              preselectedSessionId={opened.sessionId}
            />
          ) : (
            <LazyRefundDialog
              key={opened.serial}
              line={opened.line}
              token={token}
              open={open}
              onOpenChange={setOpen}
              onCloseFocus={focusBack}
            />
          )}
        </Suspense>
      ) : null}
    </BookingDialogsContext.Provider>
  );
}
