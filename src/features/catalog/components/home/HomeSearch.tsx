import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/Form';
import { CITY_NAMES, CITY_SLUGS, isCitySlug } from '@/config/paths';
import { resolveSearch } from './homeSearch';
import styles from './HomeSearch.module.css';

/** URL parameters of a search shown on the home page (`/?suche=analytics&stadt=berlin`): it survives a reload. */
export const QUERY_PARAM = 'suche';
export const CITY_PARAM = 'stadt';

/** The hero's search: a topic or city leads to its page, anything else lists matching seminars below. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get(QUERY_PARAM) ?? '');
  const cityParam = searchParams.get(CITY_PARAM) ?? '';
  const [city, setCity] = useState(isCitySlug(cityParam) ? cityParam : '');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = resolveSearch(text, isCitySlug(city) ? city : undefined);
    if (target.kind === 'missing') {
      setError('Bitte geben Sie einen Suchbegriff ein oder wählen Sie eine Stadt.');
      return;
    }
    setError(undefined);
    if (target.kind === 'navigate') {
      void navigate(target.to);
      return;
    }
    const next = new URLSearchParams({ [QUERY_PARAM]: target.query });
    if (target.city) next.set(CITY_PARAM, target.city);
    setSearchParams(next);
  };

  return (
    <form className={styles.form} role="search" aria-label="Seminarsuche" onSubmit={submit} noValidate>
      <TextField
        className={styles.text}
        label="Seminar suchen"
        name={QUERY_PARAM}
        type="search"
        placeholder="z. B. SEO, Google Ads, KI"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <SelectField
        label="Stadt"
        name={CITY_PARAM}
        value={city}
        onChange={(event) => setCity(event.target.value)}
        options={[
          { value: '', label: 'Alle Städte' },
          ...CITY_SLUGS.map((slug) => ({ value: slug, label: CITY_NAMES[slug] })),
        ]}
      />
      <Button type="submit" className={styles.submit}>
        <Search aria-hidden="true" size={18} />
        Suchen
      </Button>
    </form>
  );
}
