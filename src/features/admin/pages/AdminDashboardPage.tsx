import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { errorText } from '@/lib/api';
import { now } from '@/lib/clock';
import { formatCents, formatDate, formatInstantDate, todayInBerlin } from '@/lib/format';
import {
  useAdminDashboardFiguresQuery,
  useAdminLatestBookingsQuery,
  useAdminNewInhouseRequestsQuery,
  useAdminUpcomingSessionsQuery,
  type DashboardBooking,
  type DashboardSession,
  type InhouseRequestRow,
} from '../adminDashboardApi';
// One word per status everywhere (the bookings list, this dashboard, the customer's dashboard).
import { BOOKING_STATUS_LABELS } from '../bookings/labels';
import { AdminShell } from '../components/AdminShell';
import { BookingsChart } from '../components/BookingsChart';
import { DataTable, type Column } from '../components/DataTable';
import { DatesBelowMinimum } from '../components/DatesBelowMinimum';
import { CHART_WEEKS, SOON_DAYS, seatStats, weekCounts } from '../dashboardStats';
import { WaitlistDashboardCounts } from '@/features/waitlist';
import styles from './AdminOverviewPages.module.css';

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

const LATEST_COLUMNS: ReadonlyArray<Column<DashboardBooking>> = [
  { key: 'number', header: 'Buchungsnummer', render: (b) => b.booking_number },
  {
    key: 'customer',
    header: 'Kunde',
    render: (b) => b.company_name ?? `${b.customer_first_name} ${b.customer_last_name}`,
  },
  { key: 'date', header: 'Gebucht am', render: (b) => formatInstantDate(b.created_at) },
  { key: 'status', header: 'Status', render: (b) => BOOKING_STATUS_LABELS[b.status] },
  { key: 'net', header: 'Netto', align: 'end', render: (b) => formatCents(b.net_cents) },
];

const SESSION_COLUMNS: ReadonlyArray<Column<DashboardSession>> = [
  { key: 'date', header: 'Datum', render: (s) => formatDate(s.start_date), sortValue: (s) => s.start_date },
  {
    key: 'seminar',
    header: 'Seminar',
    render: (s) => s.seminars?.title ?? '–',
    sortValue: (s) => s.seminars?.title ?? null,
  },
  {
    key: 'city',
    header: 'Stadt',
    render: (s) => s.locations?.city_name ?? '–',
    sortValue: (s) => s.locations?.city_name ?? null,
  },
  {
    key: 'seats',
    header: 'Freie Plätze',
    align: 'end',
    render: (s) => `${s.capacity - s.seats_booked} von ${s.capacity}`,
    sortValue: (s) => s.capacity - s.seats_booked,
  },
];

const INHOUSE_COLUMNS: ReadonlyArray<Column<InhouseRequestRow>> = [
  { key: 'date', header: 'Eingegangen', render: (r) => formatInstantDate(r.created_at) },
  { key: 'company', header: 'Firma', render: (r) => r.company },
  { key: 'contact', header: 'Ansprechperson', render: (r) => r.contact_name },
  { key: 'topic', header: 'Thema', render: (r) => r.topic },
  { key: 'participants', header: 'Teilnehmende', align: 'end', render: (r) => r.participants ?? '–' },
];

const metricsErrorText = (error: unknown) => errorText(error, 'Die Kennzahlen konnten nicht geladen werden.');

/** The admin's start page: money, bookings, seats and what needs attention. */
export function AdminDashboardPage() {
  const { pathname } = useLocation();
  const today = useMemo(() => todayInBerlin(new Date(now())), []);
  // The figures are counted by the database over every booking; only the newest five bookings are fetched.
  const figures = useAdminDashboardFiguresQuery();
  const latest = useAdminLatestBookingsQuery();
  const sessions = useAdminUpcomingSessionsQuery(today);
  const inhouse = useAdminNewInhouseRequestsQuery();

  const seats = useMemo(() => (sessions.data ? seatStats(sessions.data, new Date(now())) : null), [sessions.data]);
  const weeks = useMemo(() => (figures.data ? weekCounts(figures.data.weeks) : null), [figures.data]);

  let content;
  if (figures.isError || latest.isError || sessions.isError) {
    content = (
      <ErrorState
        message={`Die Kennzahlen konnten nicht geladen werden. ${metricsErrorText(figures.error ?? latest.error ?? sessions.error)}`}
        onRetry={() => {
          void figures.refetch();
          void latest.refetch();
          void sessions.refetch();
        }}
      />
    );
  } else if (!figures.data || !weeks || !latest.data || !seats) {
    content = <LoadingState label="Kennzahlen werden geladen …" rows={4} />;
  } else {
    const kpis = [
      { label: 'Umsatz netto diesen Monat', value: formatCents(figures.data.revenue_month_cents) },
      { label: 'Umsatz netto dieses Jahr', value: formatCents(figures.data.revenue_year_cents) },
      { label: 'Buchungen diesen Monat', value: String(figures.data.bookings_month) },
      { label: 'Buchungen dieses Jahr', value: String(figures.data.bookings_year) },
      {
        label: 'Auslastung kommender Termine',
        value: seats.utilisation === null ? '–' : percent.format(seats.utilisation),
        hint: `${seats.seatsBooked} von ${seats.capacity} Plätzen gebucht`,
      },
      { label: 'Offene Inhouse-Anfragen', value: inhouse.data ? String(inhouse.data.length) : '–' },
    ];
    content = (
      <div className={styles.stack}>
        <section aria-labelledby="kennzahlen" className={styles.section}>
          <h2 id="kennzahlen" className={styles.sectionHeading}>
            Kennzahlen
          </h2>
          <p className={styles.muted}>Alle Beträge netto, ohne stornierte und abgelaufene Buchungen.</p>
          <ul className={styles.kpis}>
            {kpis.map((kpi) => (
              <li key={kpi.label} className={styles.kpi}>
                <span className={styles.kpiLabel}>{kpi.label}</span>
                <span className={styles.kpiValue}>{kpi.value}</span>
                {kpi.hint ? <span className={styles.muted}>{kpi.hint}</span> : null}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.section}>
          <WaitlistDashboardCounts />
        </div>
        <section aria-labelledby="buchungen-pro-woche" className={styles.section}>
          <h2 id="buchungen-pro-woche" className={styles.sectionHeading}>
            Buchungen pro Woche
          </h2>
          <BookingsChart weeks={weeks} caption={`Buchungen pro Kalenderwoche, letzte ${CHART_WEEKS} Wochen`} />
        </section>
        <section aria-labelledby="letzte-buchungen" className={styles.section}>
          <h2 id="letzte-buchungen" className={styles.sectionHeading}>
            Letzte Buchungen
          </h2>
          <DataTable
            caption="Die fünf neuesten Buchungen"
            hideCaption
            columns={LATEST_COLUMNS}
            rows={latest.data}
            rowKey={(b) => b.id}
            emptyText="Noch keine Buchungen."
          />
        </section>
        <section aria-labelledby="freie-termine" className={styles.section}>
          <h2 id="freie-termine" className={styles.sectionHeading}>
            Termine mit freien Plätzen
          </h2>
          <DataTable
            caption={`Termine der nächsten ${SOON_DAYS} Tage mit freien Plätzen`}
            columns={SESSION_COLUMNS}
            rows={seats.soonWithSeats}
            rowKey={(s) => s.id}
            emptyText={`Keine Termine mit freien Plätzen in den nächsten ${SOON_DAYS} Tagen.`}
            initialSort={{ key: 'date', direction: 'ascending' }}
          />
        </section>
        <section aria-labelledby="mindestteilnehmer" className={styles.section}>
          <h2 id="mindestteilnehmer" className={styles.sectionHeading}>
            Termine unter der Mindestteilnehmerzahl
          </h2>
          <p className={styles.muted}>
            Verbindlich gebuchte Plätze; Reservierungen ohne Bestätigung oder Zahlung zählen noch nicht. Bis zum Tag der
            Entscheidung wird ein Termin unter seinem Minimum abgesagt oder durchgeführt.
          </p>
          <DatesBelowMinimum />
        </section>
        <section aria-labelledby="inhouse-anfragen" className={styles.section}>
          <h2 id="inhouse-anfragen" className={styles.sectionHeading}>
            Neue Inhouse-Anfragen
          </h2>
          {inhouse.isError ? (
            <ErrorState message={metricsErrorText(inhouse.error)} onRetry={() => void inhouse.refetch()} />
          ) : !inhouse.data ? (
            <LoadingState label="Anfragen werden geladen …" rows={2} />
          ) : inhouse.data.length === 0 ? (
            <EmptyState title="Keine neuen Inhouse-Anfragen." />
          ) : (
            <DataTable
              caption="Inhouse-Anfragen mit Status „neu“"
              hideCaption
              columns={INHOUSE_COLUMNS}
              rows={inhouse.data}
              rowKey={(r) => r.id}
              emptyText="Keine neuen Inhouse-Anfragen."
            />
          )}
        </section>
      </div>
    );
  }

  return (
    <AdminShell heading="Übersicht" title="Admin-Übersicht" description="Kennzahlen der Akademie." path={pathname}>
      {content}
    </AdminShell>
  );
}
