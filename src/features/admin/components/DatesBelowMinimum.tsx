import { EmptyState } from '@/components/States';
import { formatDate } from '@/lib/format';
import { useAdminDatesBelowMinimumQuery, type DateBelowMinimum } from '../adminDashboardApi';
import type { Column } from './DataTable';
import { QueryTable } from './QueryTable';

const COLUMNS: ReadonlyArray<Column<DateBelowMinimum>> = [
  {
    key: 'decision',
    header: 'Entscheidung bis',
    render: (d) => formatDate(d.decision_date),
    sortValue: (d) => d.decision_date,
  },
  { key: 'date', header: 'Termin', render: (d) => formatDate(d.start_date), sortValue: (d) => d.start_date },
  { key: 'seminar', header: 'Seminar', render: (d) => d.seminar_title, sortValue: (d) => d.seminar_title },
  { key: 'city', header: 'Stadt', render: (d) => d.city_name, sortValue: (d) => d.city_name },
  {
    key: 'binding',
    header: 'Verbindlich / Minimum',
    align: 'end',
    render: (d) => `${d.binding_seats} von ${d.min_participants}`,
    sortValue: (d) => d.binding_seats - d.min_participants,
  },
  { key: 'held', header: 'Reserviert', align: 'end', render: (d) => d.held_seats, sortValue: (d) => d.held_seats },
];

/**
 * The dates whose binding seats are below their minimum participants and whose decision day (the settings' days
 * before the start) is at most 30 days away or past: the academy decides whether they run (docs/booking-rules.md,
 * "Minimum participants").
 */
export function DatesBelowMinimum() {
  const dates = useAdminDatesBelowMinimumQuery();
  if (dates.data?.length === 0) {
    return <EmptyState title="Alle Termine mit anstehender Entscheidung haben ihre Mindestteilnehmerzahl erreicht." />;
  }
  return (
    <QueryTable
      query={dates}
      loadingLabel="Termine werden geladen …"
      caption="Termine unter der Mindestteilnehmerzahl, deren Entscheidung in den nächsten 30 Tagen fällig ist"
      hideCaption
      columns={COLUMNS}
      rowKey={(d) => d.session_id}
      emptyText="Keine Termine."
      initialSort={{ key: 'decision', direction: 'ascending' }}
    />
  );
}
