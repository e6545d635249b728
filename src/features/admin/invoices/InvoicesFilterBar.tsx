import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/Form';
import { BookingsSearchForm } from '../bookings/BookingsSearchForm';
import { currentPeriodValues, type PeriodKind } from './invoiceFilters';
import type { InvoiceFiltersState } from './useInvoiceFilters';
import styles from '../bookings/AdminBookings.module.css';

const PERIOD_OPTIONS: ReadonlyArray<{ value: PeriodKind; label: string }> = [
  { value: '', label: 'Gesamter Zeitraum' },
  { value: 'month', label: 'Monat' },
  { value: 'quarter', label: 'Quartal' },
  { value: 'year', label: 'Jahr' },
  { value: 'range', label: 'Von – bis' },
];

const KIND_OPTIONS = [
  { value: '', label: 'Rechnungen und Rechnungskorrekturen' },
  { value: 'invoice', label: 'Nur Rechnungen' },
  { value: 'credit_note', label: 'Nur Rechnungskorrekturen (Storno)' },
];

const QUARTER_OPTIONS = ['1', '2', '3', '4'].map((quarter) => ({ value: quarter, label: `${quarter}. Quartal` }));

/** Search, period (month, quarter, year or two days) and kind; every choice goes into the URL at once. */
export function InvoicesFilterBar({ filters, filtered, update, reset }: InvoiceFiltersState) {
  function choosePeriod(period: PeriodKind) {
    // A newly chosen month, quarter or year starts at the current one.
    const current = currentPeriodValues();
    update({
      period,
      month: period === 'month' ? filters.month || current.month : '',
      quarter: period === 'quarter' ? filters.quarter || current.quarter : '',
      year: period === 'quarter' || period === 'year' ? filters.year || current.year : '',
      from: period === 'range' ? filters.from : '',
      to: period === 'range' ? filters.to : '',
    });
  }

  return (
    <section aria-label="Suche und Filter" className={styles.filters}>
      <BookingsSearchForm
        query={filters.q}
        onSearch={(q) => update({ q })}
        hint="Rechnungsnummer, Buchungsnummer oder Rechnungsempfänger"
      />
      <div className={styles.filterGrid}>
        <SelectField
          label="Zeitraum"
          value={filters.period}
          options={PERIOD_OPTIONS}
          onChange={(event) => choosePeriod(event.target.value as PeriodKind)}
        />
        {filters.period === 'month' ? (
          <TextField
            label="Monat"
            type="month"
            value={filters.month}
            onChange={(event) => update({ month: event.target.value })}
          />
        ) : null}
        {filters.period === 'quarter' ? (
          <SelectField
            label="Quartal"
            value={filters.quarter}
            options={QUARTER_OPTIONS}
            onChange={(event) => update({ quarter: event.target.value })}
          />
        ) : null}
        {filters.period === 'quarter' || filters.period === 'year' ? (
          <TextField
            label="Jahr"
            type="number"
            inputMode="numeric"
            min={2000}
            max={2099}
            value={filters.year}
            onChange={(event) => update({ year: event.target.value })}
          />
        ) : null}
        {filters.period === 'range' ? (
          <>
            <TextField
              label="Von"
              type="date"
              value={filters.from}
              onChange={(event) => update({ from: event.target.value })}
            />
            <TextField
              label="Bis"
              type="date"
              value={filters.to}
              onChange={(event) => update({ to: event.target.value })}
            />
          </>
        ) : null}
        <SelectField
          label="Art"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(event) => update({ kind: event.target.value })}
        />
      </div>
      {filtered ? (
        <Button variant="ghost" onClick={reset}>
          Filter zurücksetzen
        </Button>
      ) : null}
    </section>
  );
}
