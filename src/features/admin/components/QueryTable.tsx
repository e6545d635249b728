import { ErrorState, LoadingState } from '@/components/States';
import { errorText } from '@/lib/api';
import { DataTable, type DataTableProps } from './DataTable';

interface QueryTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  query: {
    data?: readonly Row[];
    error?: unknown;
    isError: boolean;
    isLoading: boolean;
    refetch: () => unknown;
  };
  /** While the first answer is on its way: `Seminare werden geladen …`. */
  loadingLabel: string;
  /** The rows to show when not all of the query's (a search); by default all. */
  rows?: readonly Row[];
}

/** A table of a query's rows, or its loading state, or its error with a retry. */
export function QueryTable<Row>({ query, loadingLabel, rows, ...table }: QueryTableProps<Row>) {
  if (query.isLoading) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  return <DataTable rows={rows ?? query.data ?? []} {...table} />;
}
