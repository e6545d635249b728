import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { TextField } from '@/components/Form';
import type { UrlFiltersState } from './useUrlFilters';
import styles from './AdminList.module.css';

interface FilterBarProps {
  /** The list's filters in the URL (useUrlFilters); the search term is `q`. */
  state: UrlFiltersState<{ q: string }, 'q'>;
  /** What can be searched for. */
  hint: string;
  /** The filter fields, side by side in a grid (AdminList.module.css's `wideField` on one that needs two columns). */
  children: ReactNode;
  /** Below the grid, on a line of its own (a checkbox with a long label). */
  after?: ReactNode;
}

/** A paged list's search, filters and `Filter zurücksetzen`; every choice goes into the URL at once. */
export function FilterBar({ state, hint, children, after }: FilterBarProps) {
  return (
    <section aria-label="Suche und Filter" className={styles.filters}>
      <SearchForm query={state.filters.q} onSearch={(q) => state.update({ q })} hint={hint} />
      <div className={styles.filterGrid}>{children}</div>
      {after}
      {state.filtered ? (
        <Button variant="ghost" onClick={state.reset}>
          Filter zurücksetzen
        </Button>
      ) : null}
    </section>
  );
}

/** The search field: what is typed applies on `Suchen`; the URL's term wins when it changes (back/forward, reset). */
function SearchForm({ query, onSearch, hint }: { query: string; onSearch: (query: string) => void; hint: string }) {
  const [search, setSearch] = useState(query);
  const [queryShown, setQueryShown] = useState(query);
  if (queryShown !== query) {
    setQueryShown(query);
    setSearch(query);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(search.trim());
  }

  return (
    <form role="search" onSubmit={submit} className={styles.search}>
      <TextField
        label="Suche"
        type="search"
        hint={hint}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Button type="submit">Suchen</Button>
    </form>
  );
}
