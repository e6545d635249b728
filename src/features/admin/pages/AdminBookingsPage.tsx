import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { CheckboxField, SelectField, TextField } from '@/components/Form';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { formatCents, formatInstantDate, formatShortDate } from '@/lib/format';
import { AdminShell } from '../components/AdminShell';
import { DataTable, type Column } from '../components/DataTable';
import {
  BOOKINGS_PAGE_SIZE,
  useAdminBookingFilterOptionsQuery,
  useAdminBookingsQuery,
  useAdminSetBookingStatusMutation,
  useLazyAdminBookingsExportQuery,
  type AdminBooking,
  type BookingFilters,
  type BookingStatus,
} from '../bookings/adminBookingsApi';
import { BookingDetailDialog } from '../bookings/BookingDetailDialog';
import { bookingsCsvFileName, buildBookingsCsv } from '../bookings/bookingsCsv';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from '../bookings/labels';
import styles from '../bookings/AdminBookings.module.css';

const FILTER_KEYS = ['q', 'status', 'seminar', 'city', 'from', 'to', 'followUp'] as const;

function readFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    seminar: params.get('seminar') ?? '',
    city: params.get('city') ?? '',
    from: /^\d{4}-\d{2}-\d{2}$/.test(params.get('from') ?? '') ? (params.get('from') as string) : '',
    to: /^\d{4}-\d{2}-\d{2}$/.test(params.get('to') ?? '') ? (params.get('to') as string) : '',
    followUp: params.get('followUp') === '1',
  };
}

function firstStart(booking: AdminBooking): string | null {
  return booking.booking_items.map((item) => item.start_date).sort()[0] ?? null;
}

const STATUS_SUCCESS: Record<BookingStatus, string> = {
  pending: 'Buchung auf ausstehend gesetzt',
  confirmed: 'Buchung bestätigt',
  paid: 'Buchung als bezahlt markiert',
  cancelled: 'Buchung storniert',
  expired: 'Buchung abgelaufen',
};

export function AdminBookingsPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(filters.q);
  // The URL wins: back/forward or "Filter zurücksetzen" put its search term back into the field.
  const [searchInUrl, setSearchInUrl] = useState(filters.q);
  if (searchInUrl !== filters.q) {
    setSearchInUrl(filters.q);
    setSearch(filters.q);
  }
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const list = useAdminBookingsQuery({ filters, page });
  const options = useAdminBookingFilterOptionsQuery();
  const [setStatus, statusState] = useAdminSetBookingStatusMutation();
  const [loadExport, exportState] = useLazyAdminBookingsExportQuery();

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const selected = list.data?.rows.find((row) => row.id === selectedId) ?? null;

  function update(changes: Partial<Record<(typeof FILTER_KEYS)[number] | 'page', string>>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new filter starts on the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: search.trim() });
  }

  function resetFilters() {
    setParams(new URLSearchParams());
  }

  async function changeStatus(status: BookingStatus) {
    if (!selected) return;
    setStatusError(null);
    try {
      await setStatus({ bookingId: selected.id, status }).unwrap();
      dispatch(toastShown({ title: STATUS_SUCCESS[status], description: selected.booking_number, variant: 'success' }));
    } catch (error) {
      setStatusError(errorText(error, 'Ein unerwarteter Fehler ist aufgetreten.'));
    }
  }

  async function exportCsv() {
    setExportError(null);
    try {
      const bookings = await loadExport(filters).unwrap();
      downloadFile(bookingsCsvFileName(), buildBookingsCsv(bookings), 'text/csv;charset=utf-8');
    } catch (error) {
      setExportError(errorText(error, 'Ein unerwarteter Fehler ist aufgetreten.'));
    }
  }

  const columns: Column<AdminBooking>[] = [
    {
      key: 'number',
      header: 'Buchungsnummer',
      render: (row) => (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setStatusError(null);
            setSelectedId(row.id);
          }}
          aria-label={`Buchung ${row.booking_number} anzeigen`}
        >
          {row.booking_number}
        </button>
      ),
      sortValue: (row) => row.booking_number,
    },
    {
      key: 'created',
      header: 'Datum',
      render: (row) => formatInstantDate(row.created_at),
      sortValue: (row) => row.created_at,
    },
    {
      key: 'customer',
      header: 'Kunde',
      render: (row) => (
        <>
          {row.customer_first_name} {row.customer_last_name}
          {row.company_name ? <span className={styles.muted}>{row.company_name}</span> : null}
          <span className={styles.muted}>{row.customer_email}</span>
        </>
      ),
      sortValue: (row) => `${row.customer_last_name} ${row.customer_first_name}`,
    },
    {
      key: 'items',
      header: 'Seminar(e)',
      render: (row) => (
        <ul className={styles.cellList}>
          {row.booking_items.map((item) => (
            <li key={item.id}>
              {item.title} <span className={styles.muted}>{item.location_name}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'start',
      header: 'Erster Termin',
      render: (row) => {
        const start = firstStart(row);
        return start ? formatShortDate(start) : '–';
      },
      sortValue: (row) => firstStart(row),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <>
          <span className={`${styles.badge} ${styles[row.status]}`}>{BOOKING_STATUS_LABELS[row.status]}</span>
          {row.needs_follow_up ? <span className={styles.followUpBadge}>Nachbearbeitung</span> : null}
        </>
      ),
      sortValue: (row) => BOOKING_STATUS_LABELS[row.status],
    },
    {
      key: 'gross',
      header: 'Brutto',
      render: (row) => formatCents(row.gross_cents),
      sortValue: (row) => row.gross_cents,
      align: 'end',
    },
  ];

  const seminarOptions = [
    { value: '', label: 'Alle Seminare' },
    ...(options.data?.seminars ?? []).map((title) => ({ value: title, label: title })),
  ];
  if (filters.seminar && !options.data?.seminars.includes(filters.seminar)) {
    seminarOptions.push({ value: filters.seminar, label: filters.seminar });
  }
  const cityOptions = [
    { value: '', label: 'Alle Orte' },
    ...(options.data?.cities ?? []).map((city) => ({ value: city, label: city })),
  ];
  if (filters.city && !options.data?.cities.includes(filters.city)) {
    cityOptions.push({ value: filters.city, label: filters.city });
  }

  return (
    <AdminShell
      heading="Buchungen"
      description="Buchungen suchen, prüfen und bearbeiten."
      path={pathname}
      actions={
        <Button variant="secondary" onClick={() => void exportCsv()} pending={exportState.isFetching}>
          CSV exportieren
        </Button>
      }
    >
      {exportError ? (
        <p role="alert" className={styles.error}>
          Export fehlgeschlagen: {exportError}
        </p>
      ) : null}
      <section aria-label="Suche und Filter" className={styles.filters}>
        <form role="search" onSubmit={submitSearch} className={styles.search}>
          <TextField
            label="Suche"
            type="search"
            hint="Buchungsnummer, Name, E-Mail oder Firma"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit">Suchen</Button>
        </form>
        <div className={styles.filterGrid}>
          <SelectField
            label="Status"
            value={filters.status}
            options={[
              { value: '', label: 'Alle Status' },
              ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
            ]}
            onChange={(event) => update({ status: event.target.value })}
          />
          <SelectField
            label="Seminar"
            value={filters.seminar}
            options={seminarOptions}
            onChange={(event) => update({ seminar: event.target.value })}
          />
          <SelectField
            label="Ort"
            value={filters.city}
            options={cityOptions}
            onChange={(event) => update({ city: event.target.value })}
          />
          <TextField
            label="Gebucht ab"
            type="date"
            value={filters.from}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextField
            label="Gebucht bis"
            type="date"
            value={filters.to}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
        <CheckboxField
          label="Nur Buchungen mit Nachbearbeitung (abgesagter Termin)"
          checked={filters.followUp}
          onChange={(event) => update({ followUp: event.target.checked ? '1' : '' })}
        />
        {FILTER_KEYS.some((key) => params.get(key)) ? (
          <Button variant="ghost" onClick={resetFilters}>
            Filter zurücksetzen
          </Button>
        ) : null}
      </section>

      {list.isError && !list.isFetching ? (
        <ErrorState
          message={errorText(list.error, 'Die Buchungen konnten nicht geladen werden.')}
          onRetry={() => void list.refetch()}
        />
      ) : list.isLoading || !list.data ? (
        <LoadingState label="Buchungen werden geladen …" rows={5} />
      ) : list.data.total === 0 ? (
        <EmptyState title="Keine Buchungen gefunden.">
          {FILTER_KEYS.some((key) => params.get(key)) ? <p>Passen Sie die Suche oder die Filter an.</p> : null}
        </EmptyState>
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            {total === 1 ? '1 Buchung' : `${total} Buchungen`}
          </p>
          <DataTable
            caption="Buchungen"
            hideCaption
            columns={columns}
            rows={list.data.rows}
            rowKey={(row) => row.id}
            emptyText="Keine Buchungen auf dieser Seite."
            stackBelow="wide"
          />
          {pageCount > 1 ? (
            <nav aria-label="Seiten" className={styles.pagination}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => {
                  const previous = Math.min(page, pageCount) - 1;
                  update({ page: previous > 1 ? String(previous) : '' });
                }}
              >
                Zurück
              </Button>
              <span aria-current="page">
                Seite {Math.min(page, pageCount)} von {pageCount}
              </span>
              <Button
                variant="secondary"
                disabled={page >= pageCount}
                onClick={() => update({ page: String(page + 1) })}
              >
                Weiter
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <BookingDetailDialog
        booking={selected}
        onClose={() => setSelectedId(null)}
        onSetStatus={(status) => void changeStatus(status)}
        pending={statusState.isLoading}
        error={statusError}
      />
    </AdminShell>
  );
}
