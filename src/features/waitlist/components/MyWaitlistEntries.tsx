import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { formatDate, formatInstantDate, formatInstantTime } from '@/lib/format';
import {
  useLeaveWaitlistMutation,
  useMyWaitlistEntriesQuery,
  useWaitlistDatesQuery,
  type MyWaitlistEntry,
} from '../waitlistApi';
import styles from './Waitlist.module.css';

export function entryStatusText(entry: Pick<MyWaitlistEntry, 'status' | 'position' | 'offer_expires_at'>): string {
  if (entry.status === 'pending_confirmation') return 'E-Mail-Adresse noch nicht bestätigt';
  if (entry.status === 'offered' && entry.offer_expires_at) {
    return `Platz reserviert bis ${formatInstantDate(entry.offer_expires_at)}, ${formatInstantTime(entry.offer_expires_at)}`;
  }
  return `Platz ${String(entry.position)} auf der Warteliste`;
}

/** The dashboard's waiting-list entries with their place; nothing at all when the user waits for nothing. */
export function MyWaitlistEntries() {
  const entries = useMyWaitlistEntriesQuery();
  const list = entries.data ?? [];
  const dates = useWaitlistDatesQuery(
    {
      sessionIds: list.flatMap((e) => (e.session_id ? [e.session_id] : [])),
      webinarIds: list.flatMap((e) => (e.webinar_id ? [e.webinar_id] : [])),
    },
    { skip: list.length === 0 },
  );
  const [leave, leaving] = useLeaveWaitlistMutation();
  if (entries.isError) {
    return (
      <FormAlert>
        Ihre Wartelisten konnten nicht geladen werden.{' '}
        <Button variant="ghost" onClick={() => entries.refetch()}>
          Erneut versuchen
        </Button>
      </FormAlert>
    );
  }
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="wartelisten">
      <h2 id="wartelisten">Meine Wartelisten</h2>
      {isApiError(leaving.error) ? <FormAlert>{leaving.error.message}</FormAlert> : null}
      <ul className={styles.list}>
        {list.map((entry) => {
          const date = dates.data?.find((d) => d.sessionId === entry.session_id || d.webinarId === entry.webinar_id);
          return (
            <li key={entry.entry_id} className={styles.entry}>
              <div>
                <p className={styles.entryTitle}>{date?.title ?? 'Termin'}</p>
                <p className={styles.entryMeta}>
                  {date ? `${formatDate(date.startDate)} · ${date.city ?? date.locationName} · ` : ''}
                  {entry.seats === 1 ? '1 Platz' : `${String(entry.seats)} Plätze`}
                </p>
                <p className={styles.position}>{entryStatusText(entry)}</p>
              </div>
              <div className={styles.actions}>
                {entry.status === 'offered' && entry.offer_token ? (
                  <Link to={`${paths.waitlistOffer}?token=${entry.offer_token}`}>Platz jetzt buchen</Link>
                ) : null}
                <Button
                  variant="secondary"
                  pending={leaving.isLoading && leaving.originalArgs === entry.leave_token}
                  onClick={() => void leave(entry.leave_token)}
                >
                  Von der Warteliste abmelden
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
