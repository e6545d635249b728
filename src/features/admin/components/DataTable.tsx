import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Tooltip } from '@/components/Tooltip';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import styles from './DataTable.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  /** The cell's content. */
  render: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (strings compare in German order). */
  sortValue?: (row: Row) => string | number | null;
  /** Numbers and money right-aligned. */
  align?: 'start' | 'end';
  /** Dates, times, amounts and actions stay on one line in the table, so a row stays one line on a desktop. */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (visible caption, hidden when `hideCaption`). */
  caption: string;
  hideCaption?: boolean;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in a single row when there are no rows. */
  emptyText: string;
  initialSort?: { key: string; direction: 'ascending' | 'descending' };
  /** Many columns (the bookings, a seminar's dates): tighter cells. */
  dense?: boolean;
  /**
   * Content shown in a full-width row right under its row (e.g. a seminar's dates), or null. It is where it was asked
   * for, so whoever opened it finds it there (the page moves the focus into it).
   */
  expandedRow?: (row: Row) => ReactNode;
}

const collator = new Intl.Collator('de-DE', { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * The admin area's table: a real `<table>` with a caption, sortable columns as buttons in the headers (keyboard and
 * screen readers get `aria-sort`), and an empty row instead of nothing. Loading and errors are the page's job.
 * From a tablet's width on it is a dense table (scrolling inside its frame if wider); on a phone (a container below
 * 40rem) every row becomes a card, the cells keeping their column name in `data-label`.
 */
export function DataTable<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  emptyText,
  initialSort,
  dense = false,
  expandedRow,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  function toggle(key: string) {
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  }

  return (
    <div className={dense ? `${styles.scroller} ${styles.dense}` : styles.scroller}>
      <table className={styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? sort.direction : column.sortValue ? 'none' : undefined}
                  className={column.align === 'end' ? styles.end : undefined}
                >
                  {column.sortValue ? (
                    <Tooltip
                      content={
                        active && sort.direction === 'ascending'
                          ? `Nach „${column.header}“ absteigend sortieren`
                          : `Nach „${column.header}“ aufsteigend sortieren`
                      }
                    >
                      <button type="button" className={styles.sort} onClick={() => toggle(column.key)}>
                        {column.header}
                        {active ? (
                          sort.direction === 'ascending' ? (
                            <ArrowUp aria-hidden="true" size={14} />
                          ) : (
                            <ArrowDown aria-hidden="true" size={14} />
                          )
                        ) : (
                          <ArrowUpDown aria-hidden="true" size={14} />
                        )}
                      </button>
                    </Tooltip>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            sorted.map((row) => {
              const expanded = expandedRow?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr className={expanded ? styles.hasExpanded : undefined}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        data-label={column.header}
                        className={
                          [column.align === 'end' ? styles.end : '', column.nowrap ? styles.nowrap : '']
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                      >
                        <div className={styles.value}>{column.render(row)}</div>
                      </td>
                    ))}
                  </tr>
                  {expanded ? (
                    <tr className={styles.expandedRow}>
                      <td colSpan={columns.length} className={styles.expanded}>
                        {expanded}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
