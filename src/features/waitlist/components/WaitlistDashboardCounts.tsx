import { useAdminWaitlistCountsQuery } from '../waitlistApi';
import styles from './Waitlist.module.css';

/** The admin dashboard's waiting-list figures: people waiting, offers running, addresses not yet confirmed. */
export function WaitlistDashboardCounts() {
  const counts = useAdminWaitlistCountsQuery();
  const rows = counts.data ?? [];
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return (
    <section aria-labelledby="warteliste-zahlen">
      <h2 id="warteliste-zahlen">Wartelisten</h2>
      {counts.isError ? (
        <p className={styles.entryMeta}>Die Wartelisten konnten nicht geladen werden.</p>
      ) : (
        <dl className={styles.list}>
          <div>
            <dt>Wartende</dt>
            <dd>{counts.isLoading ? '…' : count('waiting')}</dd>
          </div>
          <div>
            <dt>Offene Platzangebote</dt>
            <dd>{counts.isLoading ? '…' : count('offered')}</dd>
          </div>
          <div>
            <dt>Unbestätigte Einträge</dt>
            <dd>{counts.isLoading ? '…' : count('pending_confirmation')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
