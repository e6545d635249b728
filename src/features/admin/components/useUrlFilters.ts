import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/** URL parameters to set, or with '' to remove. */
export type UrlFilterChanges<Key extends string> = Partial<Record<Key | 'page', string>>;

export interface UrlFiltersState<Filters, Key extends string> {
  filters: Filters;
  page: number;
  /** Whether any filter is set (the page number alone is none). */
  filtered: boolean;
  /** Sets (or with '' removes) URL parameters; a change of filter starts on the first page. */
  update: (changes: UrlFilterChanges<Key>) => void;
  reset: () => void;
}

/** How a list reads its filters from the URL. */
export interface UrlFilterSpec<Filters, Key extends string> {
  /** The parameters that filter the list (`page` is not one: it only pages through them). */
  keys: readonly Key[];
  /** The filters the URL asks for; anything malformed counts as no filter. */
  read: (params: URLSearchParams) => Filters;
  readPage: (params: URLSearchParams) => number;
}

/** A list's filters and page live in the URL: shareable, and back/forward step through them. */
export function useUrlFilters<Filters, Key extends string>({
  keys,
  read,
  readPage,
}: UrlFilterSpec<Filters, Key>): UrlFiltersState<Filters, Key> {
  const [params, setParams] = useSearchParams();

  function update(changes: UrlFilterChanges<Key>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries<string | undefined>(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new filter starts on the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  }

  return {
    filters: read(params),
    page: readPage(params),
    filtered: keys.some((key) => params.get(key)),
    update,
    reset: () => setParams(new URLSearchParams()),
  };
}

/**
 * A filter field's value from the URL and its change into the URL:
 * `<SelectField label="Status" options={…} {...filterField('status')} />`.
 */
export function filterBinder<Filters, Key extends string>({ filters, update }: UrlFiltersState<Filters, Key>) {
  return (key: Key & keyof Filters) => ({
    value: String(filters[key]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      update({ [key]: event.target.value } as UrlFilterChanges<Key>),
  });
}
