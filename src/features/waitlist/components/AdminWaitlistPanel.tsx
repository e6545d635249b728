import { useDispatch } from 'react-redux';
import { Button } from '@/components/Button';
import { ErrorState, LoadingState } from '@/components/States';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import {
  useAdminOfferWaitlistSeatsMutation,
  useAdminRemoveWaitlistEntryMutation,
  useAdminWaitlistQuery,
  type WaitlistEntryRow,
  type WaitlistStatus,
  type WaitlistTarget,
} from '../waitlistApi';
import styles from './Waitlist.module.css';

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  pending_confirmation: 'E-Mail unbestätigt',
  waiting: 'Wartet',
  offered: 'Platz angeboten',
  booked: 'Gebucht',
  lapsed: 'Angebot verfallen',
  left: 'Abgemeldet',
};

const OPEN = new Set<WaitlistStatus>(['waiting', 'offered']);

/** Positions as the database counts them: open entries (waiting or offered) in queue order. */
export function withPositions(
  entries: readonly WaitlistEntryRow[],
): Array<WaitlistEntryRow & { position: number | null }> {
  let position = 0;
  return entries.map((entry) => {
    if (!OPEN.has(entry.status)) return { ...entry, position: null };
    position += 1;
    return { ...entry, position };
  });
}

function statusText(entry: WaitlistEntryRow): string {
  const label = WAITLIST_STATUS_LABELS[entry.status];
  return entry.status === 'offered' && entry.offer_expires_at
    ? `${label} bis ${formatInstantDate(entry.offer_expires_at)}, ${formatInstantTime(entry.offer_expires_at)}`
    : label;
}

/** The waiting list of one date for admins: positions, status, `Platz anbieten` and removal. */
export function AdminWaitlistPanel({ target, label }: { target: WaitlistTarget; label: string }) {
  const dispatch = useDispatch();
  const list = useAdminWaitlistQuery(target);
  const [offer, offering] = useAdminOfferWaitlistSeatsMutation();
  const [remove, removing] = useAdminRemoveWaitlistEntryMutation();

  async function run(action: 'offer' | 'remove', entry: WaitlistEntryRow) {
    const result = action === 'offer' ? await offer(entry.id) : await remove(entry.id);
    if ('error' in result) {
      const message = errorText(result.error, 'Die Aktion ist fehlgeschlagen.');
      dispatch(toastShown({ title: 'Nicht möglich', description: message, variant: 'error' }));
      return;
    }
    dispatch(
      toastShown({
        title: action === 'offer' ? 'Platz angeboten' : 'Von der Warteliste entfernt',
        description: entry.name,
        variant: 'success',
      }),
    );
  }

  if (list.isLoading) return <LoadingState label="Warteliste wird geladen …" rows={2} />;
  if (list.isError) {
    return (
      <ErrorState
        message={errorText(list.error, 'Die Warteliste konnte nicht geladen werden.')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const entries = withPositions(list.data ?? []);
  return (
    <section aria-label={`Warteliste: ${label}`}>
      <h3>Warteliste: {label}</h3>
      {entries.length === 0 ? (
        <p className={styles.entryMeta}>Niemand steht auf der Warteliste.</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div>
                <p className={styles.entryTitle}>
                  {entry.position !== null ? `Platz ${String(entry.position)}: ` : ''}
                  {entry.name}
                </p>
                <p className={styles.entryMeta}>
                  {entry.email} · {entry.seats === 1 ? '1 Platz' : `${String(entry.seats)} Plätze`}
                </p>
                <p className={styles.position}>{statusText(entry)}</p>
              </div>
              {entry.status === 'waiting' || entry.status === 'lapsed' || entry.status === 'offered' ? (
                <div className={styles.actions}>
                  {entry.status !== 'offered' ? (
                    <Button
                      variant="secondary"
                      pending={offering.isLoading && offering.originalArgs === entry.id}
                      aria-label={`Platz anbieten: ${entry.name}`}
                      onClick={() => void run('offer', entry)}
                    >
                      Platz anbieten
                    </Button>
                  ) : null}
                  <Button
                    variant="danger"
                    pending={removing.isLoading && removing.originalArgs === entry.id}
                    aria-label={`Entfernen: ${entry.name}`}
                    onClick={() => void run('remove', entry)}
                  >
                    Entfernen
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
