import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { errorText } from '@/lib/api';
import { DataTable, type Column } from './DataTable';
import type { UrlFiltersState } from './useUrlFilters';
import styles from './AdminList.module.css';

/** One page of a list as the server sends it. */
export interface ListPage<Row> {
  total: number;
  rows: Row[];
}

/** What the list shows of its query. */
export interface ListQuery<Page> {
  data?: Page;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The list's wording, e.g. for the bookings. */
export interface PagedListTexts {
  /** Names the table for screen readers: `Buchungen`. */
  caption: string;
  /** `Die Buchungen konnten nicht geladen werden.` */
  failed: string;
  /** `Buchungen werden geladen …` */
  loading: string;
  /** `Keine Buchungen gefunden.` */
  nothingFound: string;
  /** What to do about it while filters are set: `Passen Sie die Suche oder die Filter an.` */
  nothingFoundFiltered: string;
  /** `Keine Buchungen auf dieser Seite.` */
  emptyPage: string;
}

interface PagedListProps<Row, Page extends ListPage<Row>> {
  list: ListQuery<Page>;
  texts: PagedListTexts;
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string;
  /** The count above the table (and what else sums up the result). */
  summary: (page: Page) => ReactNode;
  /** The list's filters and page in the URL (useUrlFilters). */
  state: Pick<UrlFiltersState<unknown, never>, 'page' | 'filtered' | 'update'>;
  pageSize: number;
}

/** A paged list's states: failed (with retry), loading, nothing found, or the page of rows with its count. */
export function PagedList<Row, Page extends ListPage<Row>>({
  list,
  texts,
  columns,
  rowKey,
  summary,
  state,
  pageSize,
}: PagedListProps<Row, Page>) {
  if (list.isError && !list.isFetching) {
    return <ErrorState message={errorText(list.error, texts.failed)} onRetry={() => void list.refetch()} />;
  }
  if (list.isLoading || !list.data) return <LoadingState label={texts.loading} rows={5} />;
  const { total, rows } = list.data;
  if (total === 0) {
    return (
      <EmptyState title={texts.nothingFound}>{state.filtered ? <p>{texts.nothingFoundFiltered}</p> : null}</EmptyState>
    );
  }
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {summary(list.data)}
      </p>
      <DataTable
        caption={texts.caption}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        emptyText={texts.emptyPage}
        dense
      />
      <Pagination
        page={state.page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        onPage={(page) => state.update({ page })}
      />
    </>
  );
}

interface PaginationProps {
  /** The page the URL asks for; beyond the last page (fewer results since) it counts as the last. */
  page: number;
  pageCount: number;
  /** The page to go to; '' is the first (no page in the URL). */
  onPage: (page: string) => void;
}

/** `Zurück`, `Seite x von y`, `Weiter`; only when there is more than one page. */
function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const shown = Math.min(page, pageCount);
  return (
    <nav aria-label="Seiten" className={styles.pagination}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(shown - 1 > 1 ? String(shown - 1) : '')}>
        Zurück
      </Button>
      <span aria-current="page">
        Seite {shown} von {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(String(page + 1))}>
        Weiter
      </Button>
    </nav>
  );
}
