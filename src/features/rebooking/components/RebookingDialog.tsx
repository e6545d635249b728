import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { skipToken } from '@reduxjs/toolkit/query';
import { X } from 'lucide-react';
import { Button } from '@/components/Button';
import { CheckboxField, SelectField } from '@/components/Form';
import { useSeminarsQuery, useSessionsQuery, type SessionWithDetails } from '@/features/catalog';
import { todayInBerlin } from '@/lib/format';
import { useRebookBookingItemMutation, useRebookingQuoteQuery, useRebookingTermsQuery } from '../rebookingApi';
import { lineText, type RebookingActor, type RebookingLine } from '../rebookingRules';
import { DateChoices } from './DateChoices';
import { QuoteSummary } from './QuoteSummary';
import { RebookingDone } from './RebookingDone';
import { RebookingProblem } from './RebookingProblem';
import styles from './Rebooking.module.css';

export interface RebookingDialogProps {
  line: RebookingLine;
  /** A guest's view token (`/meine-buchung`); null when signed in. */
  token: string | null;
  actor: RebookingActor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when the dialog closes (the button that opened it). */
  onCloseFocus?: () => void;
  /** A date chosen already (a cancelled date's mail link, `termin=<date>`): its quote is asked at once. */
  preselectedSessionId?: string | null;
}

/**
 * `Umbuchen`: choose another date of the same seminar (any city) or of another seminar, see what it costs, then
 * `Jetzt umbuchen`. A chunk of its own, loaded when the button is first wanted.
 */
export function RebookingDialog({
  line,
  token,
  actor,
  open,
  onOpenChange,
  onCloseFocus,
  preselectedSessionId = null,
}: RebookingDialogProps) {
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
            <Dialog.Title className={styles.title}>Termin umbuchen</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={styles.close} aria-label="Schließen">
                <X aria-hidden="true" size={20} />
              </button>
            </Dialog.Close>
          </div>
          {/* Mounted with the open dialog: every opening starts afresh (no date chosen, no earlier answer). */}
          <RebookingFlow line={line} token={token} actor={actor} preselectedSessionId={preselectedSessionId} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RebookingFlow({
  line: shown,
  token,
  actor,
  preselectedSessionId,
}: Omit<RebookingDialogProps, 'open' | 'onOpenChange' | 'onCloseFocus'>) {
  // The line as it was when the dialog opened: after the rebooking the lists reload it with its new date.
  const [line] = useState(shown);
  const ids = useId();
  const today = todayInBerlin();
  const seminars = useSeminarsQuery();
  const own =
    seminars.data?.find((seminar) => seminar.slug === line.seminarSlug) ??
    seminars.data?.find((seminar) => seminar.title === line.title) ??
    null;
  const ownDates = useSessionsQuery(own ? { from: today, seminarId: own.id } : skipToken);
  const [otherOpen, setOtherOpen] = useState(false);
  const [otherId, setOtherId] = useState('');
  const otherDates = useSessionsQuery(otherId ? { from: today, seminarId: otherId } : skipToken);
  // The chosen date by its id: a date of the mail's link is chosen before the lists are there (its quote shows at once).
  const [selectedId, setSelectedId] = useState<string | null>(preselectedSessionId ?? null);
  const selected =
    [...(ownDates.data ?? []), ...(otherDates.data ?? [])].find((session) => session.id === selectedId) ?? null;
  const [waived, setWaived] = useState(false);
  const request = selectedId ? { itemId: line.itemId, sessionId: selectedId, token } : null;
  // The quote as the booker would pay it; the admin's fee to waive is read off it.
  const quote = useRebookingQuoteQuery(request ?? skipToken);
  const fee = quote.currentData?.fee_gross_cents ?? 0;
  const waiving = actor === 'admin' && waived && fee > 0;
  // `Ohne Umbuchungsgebühr`: the server prices the rebooking without the fee, so the figures shown are exact.
  const waivedQuote = useRebookingQuoteQuery(request && waiving ? { ...request, waiveFee: true } : skipToken);
  const shownQuote = waiving ? waivedQuote : quote;
  // Asked as the dialog opens, so the terms are there with the first quote.
  const terms = useRebookingTermsQuery();
  const [rebook, rebooking] = useRebookBookingItemMutation();

  if (rebooking.data) return <RebookingDone result={rebooking.data} actor={actor} />;

  const booked = new Set([line.sessionId, ...line.bookedSessionIds]);
  const notBooked = (sessions: readonly SessionWithDetails[] | undefined) =>
    sessions?.filter((session) => !booked.has(session.id));
  // A seminar no longer in the catalogue has no dates of its own to offer: the other seminars are open at once.
  const ownMissing = seminars.isSuccess && own === null;
  const showOther = otherOpen || ownMissing;
  const current = shownQuote.currentData;

  // While `Jetzt umbuchen` runs the choice stays as sent: its answer belongs to it.
  const choose = (session: SessionWithDetails) => {
    if (rebooking.isLoading) return;
    setSelectedId(session.id);
    rebooking.reset();
  };
  const chooseOther = (seminarId: string) => {
    if (rebooking.isLoading) return;
    setOtherId(seminarId);
    if (selected && selected.seminar_id !== own?.id) setSelectedId(null);
  };
  const toggleOther = () => {
    if (showOther && selected && selected.seminar_id !== own?.id) setSelectedId(null);
    setOtherOpen(!showOther);
  };
  const confirm = () => {
    if (!request || !current) return;
    void rebook({ ...request, waiveFee: waiving });
  };

  const name = `${ids}-termin`;
  return (
    <>
      <Dialog.Description className={styles.current}>Bisher: {lineText(line)}</Dialog.Description>
      {line.sessionCancelled ? (
        <p className={styles.cancelledNote}>
          {actor === 'admin'
            ? 'Die Akademie hat diesen Termin abgesagt: Das Umbuchen ist kostenfrei, auch auf einen Termin eines anderen Seminars.'
            : 'Wir haben diesen Termin abgesagt: Das Umbuchen ist für Sie kostenfrei, auch auf einen Termin eines anderen Seminars.'}
        </p>
      ) : null}

      {ownMissing ? null : (
        <DateChoices
          legend={`Weitere Termine: ${own?.title ?? line.title}`}
          name={name}
          sessions={notBooked(ownDates.data)}
          loading={seminars.isLoading || ownDates.isLoading}
          failed={seminars.isError || ownDates.isError}
          onRetry={() => {
            void seminars.refetch();
            if (own) void ownDates.refetch();
          }}
          emptyText="Für dieses Seminar gibt es zurzeit keine weiteren Termine."
          quantity={line.quantity}
          selectedId={selectedId}
          onSelect={choose}
        />
      )}

      <div className={styles.other}>
        {ownMissing ? null : (
          <Button
            variant="secondary"
            className={styles.toggle}
            aria-expanded={showOther}
            aria-controls={`${ids}-anderes`}
            onClick={toggleOther}
          >
            Anderes Seminar
          </Button>
        )}
        <div id={`${ids}-anderes`} hidden={!showOther}>
          {showOther ? (
            <>
              <SelectField
                label="Seminar"
                value={otherId}
                onChange={(event) => chooseOther(event.target.value)}
                options={[
                  { value: '', label: 'Bitte wählen …' },
                  ...(seminars.data ?? [])
                    .filter((seminar) => seminar.id !== own?.id)
                    .map((seminar) => ({ value: seminar.id, label: seminar.title })),
                ]}
              />
              {otherId ? (
                <DateChoices
                  legend={`Termine: ${seminars.data?.find((seminar) => seminar.id === otherId)?.title ?? ''}`}
                  name={name}
                  sessions={notBooked(otherDates.data)}
                  loading={otherDates.isLoading}
                  failed={otherDates.isError}
                  onRetry={() => void otherDates.refetch()}
                  emptyText="Für dieses Seminar gibt es zurzeit keine Termine."
                  quantity={line.quantity}
                  selectedId={selectedId}
                  onSelect={choose}
                />
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <section
        className={styles.quote}
        aria-labelledby={`${ids}-umbuchung`}
        aria-live="polite"
        aria-busy={shownQuote.isFetching || undefined}
      >
        <h3 id={`${ids}-umbuchung`}>Ihre Umbuchung</h3>
        {!selectedId ? (
          <p className={styles.note}>
            Wählen Sie einen neuen Termin. Vor dem Umbuchen sehen Sie hier die Gebühr, den neuen Gesamtbetrag und was er
            für die Zahlung bedeutet.
          </p>
        ) : current ? (
          <QuoteSummary
            quote={current}
            waivedFeeCents={waiving ? fee : null}
            fromCancelled={line.sessionCancelled === true}
            terms={terms.data ?? (terms.isError ? null : undefined)}
          />
        ) : shownQuote.isError ? (
          <RebookingProblem
            error={shownQuote.error}
            fallback="Die Umbuchung konnte nicht berechnet werden."
            session={selected}
            quantity={line.quantity}
          />
        ) : (
          <p className={styles.note}>Die Umbuchung wird berechnet …</p>
        )}
      </section>

      {/* Read off the quote with the fee, which stays while the one without it is asked: the box never jumps away. */}
      {actor === 'admin' && fee > 0 ? (
        <CheckboxField
          label="Ohne Umbuchungsgebühr"
          hint="Die Gebühr wird nicht berechnet (z. B. aus Kulanz)."
          checked={waived}
          onChange={(event) => setWaived(event.target.checked)}
        />
      ) : null}

      {rebooking.isError ? (
        <RebookingProblem
          error={rebooking.error}
          fallback="Die Umbuchung ist fehlgeschlagen. Bitte versuchen Sie es erneut."
          session={selected}
          quantity={line.quantity}
        />
      ) : null}

      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button variant="ghost">Abbrechen</Button>
        </Dialog.Close>
        {current ? (
          <Button pending={rebooking.isLoading} onClick={confirm}>
            Jetzt umbuchen
          </Button>
        ) : null}
      </div>
    </>
  );
}
