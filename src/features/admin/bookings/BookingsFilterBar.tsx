import { Button } from '@/components/Button';
import { CheckboxField, SelectField, TextField } from '@/components/Form';
import { useAdminBookingFilterOptionsQuery } from './adminBookingsApi';
import { BookingsSearchForm } from './BookingsSearchForm';
import { filterOptions } from './filterOptions';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from './labels';
import type { BookingFiltersState } from './useBookingFilters';
import styles from './AdminBookings.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'Alle Status' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
];

/** Search, the filters and `Filter zurücksetzen`; every choice goes into the URL at once. */
export function BookingsFilterBar({ filters, filtered, update, reset }: BookingFiltersState) {
  const options = useAdminBookingFilterOptionsQuery();
  return (
    <section aria-label="Suche und Filter" className={styles.filters}>
      <BookingsSearchForm query={filters.q} onSearch={(q) => update({ q })} />
      <div className={styles.filterGrid}>
        <SelectField
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(event) => update({ status: event.target.value })}
        />
        <SelectField
          label="Seminar"
          value={filters.seminar}
          options={filterOptions('Alle Seminare', options.data?.seminars, filters.seminar)}
          onChange={(event) => update({ seminar: event.target.value })}
        />
        <SelectField
          label="Ort"
          value={filters.city}
          options={filterOptions('Alle Orte', options.data?.cities, filters.city)}
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
      {filtered ? (
        <Button variant="ghost" onClick={reset}>
          Filter zurücksetzen
        </Button>
      ) : null}
    </section>
  );
}
