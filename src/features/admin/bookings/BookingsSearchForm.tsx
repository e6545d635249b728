import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { TextField } from '@/components/Form';
import styles from './AdminBookings.module.css';

interface BookingsSearchFormProps {
  /** The search term in the URL. */
  query: string;
  onSearch: (query: string) => void;
  /** What can be searched for (the invoice list searches other fields). */
  hint?: string;
}

/** The search field: what is typed applies on `Suchen`; the URL's term wins when it changes (back/forward, reset). */
export function BookingsSearchForm({
  query,
  onSearch,
  hint = 'Buchungsnummer, Name, E-Mail oder Firma',
}: BookingsSearchFormProps) {
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
