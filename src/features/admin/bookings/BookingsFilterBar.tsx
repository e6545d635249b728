import { CheckboxField, SelectField, TextField } from '@/components/Form';
import { FilterBar } from '../components/FilterBar';
import { filterBinder } from '../components/useUrlFilters';
import { useAdminBookingFilterOptionsQuery } from './adminBookingsApi';
import { filterOptions } from './filterOptions';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from './labels';
import type { BookingFiltersState } from './useBookingFilters';

const STATUS_OPTIONS = [
  { value: '', label: 'Alle Status' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
];

/** Search, the filters and `Filter zurücksetzen`; every choice goes into the URL at once. */
export function BookingsFilterBar(state: BookingFiltersState) {
  const { filters, update } = state;
  const filterField = filterBinder(state);
  const options = useAdminBookingFilterOptionsQuery();
  return (
    <FilterBar
      state={state}
      hint="Buchungsnummer, Name, E-Mail oder Firma"
      after={
        <CheckboxField
          label="Nur Buchungen mit Nachbearbeitung (abgesagter Termin)"
          checked={filters.followUp}
          onChange={(event) => update({ followUp: event.target.checked ? '1' : '' })}
        />
      }
    >
      <SelectField label="Status" options={STATUS_OPTIONS} {...filterField('status')} />
      <SelectField
        label="Seminar"
        options={filterOptions('Alle Seminare', options.data?.seminars, filters.seminar)}
        {...filterField('seminar')}
      />
      <SelectField
        label="Ort"
        options={filterOptions('Alle Orte', options.data?.cities, filters.city)}
        {...filterField('city')}
      />
      <TextField label="Gebucht ab" type="date" {...filterField('from')} />
      <TextField label="Gebucht bis" type="date" {...filterField('to')} />
    </FilterBar>
  );
}
