import { SelectField, TextField } from '@/components/Form';
import { FilterBar } from '../components/FilterBar';
import { filterBinder } from '../components/useUrlFilters';
import { currentPeriodValues, type PeriodKind } from './invoiceFilters';
import type { InvoiceFiltersState } from './useInvoiceFilters';
import styles from '../components/AdminList.module.css';

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
export function InvoicesFilterBar(state: InvoiceFiltersState) {
  const { filters, update } = state;
  const filterField = filterBinder(state);
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
    <FilterBar state={state} hint="Rechnungsnummer, Buchungsnummer oder Rechnungsempfänger">
      <SelectField
        label="Zeitraum"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onChange={(event) => choosePeriod(event.target.value as PeriodKind)}
      />
      {filters.period === 'month' ? <TextField label="Monat" type="month" {...filterField('month')} /> : null}
      {filters.period === 'quarter' ? (
        <SelectField label="Quartal" options={QUARTER_OPTIONS} {...filterField('quarter')} />
      ) : null}
      {filters.period === 'quarter' || filters.period === 'year' ? (
        <TextField label="Jahr" type="number" inputMode="numeric" min={2000} max={2099} {...filterField('year')} />
      ) : null}
      {filters.period === 'range' ? (
        <>
          <TextField label="Von" type="date" {...filterField('from')} />
          <TextField label="Bis" type="date" {...filterField('to')} />
        </>
      ) : null}
      <SelectField label="Art" className={styles.wideField} options={KIND_OPTIONS} {...filterField('kind')} />
    </FilterBar>
  );
}
