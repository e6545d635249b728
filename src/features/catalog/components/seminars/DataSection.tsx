import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';

interface DataSectionProps {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Read by screen readers while the skeleton shows, e.g. `Termine werden geladen …`. */
  loadingLabel: string;
  errorMessage: string;
  /** True when the data arrived and there is nothing to show. */
  isEmpty: boolean;
  emptyTitle: string;
  emptyContent?: ReactNode;
  rows?: number;
  children: ReactNode;
}

/**
 * The four states of one data section (docs/quality.md): a skeleton while loading, a German error with retry, an empty
 * state with a way on, or the content. Every section of the seminar screens goes through it, so none is forgotten.
 */
export function DataSection(props: DataSectionProps) {
  if (props.isError) return <ErrorState message={props.errorMessage} onRetry={props.onRetry} />;
  if (props.isLoading) return <LoadingState label={props.loadingLabel} rows={props.rows} />;
  if (props.isEmpty) return <EmptyState title={props.emptyTitle}>{props.emptyContent}</EmptyState>;
  return <>{props.children}</>;
}
